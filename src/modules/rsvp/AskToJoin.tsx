import { useState, type FormEvent } from "react";
import { JOIN_REQUEST_MESSAGE_MAX, JOIN_REQUEST_NAME_MAX, JOIN_REQUEST_MAIL_MAX } from "../../domain/guestList/joinRequestLimits";
import { describeError, guestApi } from "../../kit/guestPage/guestApi";
import { useIslandId } from "../../kit/guestPage/islands/islandId";
import { useBrandTexts, useSite, useTexts } from "../../kit/guestPage/SiteContext";
import { Honeypot } from "../form/FormFields";
import { FORM_TEXTS } from "../form/texts";
import { ASK_TO_JOIN_TEXTS } from "./askToJoinTexts";

type Step = "closed" | "open" | "sending" | "sent";

/**
 * "Inte på gästlistan? Be om en inbjudan" under the open RSVP of a site with a guest list
 * (decision 103): name, mail and a message, sent to the couple's list of requests.
 */
export function AskToJoin() {
  const site = useSite();
  const texts = useBrandTexts(ASK_TO_JOIN_TEXTS);
  const formTexts = useTexts(FORM_TEXTS);
  const id = useIslandId();
  const [step, setStep] = useState<Step>("closed");
  const [fields, setFields] = useState({ name: "", mail: "", message: "", website: "" });
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [key]: value }));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setStep("sending");
    setError(null);
    try {
      await guestApi("/api/guest-list/join-requests", { method: "POST", body: { ...fields, language: site.language } });
      setStep("sent");
    } catch (failure) {
      setError(describeError(failure, site.uiLanguage) ?? texts.failed);
      setStep("open");
    }
  };

  if (step === "sent") return <p className="rsvp__join-sent" role="status">{texts.sent}</p>;
  if (step === "closed") {
    return (
      <button type="button" className="site-button rsvp__join-open" onClick={() => setStep("open")}>
        {texts.open}
      </button>
    );
  }
  const busy = step === "sending";
  return (
    <form className="site-form rsvp__join" onSubmit={(event) => void send(event)} aria-labelledby={`${id}-intro`}>
      <p id={`${id}-intro`}>{texts.intro}</p>
      <div className="site-field">
        <label htmlFor={`${id}-name`}>{texts.name}</label>
        <input id={`${id}-name`} name="name" autoComplete="name" required maxLength={JOIN_REQUEST_NAME_MAX} disabled={busy} value={fields.name} onChange={(event) => set("name")(event.target.value)} />
      </div>
      <div className="site-field">
        <label htmlFor={`${id}-mail`}>{texts.mail}</label>
        <input id={`${id}-mail`} type="email" name="email" autoComplete="email" required maxLength={JOIN_REQUEST_MAIL_MAX} disabled={busy} value={fields.mail} onChange={(event) => set("mail")(event.target.value)} />
      </div>
      <div className="site-field">
        <label htmlFor={`${id}-message`}>{texts.message}</label>
        <textarea id={`${id}-message`} name="message" rows={3} maxLength={JOIN_REQUEST_MESSAGE_MAX} disabled={busy} value={fields.message} onChange={(event) => set("message")(event.target.value)} />
      </div>
      <Honeypot value={fields.website} onChange={set("website")} label={formTexts.honeypot} />
      {error && (
        <p className="site-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="rsvp__join-actions">
        <button type="submit" className="site-button site-button--primary" disabled={busy} aria-busy={busy}>
          {busy ? texts.sending : texts.send}
        </button>
        <button type="button" className="site-button site-button--secondary" disabled={busy} onClick={() => setStep("closed")}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
