import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { RateLimit } from "../deps";
import { ApiError } from "./errors";

export type KeyOf = (request: FastifyRequest) => string | undefined | Promise<string | undefined>;

/**
 * A pre-handler that counts each request against several keys (the client's IP, the
 * e-mail address in the body…) and refuses with 429 once any of them is over its limit.
 */
export function rateLimitBy(app: FastifyInstance, limits: { limit: RateLimit; key: KeyOf }[]): preHandlerAsyncHookHandler {
  const checks = limits.map(({ limit, key }) => ({
    key,
    check: app.createRateLimit({ max: limit.max, timeWindow: limit.window, keyGenerator: async (request) => (await key(request)) ?? "" }),
  }));
  return async (request) => {
    for (const { key, check } of checks) {
      if ((await key(request)) === undefined) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new ApiError(429, "tooManyRequests", `Too many attempts; try again in ${result.ttlInSeconds} s`);
      }
    }
  };
}

export const byIp: KeyOf = (request) => `ip:${request.ip}`;
export const byBodyMail: KeyOf = (request) => {
  const mail = (request.body as { mail?: unknown } | undefined)?.mail;
  return typeof mail === "string" && mail ? `mail:${mail.trim().toLowerCase()}` : undefined;
};
