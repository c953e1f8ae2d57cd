/**
 * Answers made without a network (decision 110): kept in the browser per site and form until they
 * can be sent. Each keeps its post key, so a send that did reach the server before the network
 * went is stored once (the server takes a used key for a robot's and stores nothing); a key
 * older than its lifetime allows is replaced by a fresh one when sending.
 */

export interface KeptAnswer {
  /** Where it is posted, and where its post key comes from. */
  path: string;
  keyPath: string;
  /** The body as sent, but for its post key (`postKey`). */
  body: Record<string, unknown>;
  postKey: string | null;
  /** Date.now() when the key was issued (about: when it was fetched). */
  keyIssuedAt: number | null;
  keptAt: number;
}

/** The storage calls used (localStorage in the browser). */
export type AnswerStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Kept answers of one form at most: a guest re-answering offline replaces, seldom more. */
export const MAX_KEPT_PER_FORM = 20;

/** A key older than this is not sent: the server's lifetime (two hours) less a margin for the send. */
export const KEPT_KEY_USABLE_MS = 110 * 60_000;

export const keptAnswersKey = (siteId: string, formId: string) => `kept-answers:${siteId}:${formId}`;

export function readKept(storage: AnswerStorage, siteId: string, formId: string): KeptAnswer[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(keptAnswersKey(siteId, formId)) ?? "[]");
    return Array.isArray(stored) ? (stored as KeptAnswer[]) : [];
  } catch {
    return [];
  }
}

function write(storage: AnswerStorage, siteId: string, formId: string, answers: KeptAnswer[]): void {
  if (answers.length === 0) storage.removeItem(keptAnswersKey(siteId, formId));
  else storage.setItem(keptAnswersKey(siteId, formId), JSON.stringify(answers));
}

/** Keeps an answer; the same post key again replaces the one kept (a repeated press stores once). */
export function keepAnswer(storage: AnswerStorage, siteId: string, formId: string, answer: KeptAnswer): void {
  const others = readKept(storage, siteId, formId).filter((kept) => answer.postKey === null || kept.postKey !== answer.postKey);
  write(storage, siteId, formId, [...others, answer].slice(-MAX_KEPT_PER_FORM));
}

export function forgetAnswer(storage: AnswerStorage, siteId: string, formId: string, answer: KeptAnswer): void {
  write(storage, siteId, formId, readKept(storage, siteId, formId).filter((kept) => kept.keptAt !== answer.keptAt || kept.postKey !== answer.postKey));
}

/** Whether a kept answer's key may still be sent, or a fresh one is needed. */
export const keyStillUsable = (answer: KeptAnswer, now: number) => answer.postKey !== null && answer.keyIssuedAt !== null && now - answer.keyIssuedAt < KEPT_KEY_USABLE_MS;
