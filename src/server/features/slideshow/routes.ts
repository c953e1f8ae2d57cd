import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps";
import { slideshowFeedRoute } from "./feedRoute";

/** The slideshow on a site's address (decision 120): its feed (its page, /bildspel, is pageRoute.ts, registered with the web shell). */
export function slideshowRoutes(app: FastifyInstance, deps: Deps): void {
  slideshowFeedRoute(app, deps);
}
