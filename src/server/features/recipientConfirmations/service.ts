import { uiLanguageFor } from "../../../domain/languages";
import { RECIPIENT_CONFIRMATIONS_BEFORE_PUBLISHING, RECIPIENT_CONFIRMATIONS_PER_ACCOUNT } from "../../../domain/limits";
import type { SiteDocument } from "../../../modules/siteDocument";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { hashToken } from "../../security/tokens";
import { findAccount, type SiteRow, prepareMail, queueMail } from "../../core";
import { confirmationMail } from "./mail";
import { confirmByToken, confirmedMails, recordRequests } from "./repository";

type ConfirmationDeps = Pick<Deps, "db" | "jobs" | "config" | "now">;

/** The page the mailed link opens; its button confirms, so a mail scanner following the link confirms nothing. */
export const CONFIRMATION_PATH = "/bekrafta-mottagare";

const lower = (mail: string) => mail.trim().toLowerCase();

async function ownerMailOf(deps: Pick<Deps, "db">, site: SiteRow): Promise<string | undefined> {
  return (await findAccount(deps.db, site.accountId))?.mail;
}

/** Every form's recipients other than the owner's own address, lower-cased, each once. */
function outsideRecipients(document: SiteDocument, ownerMail: string): string[] {
  const all = document.formRecipients.flatMap((entry) => entry.recipients.map(lower));
  return [...new Set(all)].filter((mail) => mail !== lower(ownerMail));
}

async function pendingOf(deps: Pick<Deps, "db">, site: SiteRow, document: SiteDocument, ownerMail: string): Promise<string[]> {
  const outside = outsideRecipients(document, ownerMail);
  const confirmed = await confirmedMails(deps.db, site.accountId, outside);
  return outside.filter((mail) => !confirmed.has(mail));
}

/** The document's outside recipients that have not confirmed yet. */
export async function unconfirmedRecipients(deps: Pick<Deps, "db">, site: SiteRow, document: SiteDocument): Promise<string[]> {
  const ownerMail = await ownerMailOf(deps, site);
  return ownerMail ? pendingOf(deps, site, document, ownerMail) : [];
}

/**
 * Mails a confirmation link to each outside recipient of a saved document not asked within a
 * day, up to the account's bound: a few while its site is unpublished, more once it is paid
 * for (decisions 014, 076); answers the recipients still unconfirmed.
 * A request and its mail are stored together; the mail queue retries a mail server that is
 * down, and a mail it gives up on is logged: the address is asked again a day later (decision 043).
 */
export async function requestConfirmations(deps: ConfirmationDeps, site: SiteRow, document: SiteDocument): Promise<string[]> {
  const ownerMail = await ownerMailOf(deps, site);
  const pending = ownerMail ? await pendingOf(deps, site, document, ownerMail) : [];
  if (!ownerMail || !pending.length) return pending;
  const language = uiLanguageFor(document.language);
  await prepareMail(deps);
  await deps.db.transaction(async (tx) => {
    const bound = site.active ? RECIPIENT_CONFIRMATIONS_PER_ACCOUNT : RECIPIENT_CONFIRMATIONS_BEFORE_PUBLISHING;
    for (const { mail, token } of await recordRequests(tx, site.accountId, pending, bound, deps.now())) {
      const link = `${deps.config.appUrl}${CONFIRMATION_PATH}/${token}`;
      await queueMail(deps, confirmationMail(mail, site.host, deps.config.brand.name, link, language), { key: `recipient-confirmation:${hashToken(token)}`, tx });
    }
  });
  return pending;
}

/** Confirms the address of a mailed link; a wrong or used link is a 422 naming the token. */
export async function confirmRecipient(deps: Pick<Deps, "db" | "now">, token: string): Promise<{ mail: string }> {
  const mail = await confirmByToken(deps.db, hashToken(token), deps.now());
  if (!mail) throw new ApiError(422, "recipientTokenInvalid", "The confirmation link is invalid or already used", ["token"]);
  return { mail };
}

/**
 * Who gets a form's answers: the listed addresses that are the owner's or confirmed, and the
 * owner in place of any that are not yet, so no answer goes unread; the owner when none are listed.
 */
export async function answerRecipients(deps: Pick<Deps, "db">, site: { accountId: string; ownerMail: string }, listed: string[]): Promise<string[]> {
  const { ownerMail } = site;
  const confirmed = await confirmedMails(deps.db, site.accountId, listed.map(lower));
  const allowed = listed.map((mail) => (lower(mail) === lower(ownerMail) || confirmed.has(lower(mail)) ? mail : ownerMail));
  const unique = new Map((allowed.length ? allowed : [ownerMail]).map((mail) => [lower(mail), mail]));
  return [...unique.values()];
}
