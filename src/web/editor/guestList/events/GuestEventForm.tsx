import { useState, type FormEvent } from "react";
import type { GuestEvent, GuestEventInput } from "../../../../domain/guestList/types";
import { languageNameInText } from "../../../../domain/site/languageNames";
import { useI18n } from "../../../i18n/useI18n";
import { TextField } from "../../../../kit/ui/fields";
import { useOwnerBrandTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import { dateAndTime, startsAtOf } from "./eventTimes";
import { GUEST_EVENT_TEXTS } from "./texts";
import { fill } from "../../../../domain/fill";

interface GuestEventFormProps {
  /** The event edited; none for a new one. */
  event?: GuestEvent;
  /** The site's languages: the event's name and place are written in each, the first required. */
  languages: string[];
  onSave: (input: GuestEventInput) => Promise<unknown>;
  onCancel: () => void;
}

/** An event's name and place in each site language, and its date and time. */
export function GuestEventForm({ event, languages, onSave, onCancel }: GuestEventFormProps) {
  const texts = useOwnerBrandTexts(GUEST_EVENT_TEXTS);
  const { language: uiLanguage } = useI18n();
  const [name, setName] = useState<Record<string, string>>(event?.name ?? {});
  const [place, setPlace] = useState<Record<string, string>>(event?.place ?? {});
  const [when, setWhen] = useState(dateAndTime(event?.startsAt ?? null));
  const [saving, setSaving] = useState(false);
  const labelIn = (template: string, plain: string, code: string) => (languages.length > 1 ? fill(template, { language: languageNameInText(code, uiLanguage) }) : plain);

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setSaving(true);
    try {
      await onSave({ name, place, startsAt: startsAtOf(when.date, when.time) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="guest-event-form" onSubmit={submit}>
      <div className="guest-event-form__languages">
        {languages.map((code, index) => (
          <div key={code} className="guest-event-form__language" lang={code}>
            <TextField
              label={labelIn(texts.nameIn, texts.name, code)}
              value={name[code] ?? ""}
              required={index === 0}
              maxLength={200}
              placeholder={index === 0 ? texts.namePlaceholder : undefined}
              autoFocusInDialog={index === 0}
              onChange={(change) => setName({ ...name, [code]: change.target.value })}
            />
            <TextField
              label={labelIn(texts.placeIn, texts.place, code)}
              value={place[code] ?? ""}
              maxLength={500}
              placeholder={index === 0 ? texts.placePlaceholder : undefined}
              onChange={(change) => setPlace({ ...place, [code]: change.target.value })}
            />
          </div>
        ))}
      </div>
      <div className="guest-event-form__when">
        <TextField label={texts.date} type="date" value={when.date} onChange={(change) => setWhen({ ...when, date: change.target.value })} />
        <TextField label={texts.time} type="time" value={when.time} required={when.date !== ""} onChange={(change) => setWhen({ ...when, time: change.target.value })} />
      </div>
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
