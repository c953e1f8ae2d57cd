import { randomUUID } from "node:crypto";
import type { MeResponse } from "../../../domain/accounts";
import type { SiteDocument } from "../../../modules/siteDocument";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { hashPassword, timingSafeMiss, verifyPassword } from "../../security/passwords";
import { claimImages, removeFiles, requireClaimableImages } from "../quickStart/claim";
import { claimQuickStartImages } from "../quickStart/repository";
import { starterSiteDocument } from "../quickStart/starterSite";
import { requestConfirmations } from "../recipientConfirmations/service";
import { sanitizeDocument } from "../siteEditing/sanitize";
import { type SiteRow, findAccount, findAccountByMail, findSiteIdOfAccount, insertAccountWithSite } from "../../core";

type RegisterDeps = Pick<Deps, "db" | "storage" | "config" | "now" | "jobs">;

/** Where a registration holds the site built before it: refusals name fields from here. */
const DOCUMENT_FIELD = "site.document";
const SITE_MODULES_FIELD = `${DOCUMENT_FIELD}.siteModules`;

const mailTaken = () => new ApiError(422, "mailTaken", "An account with that e-mail address already exists", ["mail"]);

/**
 * Creates the account and its site: the one built in quick start or the wizard when given
 * (checked as a save is: sanitized, its images starter or quick-start ones, else a 422 and
 * nothing is created), otherwise the brand's starter page,
 * never an empty one. The mail is
 * checked before any file is copied; a built site is stored as a first version, and its form
 * recipients are asked to confirm as on a save.
 */
export async function register(
  deps: RegisterDeps,
  input: { mail: string; password: string; site?: { document: SiteDocument } },
): Promise<{ accountId: string; me: MeResponse }> {
  const built = input.site ? sanitizeDocument(input.site.document) : null;
  if (built) {
    await requireClaimableImages(deps.storage, built, SITE_MODULES_FIELD);
  }
  if (await findAccountByMail(deps.db, input.mail)) throw mailTaken();
  const document = built ?? (await starterSiteDocument(deps));
  const created = await createAccountWithSite(deps, input.mail, await hashPassword(input.password), document, built !== null);
  if (!created) throw mailTaken();
  if (built) await requestConfirmations(deps, created.site, created.document);
  return { accountId: created.accountId, me: { mail: input.mail, site: { _id: created.site.id } } };
}

/**
 * Copies the document's starter and quick-start images into the new site's folder, then
 * creates the account and the site in one transaction, claiming the quick-start images (each
 * goes to one site).
 * When that fails, or the mail was taken meanwhile (null), the copies are removed again.
 */
export async function createAccountWithSite(
  deps: Pick<Deps, "db" | "storage" | "now">,
  mail: string,
  passwordHash: string,
  document: SiteDocument,
  firstVersion: boolean,
): Promise<{ accountId: string; site: SiteRow; document: SiteDocument } | null> {
  const siteId = randomUUID();
  const claimed = await claimImages(deps, siteId, document, SITE_MODULES_FIELD);
  try {
    const created = await insertAccountWithSite(deps.db, mail, passwordHash, {
      id: siteId,
      document: claimed.document,
      firstVersion,
      alongside: (tx) => claimQuickStartImages(tx, claimed.quickStart, deps.now()),
    });
    if (!created) await removeFiles(deps.storage, claimed.copies);
    return created && { ...created, document: claimed.document };
  } catch (error) {
    await removeFiles(deps.storage, claimed.copies);
    throw error;
  }
}

/** Checks the password; the same refusal whether the mail is unknown or the password wrong. */
export async function authenticate(deps: Deps, mail: string, password: string): Promise<{ accountId: string; me: MeResponse }> {
  const account = await findAccountByMail(deps.db, mail);
  const ok = account ? await verifyPassword(account.passwordHash, password) : await timingSafeMiss(password);
  if (!account || !ok) throw new ApiError(401, "wrongLogin", "Wrong e-mail address or password");
  return { accountId: account.id, me: await me(deps, account.id) };
}

export async function me(deps: Deps, accountId: string): Promise<MeResponse> {
  const account = await findAccount(deps.db, accountId);
  if (!account) throw new ApiError(401, "notLoggedIn", "Not logged in");
  const siteId = await findSiteIdOfAccount(deps.db, accountId);
  return { mail: account.mail, site: { _id: siteId ?? "" } };
}
