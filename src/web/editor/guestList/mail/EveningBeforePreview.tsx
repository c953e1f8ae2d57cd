import { useId, useState } from "react";
import { translate } from "../../../../domain/languages";
import { useOwnerTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import { useI18n } from "../../../i18n/useI18n";
import type { GuestListView } from "../guestListView";
import { useEveningBeforePreview } from "./mailApi";
import { MailLanguageField } from "./MailTextFields";
import { GUEST_MAIL_TEXTS } from "./texts";

/** The mail the evening before an event, as a household gets it: for each event with a time, in each site language (decision 109). */
export function EveningBeforePreview({ view }: { view: Pick<GuestListView, "siteId" | "events" | "languages"> }) {
  const texts = useOwnerTexts(GUEST_MAIL_TEXTS);
  const { language: uiLanguage } = useI18n();
  const id = useId();
  const timed = view.events.filter((event) => event.startsAt !== null);
  const [eventId, setEventId] = useState(timed[0]?.id ?? null);
  const [language, setLanguage] = useState(view.languages[0] ?? "sv");
  const preview = useEveningBeforePreview(view.siteId, eventId, language);
  if (timed.length === 0) return <p className="muted">{texts.eveningBeforeNoEvents}</p>;
  return (
    <section className="guest-mail-settings__preview" aria-label={texts.eveningBeforePreview}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-event`}>
          {texts.eveningBeforeEvent}
        </label>
        <select id={`${id}-event`} className="field__input" value={eventId ?? ""} onChange={(event) => setEventId(event.target.value)}>
          {timed.map((event) => (
            <option key={event.id} value={event.id}>
              {translate(event.name, uiLanguage) || translate(event.name, view.languages[0] ?? "sv")}
            </option>
          ))}
        </select>
      </div>
      <MailLanguageField languages={view.languages} language={language} onLanguage={setLanguage} label={texts.language} />
      <p className="guest-mail-dialog__subject" aria-live="polite">
        <span className="muted">{texts.previewSubject}</span> {preview.data?.subject ?? ""}
      </p>
      {/* Not sandboxed, as the send dialog's preview: the server's own HTML with every text escaped, under the page's CSP. */}
      {preview.data && <iframe title={texts.eveningBeforeFrame} srcDoc={preview.data.html} className="guest-mail-dialog__frame" />}
    </section>
  );
}
