import { useEffect, useMemo, useState } from "react";
import { ANSWER_FILTERS, type AnswerFilter, type UpdateMailRecipients } from "../../../../domain/guestList/updateMails";
import { fill } from "../../../../domain/fill";
import { translate } from "../../../../domain/languages";
import { languageName } from "../../../../domain/site/languageNames";
import { isStatus } from "../../../../kit/api/client";
import { useShowError } from "../../../../kit/errors/useShowError";
import { MailTextFields } from "./MailTextFields";
import { ChoiceField } from "../../../../kit/editor/fields/ChoiceField";
import { useOwnerTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import { Dialog } from "../../../../kit/ui/Dialog";
import { CheckboxField, TextField } from "../../../../kit/ui/fields";
import { useI18n } from "../../../i18n/useI18n";
import type { GuestListView } from "../guestListView";
import { countUpdateRecipients, previewUpdateMail, useUpdateMailActions, useUpdateMails, type MailPreview } from "./mailApi";
import { UpdateMailHistory } from "./UpdateMailHistory";
import { UPDATE_MAIL_TEXTS } from "./updateTexts";

type Draft = { subject: string; body: string };
const EMPTY: Draft = { subject: "", body: "" };
const DELAY_MS = 400;

const toggled = <T,>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((item) => item !== value));

/** Runs `load` a moment after its inputs stop changing, and answers its latest result. */
function useDebounced<T>(load: () => Promise<T>, key: string): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      load()
        .then((answer) => current && setValue(answer))
        .catch(() => current && setValue(null));
    }, DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `key` stands for everything `load` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return value;
}

/**
 * The couple's own mail to households after the invitations: who gets it (events, tags, answers,
 * or the households selected in the table) with the count, a text per site language with a live
 * preview, now or at a chosen time; below, every update sent with each household's status.
 */
export function UpdateMailDialog({ view, onClose }: { view: GuestListView; onClose: () => void }) {
  const texts = useOwnerTexts(UPDATE_MAIL_TEXTS);
  const { language: uiLanguage } = useI18n();
  const showError = useShowError();
  const mails = useUpdateMails(view.siteId);
  const actions = useUpdateMailActions(view.siteId);
  const main = view.languages[0] ?? "sv";
  const [bySelection, setBySelection] = useState(view.selectedIds.length > 0);
  const [eventIds, setEventIds] = useState<string[]>([]);
  const [tags, setTags] = useState<string[]>([]);
  const [answers, setAnswers] = useState<AnswerFilter[]>([]);
  const [language, setLanguage] = useState(main);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [later, setLater] = useState(false);
  const [sendAt, setSendAt] = useState("");
  const [id, setId] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const allTags = useMemo(() => [...new Set(view.households.flatMap((household) => household.tags))].sort((a, b) => a.localeCompare(b, uiLanguage)), [view.households, uiLanguage]);
  const recipients: UpdateMailRecipients = bySelection ? { householdIds: view.selectedIds } : { eventIds, tags, answers };
  const count = useDebounced(() => countUpdateRecipients(view.siteId, recipients), JSON.stringify(recipients));
  const draft = drafts[language] ?? EMPTY;
  const preview = useDebounced<MailPreview | null>(
    () => (draft.subject.trim() && draft.body.trim() ? previewUpdateMail(view.siteId, language, draft) : Promise.resolve(null)),
    JSON.stringify([language, draft]),
  );
  const setDraft = (next: Draft) => setDrafts({ ...drafts, [language]: next });
  const date = (iso: string) => new Intl.DateTimeFormat(uiLanguage, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

  const send = async () => {
    const written = Object.fromEntries(Object.entries(drafts).filter(([, text]) => text.subject.trim() && text.body.trim()));
    if (!written[main]) {
      setMessage(fill(texts.needsText, { language: languageName(main, uiLanguage) }));
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const at = later && sendAt ? new Date(sendAt).toISOString() : undefined;
      await actions.send({ id, texts: written, recipients, ...(at ? { sendAt: at } : {}) });
      setMessage(at ? fill(texts.scheduled, { date: date(at) }) : texts.sent);
      setId(crypto.randomUUID());
    } catch (error) {
      if (isStatus(error, 422) && !view.host) setMessage(texts.noAddress);
      else showError(error, texts.failed);
    } finally {
      setBusy(false);
    }
  };

  const checkboxes = <T extends string>(legend: string, options: { value: T; label: string }[], chosen: T[], change: (next: T[]) => void) =>
    options.length > 0 && (
      <fieldset className="update-mail__group">
        <legend className="choice-field__legend">{legend}</legend>
        {options.map((option) => (
          <CheckboxField key={option.value} label={option.label} checked={chosen.includes(option.value)} onChange={(event) => change(toggled(chosen, option.value, event.target.checked))} />
        ))}
      </fieldset>
    );

  return (
    <Dialog open onClose={onClose} title={texts.title} closeLabel={texts.close} className="guest-mail-dialog">
      <div className="guest-mail-dialog__columns">
        <div className="guest-mail-dialog__form">
          {view.selectedIds.length > 0 && (
            <ChoiceField
              legend={texts.recipients}
              choices={[
                { value: "filter", label: texts.byFilter },
                { value: "selected", label: fill(texts.selected, { count: view.selectedIds.length }) },
              ]}
              value={bySelection ? "selected" : "filter"}
              onChange={(value) => setBySelection(value === "selected")}
            />
          )}
          {!bySelection && (
            <>
              {checkboxes(texts.events, view.events.map((event) => ({ value: event.id, label: translate(event.name, uiLanguage, main) })), eventIds, setEventIds)}
              {checkboxes(texts.tags, allTags.map((tag) => ({ value: tag, label: tag })), tags, setTags)}
              {checkboxes(texts.answers, ANSWER_FILTERS.map((value) => ({ value, label: texts[value] })), answers, setAnswers)}
              <p className="muted update-mail__hint">{texts.filterHint}</p>
            </>
          )}
          <div aria-live="polite">
            <p className="update-mail__count">{count === null ? "\u00a0" : fill(texts.count, { count })}</p>
            <p className="muted update-mail__hint">{texts.countHint}</p>
          </div>
          <MailTextFields languages={view.languages} language={language} onLanguage={setLanguage} draft={draft} onDraft={setDraft} texts={texts} />
          <ChoiceField
            legend={texts.when}
            choices={[
              { value: "now", label: texts.now },
              { value: "later", label: texts.later },
            ]}
            value={later ? "later" : "now"}
            onChange={(value) => setLater(value === "later")}
          />
          {later && <TextField label={texts.sendAt} type="datetime-local" required value={sendAt} onChange={(event) => setSendAt(event.target.value)} />}
        </div>
        <section className="guest-mail-dialog__preview" aria-label={texts.preview}>
          <p className="guest-mail-dialog__subject">
            <span className="muted">{texts.previewSubject}</span> {preview?.subject ?? draft.subject}
          </p>
          {/* As in the send dialog: the server's own HTML with every text escaped, under the page's Content-Security-Policy. */}
          {preview && <iframe title={texts.previewFrame} srcDoc={preview.html} className="guest-mail-dialog__frame" />}
        </section>
      </div>
      <div aria-live="polite" className="guest-mail-dialog__status">
        {message && <p className="notice">{message}</p>}
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={() => void send()} disabled={busy || (later && !sendAt)}>
          {busy ? texts.sending : later ? texts.schedule : texts.send}
        </button>
      </div>
      <UpdateMailHistory mails={mails.data ?? []} mainLanguage={main} onCancel={actions.cancel} />
    </Dialog>
  );
}
