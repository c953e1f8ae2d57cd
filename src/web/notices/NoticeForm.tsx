import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { fill } from "../../domain/fill";
import type { GuestEvent } from "../../domain/guestList/types";
import { NOTICE_TEXT_MAX } from "../../domain/notices/limits";
import { defaultNoticeExpiry, type Notice, type NoticeInput } from "../../domain/notices/notices";
import { CheckboxField, TextField } from "../../kit/ui/fields";
import type { NoticeTexts } from "./texts";

/** A time as a datetime-local field holds it: the phone's own time, to the minute. */
function localValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const eventName = (event: GuestEvent, language: string) => event.name[language] ?? Object.values(event.name)[0] ?? "";

interface NoticeFormProps {
  texts: NoticeTexts;
  language: string;
  events: GuestEvent[];
  /** The notice being changed; none for a new one. */
  editing?: Notice;
  pending: boolean;
  onSubmit: (input: NoticeInput) => void;
  onCancel?: () => void;
}

/** Write a notice: the text with its counter, for everyone or one event's guests, until when, and (when new) whether it is also mailed. */
export function NoticeForm({ texts, language, events, editing, pending, onSubmit, onCancel }: NoticeFormProps) {
  const [text, setText] = useState(editing?.text ?? "");
  const textId = useId();
  const audienceId = useId();
  const textArea = useRef<HTMLTextAreaElement>(null);
  // "Ändra" is pressed far down the list on a phone: the form it fills is brought into view.
  useEffect(() => {
    if (editing) textArea.current?.focus();
  }, [editing]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const eventId = String(data.get("eventId") ?? "");
    onSubmit({
      text,
      eventId: eventId || null,
      expiresAt: new Date(String(data.get("expiresAt"))).toISOString(),
      mail: data.get("mail") === "on",
    });
  };
  return (
    <form className="form notices__form" onSubmit={submit} aria-labelledby={`${textId}-heading`}>
      <h2 id={`${textId}-heading`}>{editing ? texts.editHeading : texts.newHeading}</h2>
      <div className="field">
        <label className="field__label" htmlFor={textId}>
          {texts.text}
        </label>
        <textarea ref={textArea} id={textId} className="field__input field__input--area" name="text" rows={3} required maxLength={NOTICE_TEXT_MAX} value={text} onChange={(change) => setText(change.target.value)} aria-describedby={`${textId}-count`} />
        <p id={`${textId}-count`} className="field__hint notices__counter">
          {fill(texts.counter, { count: String(text.length), max: String(NOTICE_TEXT_MAX) })}
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={audienceId}>
          {texts.audience}
        </label>
        <select id={audienceId} name="eventId" className="field__input" defaultValue={editing?.eventId ?? ""}>
          <option value="">{texts.everyone}</option>
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {fill(texts.eventGuests, { event: eventName(event, language) })}
            </option>
          ))}
        </select>
      </div>
      <TextField label={texts.until} hint={texts.untilHint} name="expiresAt" type="datetime-local" required defaultValue={localValue(editing ? new Date(editing.expiresAt) : defaultNoticeExpiry(new Date()))} />
      {!editing && <CheckboxField label={texts.mail} hint={texts.mailHint} name="mail" />}
      <div className="notices__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {editing ? texts.save : texts.post}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {texts.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
