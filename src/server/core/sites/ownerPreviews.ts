import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { rateLimitBy } from "../../http/rateLimit";
import { byAccount, currentSession } from "../auth/session";
import { mayEdit } from "./ownership";
import type { SiteRow } from "./repository";

/** Called just before a provider is asked to draw or fetch. */
export type BeforeProviderCall = () => Promise<void>;

const free: BeforeProviderCall = async () => {};

/**
 * Maps and video posters cost a provider call (a billed one with a Google key). Guests get
 * only those the site's saved page shows; the owner may also have others drawn or fetched
 * (the editor shows maps and videos before they are saved), each new one counted against
 * a per-account limit per kind (OWNER_PREVIEWS_PER_MINUTE, then 429).
 */
export function ownerPreviews(app: FastifyInstance, deps: Deps, scope: "map-previews" | "poster-previews") {
  const limited = rateLimitBy(deps, scope, [{ limit: deps.config.ownerPreviews, key: byAccount(deps) }]);
  const counted =
    (request: FastifyRequest, reply: FastifyReply): BeforeProviderCall =>
    async () => {
      await limited.call(app, request, reply);
    };
  return {
    /** For routes only the owner reaches. */
    counted,
    /** For routes guests reach: free when the page shows it, counted for the owner, else a 404 with `notFound`. */
    async forGuestRoute(request: FastifyRequest, reply: FastifyReply, site: SiteRow, shown: boolean, notFound: string): Promise<BeforeProviderCall> {
      if (shown) return free;
      const session = await currentSession(deps, request);
      if (!(await mayEdit(deps.db, site, session?.accountId))) throw new ApiError(404, "notFound", notFound);
      return counted(request, reply);
    },
  };
}
