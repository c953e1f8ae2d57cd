import type { MeResponse } from "../../../domain/accounts";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { hashPassword, timingSafeMiss, verifyPassword } from "../../security/passwords";
import { findAccount, findAccountByMail, findSiteIdOfAccount, insertAccountWithSite } from "./repository";

export async function register(deps: Deps, mail: string, password: string): Promise<{ accountId: string; me: MeResponse }> {
  const created = await insertAccountWithSite(deps.db, mail, await hashPassword(password));
  if (!created) throw new ApiError(422, "mailTaken", "An account with that e-mail address already exists", ["mail"]);
  return { accountId: created.accountId, me: { mail, site: { _id: created.siteId } } };
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
