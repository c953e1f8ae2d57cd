import { useEffect, useState } from "react";
import type { HouseholdPage } from "../../../domain/guestList/householdPage";
import type { HouseholdReply } from "../../../domain/guestList/reply";
import { WHOLE_DAY } from "../../../domain/guestList/wholeDay";
import { DIETARY_MAX, REPLY_MESSAGE_MAX } from "../../../domain/guestList/limits";
import { describeError, guestApi } from "../../../kit/guestPage/guestApi";
import { useHousehold } from "../../../kit/guestPage/household/HouseholdContext";
import { useIslandId } from "../../../kit/guestPage/islands/islandId";
import { useBrandTexts, useSite, useTexts, useTranslate } from "../../../kit/guestPage/SiteContext";
import { GuestErrorDialog } from "../../../kit/guestPage/ui/Modal";
import { ModuleTitle } from "../../../kit/guestPage/ui/ModuleText";
import { SITE_TIME_ZONE } from "../../countdown/countdown";
import { usePostKey, type IssuedKey } from "../../form/usePostKey";
import { isNetworkFailure, useKeptAnswers } from "../../../kit/guestPage/offline/useKeptAnswers";
import { KEPT_ANSWER_TEXTS } from "../../../kit/guestPage/offline/texts";
import type { RsvpModule } from "../schema";
import { AddressQuestion } from "./AddressQuestion";
import { HOUSEHOLD_RSVP_TEXTS } from "./texts";
import { fill } from "../../../domain/fill";

const POST_KEY_PATH = "/api/rsvps/post-key";

type Answers = { attending: Record<string, boolean | null>; dietary: string }[];

/** The questions per guest: the household's events, or the whole day when it has none. */
const questionKeys = (household: HouseholdPage) => (household.events.length ? household.events.map((event) => event.id) : [WHOLE_DAY]);

/** The form's answers: the current reply's, or none given yet for a guest it does not name. */
function startingAnswers(household: HouseholdPage, reply: HouseholdReply | null): Answers {
  const keys = questionKeys(household);
  return household.guests.map((guest) => {
    const given = reply?.guests.find((entry) => entry.guestId === guest.id);
    return { attending: Object.fromEntries(keys.map((key) => [key, given?.attending[key] ?? null])), dietary: given?.dietary ?? "" };
  });
}

/**
 * The RSVP on a household's personal page (issue 15), in place of the open form: the
 * household's guests by name, coming or not to each event it is invited to, a dietary note
 * each and a message. The current answer shows first, with a way to change it until the
 * deadline; after it, read-only with the closed message.
 */
export default function HouseholdRsvp({ module }: { module: RsvpModule }) {
  const household = useHousehold()!;
  const site = useSite();
  const t = useTranslate();
  const texts = useBrandTexts(HOUSEHOLD_RSVP_TEXTS);
  const id = useIslandId();
  const postKey = usePostKey(POST_KEY_PATH);
  const keptTexts = useTexts(KEPT_ANSWER_TEXTS);
  const [current, setCurrent] = useState({ reply: household.reply, answeredAt: household.answeredAt });
  const [editing, setEditing] = useState(!household.reply && !household.closed);
  const [answers, setAnswers] = useState(() => startingAnswers(household, household.reply));
  const [message, setMessage] = useState(household.reply?.message ?? "");
  const [busy, setBusy] = useState(false);
  const [thanks, setThanks] = useState(false);
  const [error, setError] = useState<{ message: string; detail?: string } | null>(null);
  const keys = questionKeys(household);
  const eventName = (key: string) => household.events.find((event) => event.id === key)?.name ?? texts.wholeDay;

  useEffect(() => {
    if (editing) postKey.fetchKey().catch(() => undefined);
  }, [editing]);

  const answer = (guestIndex: number, change: Partial<Answers[number]>) => setAnswers((all) => all.map((entry, index) => (index === guestIndex ? { ...entry, ...change } : entry)));

  const path = `/api/households/${encodeURIComponent(household.token)}/reply`;
  const kept = useKeptAnswers<{ reply: HouseholdReply; answeredAt: string }>(`household-${household.token}`, {
    onSent: (result) => {
      setCurrent(result);
      setEditing(false);
    },
    // The form keeps what the household entered.
    onRefused: (failure) => setError({ message: keptTexts.refused, detail: describeError(failure, site.uiLanguage) }),
  });

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const body = (key: string) => ({
      postKey: key,
      message,
      guests: household.guests.map((guest, index) => ({ guestId: guest.id, attending: answers[index]!.attending, dietary: answers[index]!.dietary })),
    });
    let issued: IssuedKey | null = null;
    try {
      issued = await postKey.takeIssued();
      const result = await guestApi<{ reply: HouseholdReply; answeredAt: string }>(path, { method: "POST", body: body(issued.key) });
      setCurrent(result);
      setEditing(false);
      setThanks(true);
    } catch (failure) {
      // Without a network the answer is kept in the phone and sent when the network returns (decision 110).
      if (isNetworkFailure(failure) && kept.keep({ path, keyPath: POST_KEY_PATH, body: body(""), postKey: issued?.key ?? null, keyIssuedAt: issued?.issuedAt ?? null })) return;
      setError({ message: texts.sendFailed, detail: describeError(failure, site.uiLanguage) });
    } finally {
      setBusy(false);
    }
  };

  const startChange = () => {
    setAnswers(startingAnswers(household, current.reply));
    setMessage(current.reply?.message ?? "");
    setThanks(false);
    setEditing(true);
  };

  return (
    <div className="rsvp household-rsvp">
      <ModuleTitle text={t(module.title) || texts.title} />
      {household.deadline && !household.closed && (
        <p className="rsvp__deadline">
          <span>{texts.deadline}</span> <strong>{household.deadline}</strong>
        </p>
      )}
      {household.events.length > 0 && (
        <ul className="household-rsvp__events">
          {household.events.map((entry) => (
            <li key={entry.id}>
              <strong>{entry.name}</strong>
              {(entry.when || entry.place) && <span>{[entry.when, entry.place].filter(Boolean).join(" · ")}</span>}
            </li>
          ))}
        </ul>
      )}
      {household.closed && <p className="household-rsvp__notice" role="status">{texts.closed}</p>}
      {thanks && <p className="household-rsvp__notice" role="status">{texts.thanks}</p>}
      {editing ? (
        <form className="site-form household-rsvp__form" onSubmit={(submitted) => void send(submitted)}>
          <p className="household-rsvp__lead">{texts.lead}</p>
          {household.guests.map((guest, guestIndex) => (
            <fieldset key={guest.id} className="household-rsvp__guest" disabled={busy}>
              <legend>
                {guest.name}
                {guest.child && <span className="household-rsvp__child"> ({texts.child})</span>}
              </legend>
              {keys.map((key) => (
                <fieldset key={key} className="site-field site-form__group household-rsvp__question">
                  <legend className="site-field__label">{eventName(key)}</legend>
                  <div className="household-rsvp__choices">
                    {[true, false].map((coming) => (
                      <label key={String(coming)} className="household-rsvp__choice">
                        <input
                          type="radio"
                          name={`${id}-${guestIndex}-${key}`}
                          required
                          checked={answers[guestIndex]!.attending[key] === coming}
                          onChange={() => answer(guestIndex, { attending: { ...answers[guestIndex]!.attending, [key]: coming } })}
                        />
                        <span>{coming ? texts.coming : texts.notComing}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              ))}
              <div className="site-field">
                <label htmlFor={`${id}-${guestIndex}-dietary`}>{texts.dietary}</label>
                <input id={`${id}-${guestIndex}-dietary`} type="text" maxLength={DIETARY_MAX} value={answers[guestIndex]!.dietary} onChange={(change) => answer(guestIndex, { dietary: change.target.value })} />
              </div>
            </fieldset>
          ))}
          <div className="site-field">
            <label htmlFor={`${id}-message`}>{texts.message}</label>
            <textarea id={`${id}-message`} maxLength={REPLY_MESSAGE_MAX} value={message} disabled={busy} onChange={(change) => setMessage(change.target.value)} />
          </div>
          <div className="household-rsvp__actions">
            {current.reply && (
              <button type="button" className="site-button" disabled={busy} onClick={() => setEditing(false)}>
                {texts.cancel}
              </button>
            )}
            <button type="submit" className="site-button site-button--primary" disabled={busy} aria-busy={busy}>
              {busy ? texts.sending : current.reply ? texts.saveChange : texts.send}
            </button>
          </div>
        </form>
      ) : (
        <Summary household={household} reply={current.reply} answeredAt={current.answeredAt} keys={keys} eventName={eventName} onChange={household.closed ? undefined : startChange} />
      )}
      {/* Beside Send, where the guest is looking. */}
      {kept.notice && <p className="household-rsvp__notice household-rsvp__notice--kept" role="status">{kept.notice}</p>}
      {household.askAddress && current.reply && !editing && <AddressQuestion token={household.token} />}
      {error && <GuestErrorDialog message={error.message} detail={error.detail} onClose={() => setError(null)} />}
    </div>
  );
}

/** The household's current answer, read-only: per guest, coming or not to each event, and the notes. */
function Summary({ household, reply, answeredAt, keys, eventName, onChange }: { household: HouseholdPage; reply: HouseholdReply | null; answeredAt: string | null; keys: string[]; eventName: (key: string) => string; onChange?: () => void }) {
  const texts = useBrandTexts(HOUSEHOLD_RSVP_TEXTS);
  const { language } = useSite();
  if (!reply) return <p className="household-rsvp__lead">{texts.noAnswer}</p>;
  const sentAt = answeredAt ? new Date(answeredAt).toLocaleString(language, { day: "numeric", month: "long", hour: "2-digit", minute: "2-digit", timeZone: SITE_TIME_ZONE }) : "";
  return (
    <section className="household-rsvp__summary" aria-label={texts.yourAnswer}>
      <h3>{texts.yourAnswer}</h3>
      <ul>
        {household.guests.map((guest) => {
          const given = reply.guests.find((entry) => entry.guestId === guest.id);
          return (
            <li key={guest.id}>
              <strong>{guest.name}</strong>
              <span>
                {keys
                  .map((key) => {
                    const coming = given?.attending[key];
                    const word = coming === undefined ? "–" : coming ? texts.coming : texts.notComing;
                    return key === WHOLE_DAY ? word : `${eventName(key)}: ${word}`;
                  })
                  .join(" · ")}
              </span>
              {given?.dietary && <span className="household-rsvp__note">{`${texts.dietary}: ${given.dietary}`}</span>}
            </li>
          );
        })}
      </ul>
      {reply.message && <p className="household-rsvp__message">{reply.message}</p>}
      {sentAt && <p className="household-rsvp__sent">{fill(texts.answeredAt, { date: sentAt })}</p>}
      {onChange && (
        <button type="button" className="site-button site-button--primary" onClick={onChange}>
          {texts.change}
        </button>
      )}
    </section>
  );
}
