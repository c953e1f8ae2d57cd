import { useEffect, useRef, useState } from "react";
import { useIslandId } from "../../kit/guestPage/islands/islandId";
import type { FormAnswers } from "../../domain/site/formRules";
import type { RsvpSubmission } from "../../domain/site/submissions";
import { useSite, useTexts, useTranslate } from "../../kit/guestPage/SiteContext";
import { toSent, type SentAnswer } from "../form/answers";
import { CopyField } from "../form/CopyField";
import { FormFields, Honeypot } from "../form/FormFields";
import { FORM_TEXTS } from "../form/texts";
import { groupIdentifier, SubmitDialogs } from "../form/SubmitDialogs";
import { ModuleTitle, RichText } from "../../kit/guestPage/ui/ModuleText";
import { useGuestSend } from "../form/useGuestSend";
import { replyDeadline } from "./deadline";
import { useAnswerChange } from "./useAnswerChange";
import type { RsvpModule } from "./schema";
import { RSVP_TEXTS } from "./texts";
import { RsvpReceipt } from "./RsvpReceipt";
import { GuestCountSelect, GuestSection, resized } from "./GuestCount";
import { AskToJoin } from "./AskToJoin";

/** The guest list sized to `count`, keeping the answers already given. */
export function resizeGuests(guests: FormAnswers[], count: number): FormAnswers[] {
  return resized(guests, count, {});
}

/**
 * RSVP (newer shape), the page's main call to action: a heading, the reply deadline when
 * the text names one, and "Svara här", which opens the form for one guest. With a maximum
 * above 1 the guest may instead choose how many are coming straight away (spec 2), and change
 * it while answering. One form per guest, sent together. Opened from the copy mail's change
 * link, the form starts with the earlier answer, which the send replaces.
 */
export default function RsvpView({ module }: { module: RsvpModule }) {
  const site = useSite();
  const t = useTranslate();
  const texts = useTexts(RSVP_TEXTS);
  const formTexts = useTexts(FORM_TEXTS);
  const selectId = useIslandId();
  const [guests, setGuests] = useState<FormAnswers[]>([]);
  const [honeypot, setHoneypot] = useState("");
  const [copyTo, setCopyTo] = useState("");
  const [sent, setSent] = useState<SentAnswer[][]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const opening = useRef(false);
  const { busy, dialog, setDialog, fail, prepare, refused, submit, notice } = useGuestSend("/api/rsvps/post-key", texts, module.id);
  const change = useAnswerChange(site.siteId, module.id, (loaded) => setGuests(loaded.slice(0, module.maxNumberOfGuests)), (error) => fail(texts.changeLoadFailed, error));
  const elements = module.form.formElements;
  const max = module.maxNumberOfGuests;
  const text = t(module.text);
  const deadline = replyDeadline(text);

  // The key is fetched as soon as the RSVP appears, not when Send is pressed; a failure
  // here shows only if the send gets no key either. Once is enough: each send readies the next.
  useEffect(() => {
    if (!refused) prepare().catch(() => undefined);
  }, [refused]);

  // "Svara här" takes the keyboard into the form it opens, on its first field.
  useEffect(() => {
    if (!opening.current || !guests.length) return;
    opening.current = false;
    formRef.current?.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1']), select, textarea")?.focus();
  }, [guests.length]);

  const clear = () => {
    change.done();
    setGuests([]);
    setHoneypot("");
    setCopyTo("");
  };

  const sentGuests = () => guests.map((answers) => toSent(elements, answers, site.language));
  const send = submit(`/api/rsvps/${site.siteId}/v4/`, (postKey: string): RsvpSubmission & { website: string } => ({
    guests: sentGuests().map((formElements) => ({ formElements })),
    language: site.language,
    groupIdentifier: groupIdentifier(),
    postKey,
    formId: module.id,
    formTitle: t(module.title),
    website: honeypot,
    copyTo: copyTo.trim() || undefined,
    changeToken: change.token ?? undefined,
  }), () => {
    setSent(sentGuests());
    clear();
  });

  return (
    <div className="rsvp">
      <ModuleTitle text={t(module.title)} />
      {deadline && (
        <p className="rsvp__deadline">
          <span>{texts.deadline}</span> <strong>{deadline}</strong>
        </p>
      )}
      <RichText className="module__text" html={text} />
      {max > 1 && (
        <GuestCountSelect id={selectId} label={t(module.selectNumberOfGuestsText) || texts.selectNumberOfGuests} count={guests.length} max={max} disabled={busy} placeholder={texts.choose} onChange={(count) => setGuests((current) => resizeGuests(current, count))} />
      )}
      {guests.length === 0 ? (
        <button type="button" className="site-button site-button--primary rsvp__cta" onClick={() => {
            opening.current = true;
            setGuests([{}]);
          }}
        >
          {(max === 1 && t(module.oneGuestRsvpButton)) || texts.reply}
        </button>
      ) : (
        <form ref={formRef} className="site-form rsvp__form" onSubmit={(event) => void send(event)}>
          {change.token && (
            <p className="rsvp__changing" role="status">
              {texts.changing}
            </p>
          )}
          {guests.map((answers, index) => (
            <GuestSection key={index} id={`${selectId}-guest-${index}`} index={index} title={t(module.guestIndexTitle) || texts.guestIndexTitle} headed={max > 1}>
              <FormFields elements={elements} answers={answers} disabled={busy} onChange={(next) => setGuests((current) => current.map((entry, at) => (at === index ? next : entry)))} />
            </GuestSection>
          ))}
          <CopyField value={copyTo} onChange={setCopyTo} label={formTexts.copyTo} disabled={busy} />
          <Honeypot value={honeypot} onChange={setHoneypot} label={formTexts.honeypot} />
          <button type="submit" className="site-button site-button--primary" disabled={busy} aria-busy={busy}>
            {busy ? texts.sending : t(module.sendButton) || texts.send}
          </button>
        </form>
      )}
      {notice && (
        <p className="kept-answer" role="status">
          {notice}
        </p>
      )}
      {site.askToJoin && !change.token && <AskToJoin />}
      <SubmitDialogs dialog={dialog} module={module} texts={texts} onClose={() => setDialog(null)} receipt={sent.length > 0 && <RsvpReceipt guests={sent} guestTitle={t(module.guestIndexTitle) || texts.guestIndexTitle} />} />
    </div>
  );
}
