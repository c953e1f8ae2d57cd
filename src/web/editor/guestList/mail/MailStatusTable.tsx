import type { MailStatus } from "../../../../domain/guestList/mail";
import { useOwnerTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import { useI18n } from "../../../i18n/useI18n";
import { UPDATE_MAIL_TEXTS } from "./updateTexts";

export interface MailStatusRow {
  key: string;
  name: string;
  /** Which mail, when the table lists several kinds. */
  mail?: string;
  status: MailStatus;
  smtpAnswer: string | null;
  linkOpenedAt: string | null;
}

/** Households and how far their mail got: waiting, sent, delivered or bounced (with the server's words), and the link opened since. */
export function MailStatusTable({ label, rows, mailColumn }: { label: string; rows: MailStatusRow[]; mailColumn?: string }) {
  const texts = useOwnerTexts(UPDATE_MAIL_TEXTS);
  const { language } = useI18n();
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  return (
    // A narrow window scrolls the table sideways: the keyboard reaches it too.
    <div className="update-mails__scroll" role="group" aria-label={label} tabIndex={0}>
      <table className="update-mails__table">
        <thead>
          <tr>
            <th scope="col">{texts.household}</th>
            {mailColumn && <th scope="col">{mailColumn}</th>}
            <th scope="col">{texts.status}</th>
            <th scope="col">{texts.opened}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              {mailColumn && <td>{row.mail}</td>}
              <td>
                <span className={`update-mails__status update-mails__status--${row.status}`}>{texts.statuses[row.status]}</span>
                {row.status === "bounced" && row.smtpAnswer && <small className="update-mails__answer">{row.smtpAnswer}</small>}
              </td>
              <td>{row.linkOpenedAt ? date(row.linkOpenedAt) : texts.notOpened}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
