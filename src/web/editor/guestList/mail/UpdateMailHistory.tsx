import type { UpdateMail } from "../../../../domain/guestList/updateMails";
import { fill } from "../../../../domain/fill";
import { useShowError } from "../../../../kit/errors/useShowError";
import { useOwnerTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import { useI18n } from "../../../i18n/useI18n";
import { MailStatusTable } from "./MailStatusTable";
import { UPDATE_MAIL_TEXTS } from "./updateTexts";

/** The update mails sent and waiting, newest first: when, and per household sent, delivered or bounced, and whether its link was opened since. */
export function UpdateMailHistory({ mails, mainLanguage, onCancel }: { mails: UpdateMail[]; mainLanguage: string; onCancel: (id: string) => Promise<void> }) {
  const texts = useOwnerTexts(UPDATE_MAIL_TEXTS);
  const { language } = useI18n();
  const showError = useShowError();
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const cancel = (id: string) => onCancel(id).catch((error: unknown) => showError(error, texts.cancelFailed));

  return (
    <section className="update-mails" aria-labelledby="update-mails-heading">
      <h3 id="update-mails-heading" className="update-mails__heading">
        {texts.history}
      </h3>
      {mails.length === 0 && <p className="muted">{texts.none}</p>}
      {mails.map((mail) => {
        const text = mail.texts[mainLanguage] ?? Object.values(mail.texts)[0]!;
        const state = mail.cancelledAt ? texts.cancelledOn : mail.queuedAt ? fill(texts.sentOn, { date: date(mail.queuedAt) }) : fill(texts.sendsOn, { date: date(mail.sendAt) });
        return (
          <article key={mail.id} className="update-mails__mail">
            <h4 className="update-mails__subject">{text.subject}</h4>
            <p className="muted update-mails__state">{state}</p>
            {!mail.queuedAt && !mail.cancelledAt && (
              <button type="button" className="button button--secondary" onClick={() => void cancel(mail.id)}>
                {texts.cancel}
              </button>
            )}
            {mail.households.length > 0 && <MailStatusTable label={text.subject} rows={mail.households.map((household) => ({ key: household.householdId, ...household }))} />}
          </article>
        );
      })}
    </section>
  );
}
