import type { FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { hashToken, newToken } from "../../security/tokens";
import { deleteSession, findLiveSession, insertSession } from "./repository";

export const SESSION_COOKIE = "session";
export const SESSION_DAYS = 30;

export interface SessionInfo {
  sessionId: string;
  accountId: string;
}

const looked = new WeakMap<FastifyRequest, Promise<SessionInfo | null>>();

/** The logged-in account of this request, or null; looked up once per request. */
export function currentSession(deps: Deps, request: FastifyRequest): Promise<SessionInfo | null> {
  let found = looked.get(request);
  if (!found) {
    const token = request.cookies[SESSION_COOKIE];
    found = token
      ? findLiveSession(deps.db, hashToken(token), deps.now()).then((row) => (row ? { sessionId: row.id, accountId: row.accountId } : null))
      : Promise.resolve(null);
    looked.set(request, found);
  }
  return found;
}

export async function requireSession(deps: Deps, request: FastifyRequest): Promise<SessionInfo> {
  const session = await currentSession(deps, request);
  if (!session) throw new ApiError(401, "notLoggedIn", "Not logged in");
  return session;
}

export function cookieOptions(deps: Deps) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: deps.config.secureCookies,
    domain: deps.config.cookieDomain,
  };
}

export async function startSession(deps: Deps, reply: FastifyReply, accountId: string): Promise<void> {
  const token = newToken();
  const expiresAt = new Date(deps.now().getTime() + SESSION_DAYS * 86_400_000);
  await insertSession(deps.db, accountId, hashToken(token), expiresAt);
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(deps), expires: expiresAt });
}

export async function endSession(deps: Deps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(deps.db, hashToken(token));
  reply.clearCookie(SESSION_COOKIE, cookieOptions(deps));
}

/** A rate-limit key per logged-in account (none for guests, so they are not counted). */
export const byAccount =
  (deps: Deps) =>
  async (request: FastifyRequest): Promise<string | undefined> => {
    const session = await currentSession(deps, request);
    return session ? `account:${session.accountId}` : undefined;
  };
