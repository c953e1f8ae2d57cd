import argon2 from "argon2";
import { ApiError } from "../http/errors";

/**
 * argon2 shares libuv's four threads with compression and file reads, so it may hold at
 * most two of them. Owners' work (login, registration, reset) waits in an unbounded queue
 * (its routes are rate-limited) that goes first; guests' (reservations, the site password
 * gate) waits in a short queue of its own, and what does not fit is refused with 429, so a
 * flood of guests neither starves the process nor delays an owner's login.
 */
const THREADS = 2;
const GUEST_QUEUE_LENGTH = 16;

export type HashingQueue = "owner" | "guest";

let running = 0;
const waiting: Record<HashingQueue, (() => void)[]> = { owner: [], guest: [] };

async function hashingSlot<T>(queue: HashingQueue, work: () => Promise<T>): Promise<T> {
  if (running < THREADS) running++;
  else if (queue === "guest" && waiting.guest.length >= GUEST_QUEUE_LENGTH) {
    throw new ApiError(429, "tooManyRequests", "Too many password checks at once; try again in a moment");
  } else await new Promise<void>((resolve) => waiting[queue].push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiting job, owners' first.
    const next = waiting.owner.shift() ?? waiting.guest.shift();
    if (next) next();
    else running--;
  }
}

/** Every password (account, guest site, reservation) is hashed with argon2id. */
export function hashPassword(password: string, queue: HashingQueue = "owner"): Promise<string> {
  return hashingSlot(queue, () => argon2.hash(password, { type: argon2.argon2id }));
}

export function verifyPassword(hash: string, password: string, queue: HashingQueue = "owner"): Promise<boolean> {
  return hashingSlot(queue, () => argon2.verify(hash, password).catch(() => false));
}

/** Verifying against this when no account matches keeps login time the same either way. */
let dummyHash: Promise<string> | undefined;
export function timingSafeMiss(password: string): Promise<boolean> {
  dummyHash ??= hashPassword("not-a-real-password");
  return dummyHash.then((hash) => verifyPassword(hash, password)).then(() => false);
}
