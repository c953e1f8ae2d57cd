import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A random secret for a cookie or a mailed link; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether a secret given in a request is the stored one, in time that tells nothing of where they differ (or their lengths). */
export function sameSecret(given: string, stored: string): boolean {
  return timingSafeEqual(createHash("sha256").update(given).digest(), createHash("sha256").update(stored).digest());
}
