import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Deps } from "../../deps";
import { byBodyMail, type KeyOf } from "../../http/rateLimit";
import { appSecret } from "../../security/appSecrets";
import { findAccountByMail, cookieOptions } from "../../core";

/**
 * A browser that has logged in to an account keeps a signed device cookie for it
 * (`accountId.deviceId.mac`). A login for that account from that browser is not stopped by
 * the per-address lockout, so ten wrong passwords from elsewhere cannot lock the owner out.
 */
export const DEVICE_COOKIE = "device";
const DEVICE_DAYS = 365;

async function mac(deps: Deps, accountId: string, deviceId: string): Promise<Buffer> {
  return createHmac("sha256", await appSecret(deps.db, "device-cookie")).update(`${accountId}.${deviceId}`).digest();
}

export async function rememberDevice(deps: Deps, reply: FastifyReply, accountId: string): Promise<void> {
  const deviceId = randomBytes(16).toString("base64url");
  const value = `${accountId}.${deviceId}.${(await mac(deps, accountId, deviceId)).toString("base64url")}`;
  reply.setCookie(DEVICE_COOKIE, value, { ...cookieOptions(deps), expires: new Date(deps.now().getTime() + DEVICE_DAYS * 86_400_000) });
}

async function readDevice(deps: Deps, request: FastifyRequest): Promise<{ accountId: string; deviceId: string } | null> {
  const [accountId, deviceId, signature, ...rest] = (request.cookies[DEVICE_COOKIE] ?? "").split(".");
  if (!accountId || !deviceId || !signature || rest.length) return null;
  const expected = await mac(deps, accountId, deviceId);
  const given = Buffer.from(signature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? { accountId, deviceId } : null;
}

const knownDevices = new WeakMap<FastifyRequest, string>();

/** Notes, before the rate limits run, a valid device cookie of the account the body's mail names. */
export function recognizeDevice(deps: Deps): preHandlerAsyncHookHandler {
  return async (request) => {
    const device = await readDevice(deps, request);
    const mail = (request.body as { mail?: unknown } | undefined)?.mail;
    if (!device || typeof mail !== "string") return;
    const account = await findAccountByMail(deps.db, mail.trim());
    if (account?.id === device.accountId) knownDevices.set(request, device.deviceId);
  };
}

/** The per-address key, except for a known device of that address's account. */
export const byMailUnlessKnownDevice: KeyOf = (request) => (knownDevices.has(request) ? undefined : byBodyMail(request));
/** A known device's own allowance, so a stolen cookie is no unlimited oracle either. */
export const byKnownDevice: KeyOf = (request) => {
  const deviceId = knownDevices.get(request);
  return deviceId ? `device:${deviceId}` : undefined;
};
