import { useEffect, useMemo, useRef, useState } from "react";
import { GUEST_MAIL_KINDS, type GuestListSettings, type GuestMailKind, type GuestMailRecipients, type GuestMailSendResult, type GuestMailTexts } from "../../../../domain/guestList/mail";
import { isStatus } from "../../../../kit/api/client";
import { useShowError } from "../../../../kit/errors/useShowError";
import { MailTextFields } from "./MailTextFields";
import { useI18n } from "../../../i18n/useI18n";
import { Dialog } from "../../../../kit/ui/Dialog";
import { ChoiceField } from "../../../../kit/editor/fields/ChoiceField";
import { useOwnerTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import type { GuestListView } from "../guestListView";
import { previewGuestMail, sendGuestMails, settingsInput, useRefreshGuestMailRecords, useSaveGuestListSettings, type MailPreview } from "./mailApi";
import { SentGuestMails } from "./SentGuestMails";
import { mailBoundsText } from "./boundsText";
import { GUEST_MAIL_TEXTS } from "./texts";
import { fill } from "../../../../domain/fill";

type Audience = "notYetSent" | "notAnswered" | "selected";
type Draft = { subject: string; body: string };

const PREVIEW_DELAY_MS = 400;
const defaultAudience = (kind: GuestMailKind): Audience => (kind === "reminder" ? "notAnswered" : "notYetSent");

/** The owner's texts with this draft in place; a draft equal to the default text is stored as none, so the default stays in use. */
function withDraft(settings: GuestListSettings, kind: GuestMailKind, language: string, draft: Draft): GuestMailTexts {
  const fallback = settings.defaultTexts[kind][language];
  const own = { subject: draft.subject === fallback?.subject ? "" : draft.subject, body: draft.body === fallback?.body ? "" : draft.body };
  return { ...settings.mailTexts, [kind]: { ...settings.mailTexts[kind], [language]: own } };
}

const draftOf = (settings: GuestListSettings, kind: GuestMailKind, language: string): Draft => {
  const own = settings.mailTexts[kind][language];
  const fallback = settings.defaultTexts[kind][language] ?? { subject: "", body: "" };
  return { subject: own?.subject || fallback.subject, body: own?.body || fallback.body };
};

/**
 * Sending the save-the-date, the invitation or a reminder: the owner picks the mail and who
 * gets it, edits the text in each site language with a live preview of the themed mail,
 * sends a test to themselves, then sends and sees how many went and who was skipped, and below
 * each household's mails with their status.
 */
export function SendMailDialog({ view, settings, onClose }: { view: GuestListView; settings: GuestListSettings; onClose: () => void }) {
  const texts = useOwnerTexts(GUEST_MAIL_TEXTS);
  const { language: uiLanguage } = useI18n();
  const showError = useShowError();
  const saveSettings = useSaveGuestListSettings(view.siteId);
  const refreshRecords = useRefreshGuestMailRecords(view.siteId);
  const [kind, setKind] = useState<GuestMailKind>("invitation");
  const [audience, setAudience] = useState<Audience>(view.selectedIds.length > 0 ? "selected" : "notYetSent");
  const [language, setLanguage] = useState(view.languages[0] ?? "sv");
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings, "invitation", view.languages[0] ?? "sv"));
  const [preview, setPreview] = useState<MailPreview | null>(null);
  const [sendId, setSendId] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [result, setResult] = useState<GuestMailSendResult | null>(null);

  const status = useRef<HTMLDivElement>(null);
  // What a send or test answered shows below the text and the preview: brought into view.
  useEffect(() => {
    if (result || message) status.current?.scrollIntoView({ block: "nearest" });
  }, [result, message]);

  const names = useMemo(() => new Map(view.households.map((household) => [household.id, household.name])), [view.households]);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      previewGuestMail(view.siteId, kind, language, draft)
        .then((answer) => current && setPreview(answer))
        .catch(() => current && setPreview(null));
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [view.siteId, kind, language, draft]);

  const chooseKind = (next: GuestMailKind) => {
    setKind(next);
    setDraft(draftOf(settings, next, language));
    if (audience !== "selected") setAudience(defaultAudience(next));
    setResult(null);
    setMessage(null);
  };
  const chooseLanguage = (next: string) => {
    setLanguage(next);
    setDraft(draftOf(settings, kind, next));
  };

  const recipients = (): GuestMailRecipients => (audience === "selected" ? { householdIds: view.selectedIds } : audience);

  /** The text being edited is what goes out: stored first, when it changed. */
  const storeDraft = async () => {
    const mailTexts = withDraft(settings, kind, language, draft);
    if (JSON.stringify(mailTexts) !== JSON.stringify(settings.mailTexts)) await saveSettings({ ...settingsInput(settings), mailTexts });
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await storeDraft();
      await work();
    } catch (error) {
      if (isStatus(error, 422) && !view.host) setMessage(texts.noAddress);
      else showError(error, texts.sendFailed);
    } finally {
      setBusy(false);
    }
  };

  const sendTest = () =>
    run(async () => {
      const answer = await sendGuestMails(view.siteId, { kind, recipients: recipients(), sendId: crypto.randomUUID(), test: true, language });
      setMessage(fill(texts.testSent, { mail: answer.testTo ?? "" }));
    });

  const send = () =>
    run(async () => {
      setResult(await sendGuestMails(view.siteId, { kind, recipients: recipients(), sendId }));
      setSendId(crypto.randomUUID());
      await Promise.all([view.reload(), refreshRecords()]);
    });

  const audiences = [
    ...(kind === "reminder" ? [] : [{ value: "notYetSent" as const, label: texts.notYetSent }]),
    { value: "notAnswered" as const, label: texts.notAnswered },
    ...(view.selectedIds.length > 0 ? [{ value: "selected" as const, label: fill(texts.selected, { count: view.selectedIds.length }) }] : []),
  ];

  return (
    <Dialog open onClose={onClose} title={texts.sendTitle} closeLabel={texts.close} className="guest-mail-dialog">
      <div className="guest-mail-dialog__columns">
        <div className="guest-mail-dialog__form">
          <ChoiceField legend={texts.kind} choices={GUEST_MAIL_KINDS.map((value) => ({ value, label: texts[value] }))} value={kind} onChange={chooseKind} />
          <ChoiceField legend={texts.recipients} choices={audiences} value={audiences.some((choice) => choice.value === audience) ? audience : audiences[0]!.value} onChange={setAudience} />
          <MailTextFields languages={view.languages} language={language} onLanguage={chooseLanguage} draft={draft} onDraft={setDraft} texts={texts} />
          <button type="button" className="button button--ghost guest-mail-dialog__reset" onClick={() => setDraft(settings.defaultTexts[kind][language] ?? draft)}>
            {texts.reset}
          </button>
        </div>
        <section className="guest-mail-dialog__preview" aria-label={texts.preview}>
          <p className="guest-mail-dialog__subject">
            <span className="muted">{texts.previewSubject}</span> {preview?.subject ?? draft.subject}
          </p>
          {/* Not sandboxed: the page's Content-Security-Policy, which a srcdoc frame inherits, runs no inline script, and the
              HTML is the server's own with every text escaped; a sandboxed frame could not be checked for accessibility. */}
          {preview && <iframe title={texts.previewFrame} srcDoc={preview.html} className="guest-mail-dialog__frame" />}
        </section>
      </div>
      <div ref={status} aria-live="polite" className="guest-mail-dialog__status">
        {message && <p className="notice">{message}</p>}
        {result && (
          <div className="notice notice--success">
            <p>{result.queued > 0 ? fill(texts.queued, { count: result.queued }) : texts.noneQueued}</p>
            {result.skipped.length > 0 && (
              <>
                <p>
                  <strong>{`${texts.skippedHeading} (${result.skipped.length})`}</strong>
                </p>
                <ul className="guest-mail-dialog__skipped">
                  {result.skipped.map((skip) => (
                    <li key={skip.householdId}>
                      {names.get(skip.householdId) ?? skip.name} – {texts.reasons[skip.reason]}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </div>
      <p className="muted guest-mail-dialog__bounds">{mailBoundsText(uiLanguage)}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={sendTest} disabled={busy}>
          {texts.sendTest}
        </button>
        <button type="button" className="button button--primary" onClick={send} disabled={busy}>
          {busy ? texts.sending : texts.send}
        </button>
      </div>
      <SentGuestMails view={view} />
    </Dialog>
  );
}
