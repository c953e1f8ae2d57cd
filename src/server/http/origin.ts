import type { FastifyInstance } from "fastify";
import { ApiError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing requests from a browser must come from the host they are sent to (or the
 * app's own address). Requests without an Origin header come from non-browser clients and
 * carry no ambient cookie risk beyond what SameSite=Lax already stops.
 */
export function installOriginCheck(app: FastifyInstance, appUrl: string): void {
  const appOrigin = new URL(appUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new ApiError(403, "originRefused", "Malformed Origin header");
    }
    if (originHost === request.headers.host || origin === appOrigin) return;
    throw new ApiError(403, "originRefused", `Origin ${origin} may not change data here`);
  });
}
