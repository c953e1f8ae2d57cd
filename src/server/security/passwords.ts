import argon2 from "argon2";
import { workSlots } from "../http/workSlots";

/**
 * argon2 shares libuv's four threads with compression and file reads, so it may hold at
 * most two of them. Owners' work (login, registration, reset) waits in an unbounded queue
 * (its routes are rate-limited) that goes first; guests' (reservations, the site password
 * gate) waits in a short queue of its own, and what does not fit is refused with 429, so a
 * flood of guests neither starves the process nor delays an owner's login.
 */
const hashingSlot = workSlots(2, { owner: {}, guest: { maxWaiting: 16 } });

export type HashingQueue = "owner" | "guest";

/** argon2id with the library's defaults, which meet OWASP's advice: 64 MiB, 3 passes, 4 lanes. */
export const PASSWORD_HASHING = { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 4 } as const;

/**
 * The test runner's processes hash cheaply: thousands of test accounts would otherwise cost
 * minutes. Tests of hashing's cost set STRONG_PASSWORD_HASHING=true to get the real thing.
 */
const TEST_HASHING = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

/** A hash names its own parameters, so verifying works whichever settings made it. */
export function hashingOptions(env: NodeJS.ProcessEnv = process.env) {
  const cheap = env.VITEST && env.NODE_ENV !== "production" && env.STRONG_PASSWORD_HASHING !== "true";
  return cheap ? TEST_HASHING : PASSWORD_HASHING;
}

/** Every password (account, guest site, reservation) is hashed with argon2id. */
export function hashPassword(password: string, queue: HashingQueue = "owner"): Promise<string> {
  return hashingSlot(queue, () => argon2.hash(password, hashingOptions()));
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
