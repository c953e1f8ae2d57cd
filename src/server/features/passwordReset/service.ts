import type { UiLanguage } from "../../../domain/languages";
import type { Executor } from "../../db/client";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { hashPassword } from "../../security/passwords";
import { hashToken, newToken } from "../../security/tokens";
import { deleteSessionsOfAccount, findAccount, findAccountByMail, updatePassword, prepareMail, queueMail, type QueuedMail } from "../../core";
import { passwordChangedMail, resetMail } from "./mail";
import { consumeResetToken, insertResetToken } from "./repository";

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** Sends a single-use link when the account exists; the caller answers the same either way. */
export async function requestReset(deps: Deps, mail: string, language: UiLanguage): Promise<void> {
  const account = await findAccountByMail(deps.db, mail);
  if (!account) return;
  await prepareMail(deps);
  await deps.db.transaction((tx) => queueReset(deps, tx, account, language));
}

/** Makes a reset link and queues its mail in `tx`, so the link exists exactly when its mail does. Call `prepareMail` first. */
export function queueReset(deps: Pick<Deps, "jobs" | "config" | "now">, tx: Executor, account: { id: string; mail: string }, language: UiLanguage): Promise<void> {
  return queuePasswordLink(deps, tx, account.id, RESET_TOKEN_LIFETIME_MS, (link, tokenHash) => ({
    mail: resetMail(account.mail, link, deps.config.brand.name, language),
    // The token's hash names the mail; the token itself is only in the mail.
    key: `password-reset:${tokenHash}`,
  }));
}

/**
 * Makes a single-use link to choose a password, valid for `lifetimeMs`, and queues the mail
 * `compose` writes around it in `tx`. Call `prepareMail` first.
 */
export async function queuePasswordLink(
  deps: Pick<Deps, "jobs" | "config" | "now">,
  tx: Executor,
  accountId: string,
  lifetimeMs: number,
  compose: (link: string, tokenHash: string) => { mail: QueuedMail; key: string },
): Promise<void> {
  const token = newToken();
  const tokenHash = hashToken(token);
  await insertResetToken(tx, accountId, tokenHash, new Date(deps.now().getTime() + lifetimeMs));
  const { mail, key } = compose(`${deps.config.appUrl}/aterstall-losenord/${token}`, tokenHash);
  await queueMail(deps, mail, { key, tx });
}

/** Sets the new password, ends every other session of the account and tells the owner by mail. */
export async function resetPassword(deps: Deps, token: string, password: string, language: UiLanguage, keepSessionId?: string): Promise<void> {
  const tokenHash = hashToken(token);
  const accountId = await consumeResetToken(deps.db, tokenHash, deps.now());
  if (!accountId) throw new ApiError(422, "resetTokenInvalid", "The reset link is invalid, used or expired", ["token"]);
  const passwordHash = await hashPassword(password);
  const account = await findAccount(deps.db, accountId);
  await prepareMail(deps);
  await deps.db.transaction(async (tx) => {
    await updatePassword(tx, accountId, passwordHash);
    if (account) await queueMail(deps, passwordChangedMail(account.mail, deps.config.appUrl, deps.config.brand.name, language), { key: `password-changed:${tokenHash}`, tx });
  });
  await deleteSessionsOfAccount(deps.db, accountId, keepSessionId);
}
