import { useState, type FormEvent } from "react";
import {
  REMINDER_DAYS_MAX,
  REMINDER_DAYS_MIN,
  RESEND_INVITATION_DAYS_DEFAULT,
  RESEND_INVITATION_DAYS_MAX,
  RESEND_INVITATION_DAYS_MIN,
  type GuestListSettings,
} from "../../../../domain/guestList/mail";
import { useShowError } from "../../../../kit/errors/useShowError";
import { Dialog } from "../../../../kit/ui/Dialog";
import { CheckboxField, TextField } from "../../../../kit/ui/fields";
import { useOwnerTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import { settingsInput, useSaveGuestListSettings } from "./mailApi";
import { GUEST_MAIL_TEXTS } from "./texts";
import { dateAndTime } from "../events/eventTimes";
import type { GuestListView } from "../guestListView";
import { EveningBeforePreview } from "./EveningBeforePreview";

const DEFAULT_DAYS = 7;

/** An instant as the datetime-local field shows it: the owner's own clock, to the minute. */
function localInput(iso: string | null): string {
  const { date, time } = dateAndTime(iso);
  return date && `${date}T${time}`;
}

/** The RSVP deadline, the automatic reminder, the invitation's re-send and the mail the evening before each event with its preview (stored with the mail texts, which this dialog leaves as they are). */
export function MailSettingsDialog({ view, settings, onClose }: { view: GuestListView; settings: GuestListSettings; onClose: () => void }) {
  const { siteId } = view;
  const texts = useOwnerTexts(GUEST_MAIL_TEXTS);
  const showError = useShowError();
  const save = useSaveGuestListSettings(siteId);
  const [deadline, setDeadline] = useState(localInput(settings.rsvpDeadline));
  const [remind, setRemind] = useState(settings.reminderDaysBefore !== null);
  const [days, setDays] = useState(String(settings.reminderDaysBefore ?? DEFAULT_DAYS));
  const [resend, setResend] = useState(settings.resendInvitationAfterDays !== null);
  const [resendDays, setResendDays] = useState(String(settings.resendInvitationAfterDays ?? RESEND_INVITATION_DAYS_DEFAULT));
  const [eveningBefore, setEveningBefore] = useState(settings.eveningBeforeMail);
  const [previewing, setPreviewing] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await save({ ...settingsInput(settings), rsvpDeadline: deadline ? new Date(deadline).toISOString() : null, reminderDaysBefore: remind && deadline ? Number(days) : null, resendInvitationAfterDays: resend ? Number(resendDays) : null, eveningBeforeMail: eveningBefore });
      onClose();
    } catch (error) {
      showError(error, texts.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={texts.settingsTitle} closeLabel={texts.close} className="guest-mail-settings">
      <form onSubmit={submit}>
        <TextField label={texts.deadline} hint={texts.deadlineHint} type="datetime-local" value={deadline} onChange={(event) => setDeadline(event.target.value)} autoFocusInDialog />
        <CheckboxField label={texts.autoReminder} hint={deadline ? texts.autoReminderHint : texts.needsDeadline} checked={remind && Boolean(deadline)} disabled={!deadline} onChange={(event) => setRemind(event.target.checked)} />
        {remind && deadline && (
          <TextField label={texts.daysBefore} type="number" inputMode="numeric" min={REMINDER_DAYS_MIN} max={REMINDER_DAYS_MAX} required value={days} onChange={(event) => setDays(event.target.value)} />
        )}
        <CheckboxField label={texts.resendInvitation} hint={texts.resendHint} checked={resend} onChange={(event) => setResend(event.target.checked)} />
        {resend && (
          <TextField label={texts.resendDays} type="number" inputMode="numeric" min={RESEND_INVITATION_DAYS_MIN} max={RESEND_INVITATION_DAYS_MAX} required value={resendDays} onChange={(event) => setResendDays(event.target.value)} />
        )}
        <CheckboxField label={texts.eveningBeforeMail} hint={texts.eveningBeforeHint} checked={eveningBefore} onChange={(event) => setEveningBefore(event.target.checked)} />
        <button type="button" className="button button--ghost" aria-expanded={previewing} onClick={() => setPreviewing(!previewing)}>
          {texts.eveningBeforePreview}
        </button>
        {previewing && <EveningBeforePreview view={view} />}
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {texts.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={saving}>
            {texts.save}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
