import { useMemo } from "react";
import { translate } from "../../../../domain/languages";
import { useI18n } from "../../../i18n/useI18n";
import { useOwnerTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import type { GuestListView } from "../guestListView";
import { useGuestMailRecords } from "./mailApi";
import { MailStatusTable } from "./MailStatusTable";
import { GUEST_MAIL_TEXTS } from "./texts";

/** The save-the-dates, invitations (and their re-send), reminders and evening-before mails sent, newest first, each household's with its status. */
export function SentGuestMails({ view }: { view: GuestListView }) {
  const texts = useOwnerTexts(GUEST_MAIL_TEXTS);
  const { language } = useI18n();
  const records = useGuestMailRecords(view.siteId);
  const names = useMemo(() => new Map(view.households.map((household) => [household.id, household.name])), [view.households]);
  const events = useMemo(() => new Map(view.events.map((event) => [event.id, translate(event.name, language) || translate(event.name, view.languages[0] ?? "sv")])), [view.events, view.languages, language]);
  const rows = (records.data ?? [])
    .filter((record) => record.kind !== "update")
    .reverse()
    .map((record) => ({
      ...record,
      key: `${record.householdId}:${record.kind}:${record.round}`,
      name: names.get(record.householdId) ?? "",
      mail: record.round === "resend" ? texts.resent : record.kind === "eveningBefore" ? `${texts.eveningBefore}: ${events.get(record.round) ?? ""}` : texts[record.kind as "saveTheDate" | "invitation" | "reminder"],
    }));
  if (rows.length === 0) return null;
  return (
    <section className="update-mails" aria-labelledby="sent-guest-mails-heading">
      <h3 id="sent-guest-mails-heading" className="update-mails__heading">
        {texts.sentHeading}
      </h3>
      <MailStatusTable label={texts.sentHeading} rows={rows} mailColumn={texts.mailColumn} />
    </section>
  );
}
