import { useId, useState, type FormEvent, type ReactNode } from "react";
import { fill } from "../../../../domain/fill";
import { eventEndProblem } from "../../../../domain/guestList/eventEnd";
import {
  GUEST_EVENT_ACCESS_NOTE_MAX,
  GUEST_EVENT_DRESS_CODE_MAX,
  GUEST_EVENT_MAX_HOURS,
  GUEST_EVENT_NAME_MAX,
  GUEST_EVENT_PLACE_MAX,
  GUEST_EVENT_TRAVEL_NOTE_MAX,
} from "../../../../domain/guestList/limits";
import type { EventAccess, GuestEvent, GuestEventInput } from "../../../../domain/guestList/types";
import type { SiteMap } from "../../../../domain/site/siteMap";
import { languageNameInText } from "../../../../domain/site/languageNames";
import { useOwnerBrandTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import { CheckboxField, TextAreaField, TextField } from "../../../../kit/ui/fields";
import { MapField } from "../../../../modules/location/MapField";
import { useI18n } from "../../../i18n/useI18n";
import { dateAndTime, endsAtOf, startsAtOf } from "./eventTimes";
import { GUEST_EVENT_TEXTS } from "./texts";

interface GuestEventFormProps {
  siteId: string;
  /** The event edited; none for a new one. */
  event?: GuestEvent;
  /** The site's languages: the event's texts are written in each, the first name required. */
  languages: string[];
  onSave: (input: GuestEventInput) => Promise<unknown>;
  onCancel: () => void;
}

type Translated = Record<string, string>;
const ACCESS_MARKS = ["stepFree", "parkingNearby", "hearingLoop", "quietRoom"] as const;
const NO_ACCESS: EventAccess = { stepFree: false, parkingNearby: false, hearingLoop: false, quietRoom: false, note: {} };

/**
 * An event's texts in each site language, its start and end (the end checked as the API checks
 * it, before saving), its address with the drawn map, what it offers guests who need it, and
 * whether the open page shows it.
 */
export function GuestEventForm({ siteId, event, languages, onSave, onCancel }: GuestEventFormProps) {
  const texts = useOwnerBrandTexts(GUEST_EVENT_TEXTS);
  const { language: uiLanguage } = useI18n();
  const id = useId();
  const [name, setName] = useState<Translated>(event?.name ?? {});
  const [place, setPlace] = useState<Translated>(event?.place ?? {});
  const [dressCode, setDressCode] = useState<Translated>(event?.dressCode ?? {});
  const [travelNote, setTravelNote] = useState<Translated>(event?.travelNote ?? {});
  const [map, setMap] = useState<SiteMap | null>(event?.map ?? null);
  const [access, setAccess] = useState<EventAccess>(event?.access ?? NO_ACCESS);
  const [isPublic, setIsPublic] = useState(event?.isPublic ?? false);
  const [when, setWhen] = useState(dateAndTime(event?.startsAt ?? null));
  const [until, setUntil] = useState(dateAndTime(event?.endsAt ?? null));
  const [saving, setSaving] = useState(false);
  const labelIn = (template: string, plain: string, code: string) => (languages.length > 1 ? fill(template, { language: languageNameInText(code, uiLanguage) }) : plain);

  const startsAt = startsAtOf(when.date, when.time);
  const endsAt = endsAtOf(when, until);
  const endGiven = until.date !== "" || until.time !== "";
  const endProblem = endGiven && startsAt === null ? "needsStart" : eventEndProblem(startsAt, endsAt);
  const endMessage = endProblem && { needsStart: texts.endNeedsStart, notAfterStart: texts.endNotAfterStart, tooLong: fill(texts.endTooLong, { days: String(GUEST_EVENT_MAX_HOURS / 24) }) }[endProblem];
  const endInvalid = endMessage ? { "aria-invalid": true as const, "aria-errormessage": `${id}-end-problem` } : {};

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (endProblem) return;
    setSaving(true);
    try {
      await onSave({ name, place, startsAt, endsAt, map, travelNote, dressCode, access, isPublic });
    } finally {
      setSaving(false);
    }
  };

  /** One text field per site language, side by side on a wide screen. */
  const perLanguage = (render: (code: string, index: number) => ReactNode) => (
    <div className="guest-event-form__languages">
      {languages.map((code, index) => (
        <div key={code} className="guest-event-form__language" lang={code}>
          {render(code, index)}
        </div>
      ))}
    </div>
  );

  return (
    <form className="guest-event-form" onSubmit={submit}>
      {perLanguage((code, index) => (
        <>
          <TextField
            label={labelIn(texts.nameIn, texts.name, code)}
            value={name[code] ?? ""}
            required={index === 0}
            maxLength={GUEST_EVENT_NAME_MAX}
            placeholder={index === 0 ? texts.namePlaceholder : undefined}
            autoFocusInDialog={index === 0}
            onChange={(change) => setName({ ...name, [code]: change.target.value })}
          />
          <TextField
            label={labelIn(texts.placeIn, texts.place, code)}
            value={place[code] ?? ""}
            maxLength={GUEST_EVENT_PLACE_MAX}
            placeholder={index === 0 ? texts.placePlaceholder : undefined}
            onChange={(change) => setPlace({ ...place, [code]: change.target.value })}
          />
          <TextField
            label={labelIn(texts.dressCodeIn, texts.dressCode, code)}
            value={dressCode[code] ?? ""}
            maxLength={GUEST_EVENT_DRESS_CODE_MAX}
            placeholder={index === 0 ? texts.dressCodePlaceholder : undefined}
            onChange={(change) => setDressCode({ ...dressCode, [code]: change.target.value })}
          />
        </>
      ))}
      <div className="guest-event-form__when">
        <TextField label={texts.date} type="date" value={when.date} onChange={(change) => setWhen({ ...when, date: change.target.value })} />
        <TextField label={texts.time} type="time" value={when.time} required={when.date !== ""} onChange={(change) => setWhen({ ...when, time: change.target.value })} />
        <TextField label={texts.endDate} type="date" value={until.date} aria-describedby={`${id}-end-hint`} {...endInvalid} onChange={(change) => setUntil({ ...until, date: change.target.value })} />
        <TextField label={texts.endTime} type="time" value={until.time} required={until.date !== ""} aria-describedby={`${id}-end-hint`} {...endInvalid} onChange={(change) => setUntil({ ...until, time: change.target.value })} />
      </div>
      <p id={`${id}-end-hint`} className="field__hint guest-event-form__end-hint">
        {texts.endDateHint}
      </p>
      {endMessage && (
        <p id={`${id}-end-problem`} className="notice notice--error" role="alert">
          {endMessage}
        </p>
      )}
      <MapField siteId={siteId} legend={texts.map} map={map} onChange={setMap} />
      {perLanguage((code, index) => (
        <TextAreaField
          label={labelIn(texts.travelNoteIn, texts.travelNote, code)}
          value={travelNote[code] ?? ""}
          rows={3}
          maxLength={GUEST_EVENT_TRAVEL_NOTE_MAX}
          placeholder={index === 0 ? texts.travelNotePlaceholder : undefined}
          onChange={(change) => setTravelNote({ ...travelNote, [code]: change.target.value })}
        />
      ))}
      <fieldset className="field-group">
        <legend className="guest-event-form__legend">{texts.access}</legend>
        <div className="guest-event-form__marks">
          {ACCESS_MARKS.map((mark) => (
            <CheckboxField key={mark} label={texts[mark]} checked={access[mark]} onChange={(change) => setAccess({ ...access, [mark]: change.target.checked })} />
          ))}
        </div>
        {perLanguage((code) => (
          <TextAreaField
            label={labelIn(texts.accessNoteIn, texts.accessNote, code)}
            value={access.note[code] ?? ""}
            rows={2}
            maxLength={GUEST_EVENT_ACCESS_NOTE_MAX}
            onChange={(change) => setAccess({ ...access, note: { ...access.note, [code]: change.target.value } })}
          />
        ))}
      </fieldset>
      <CheckboxField label={texts.isPublic} hint={texts.isPublicHint} checked={isPublic} onChange={(change) => setIsPublic(change.target.checked)} />
      <div className="guest-event-form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {texts.cancel}
        </button>
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? texts.saving : texts.save}
        </button>
      </div>
    </form>
  );
}
