import { useEffect, useRef, useState } from "react";
import { fill } from "../../../domain/fill";
import { formatLocale } from "../../../domain/languages";
import { marketTimeZone } from "../../../domain/timeZones";
import { GuestApiError, guestApi } from "../guestApi";
import { useSite, useTexts } from "../SiteContext";
import { forgetAnswer, keepAnswer, keyStillUsable, readKept, type KeptAnswer } from "./keptAnswers";
import { KEPT_ANSWER_TEXTS } from "./texts";

/** Whether a guest call failed for want of a network (fetch threw), not by the server's answer. */
export const isNetworkFailure = (error: unknown) => error instanceof GuestApiError && error.clientError.status === undefined;

/** How one kept answer's send ended: sent, refused by the server (4xx: never sent again), or still waiting (no network, or the server's own fault). */
type Outcome = { kind: "sent"; result: unknown } | { kind: "refused"; error: unknown } | { kind: "waiting" };

async function sendKept(answer: KeptAnswer): Promise<Outcome> {
  try {
    let key = answer.postKey;
    if (!keyStillUsable(answer, Date.now())) {
      const issued = await guestApi<{ key: string; minAgeMs: number }>(answer.keyPath);
      // The server takes a key sent sooner than its minimum age for a robot's.
      await new Promise((resolve) => setTimeout(resolve, issued.minAgeMs));
      key = issued.key;
    }
    return { kind: "sent", result: await guestApi(answer.path, { method: "POST", body: { ...answer.body, postKey: key } }) };
  } catch (error) {
    const status = error instanceof GuestApiError ? error.clientError.status : undefined;
    return status !== undefined && status >= 400 && status < 500 ? { kind: "refused", error } : { kind: "waiting" };
  }
}

/** Only one page's worth of sending at a time, however many `online` events and islands there are. */
const sending = new Set<string>();

interface Flush<R> {
  siteId: string;
  formId: string;
  sentText: (time: string) => string;
  locale: string;
  timeZone: string;
  handlers: { current: { onSent: (result: R) => void; onRefused: (error: unknown) => void } };
  keptHere: { current: KeptAnswer | null };
  setNotice: (notice: string | null) => void;
}

/** Sends a form's kept answers in the order kept, until one has to wait for the network. */
async function flushKept<R>({ siteId, formId, sentText, locale, timeZone, handlers, keptHere, setNotice }: Flush<R>): Promise<void> {
  const key = `${siteId}:${formId}`;
  if (sending.has(key)) return;
  sending.add(key);
  try {
    for (const answer of readKept(localStorage, siteId, formId)) {
      const outcome = await sendKept(answer);
      if (outcome.kind === "waiting") return;
      forgetAnswer(localStorage, siteId, formId, answer);
      if (keptHere.current?.keptAt === answer.keptAt) keptHere.current = null;
      if (outcome.kind === "sent") {
        setNotice(sentText(new Date().toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit", timeZone })));
        handlers.current.onSent(outcome.result as R);
      } else {
        setNotice(null);
        handlers.current.onRefused(outcome.error);
      }
    }
  } finally {
    sending.delete(key);
  }
}

/**
 * A form's answers made without a network (decision 110): `keep` stores one and says so; they
 * are sent when the network returns (the `online` event) or on the next visit, and the form is
 * told of each one sent or refused. Without a `formId` nothing is kept.
 */
export function useKeptAnswers<R>(formId: string | undefined, handlers: { onSent: (result: R) => void; onRefused: (error: unknown) => void }) {
  const { siteId, language, market } = useSite();
  const texts = useTexts(KEPT_ANSWER_TEXTS);
  const [notice, setNotice] = useState<string | null>(null);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  /** The answer this visit kept and has not sent: pressing Send again replaces it. */
  const keptHere = useRef<KeptAnswer | null>(null);

  useEffect(() => {
    if (!formId) return;
    const flush = { siteId, formId, sentText: (time: string) => fill(texts.sent, { time }), locale: formatLocale(language), timeZone: marketTimeZone(market), handlers: latest, keptHere, setNotice };
    const online = () => void flushKept(flush);
    if (navigator.onLine) online();
    addEventListener("online", online);
    return () => removeEventListener("online", online);
  }, [siteId, formId, texts, language, market]);

  /**
   * Keeps the answer and says so; false when the browser keeps nothing (storage full or refused).
   * A second press replaces the answer kept before it with the first one's key, the one that may
   * have reached the server, so the server stores it once.
   */
  const keep = (answer: Omit<KeptAnswer, "keptAt">): boolean => {
    if (!formId) return false;
    const previous = keptHere.current;
    const entry: KeptAnswer = previous?.postKey ? { ...answer, postKey: previous.postKey, keyIssuedAt: previous.keyIssuedAt, keptAt: Date.now() } : { ...answer, keptAt: Date.now() };
    try {
      if (previous) forgetAnswer(localStorage, siteId, formId, previous);
      keepAnswer(localStorage, siteId, formId, entry);
    } catch {
      return false;
    }
    keptHere.current = entry;
    setNotice(texts.kept);
    return true;
  };

  return { notice, keep };
}
