import type { FastifyInstance, FastifyRequest } from "fastify";
import { QUICK_START_SITE_ID } from "../../../domain/quickStart";
import type { EditorSite, QuickStartSiteResponse } from "../../../modules/editorSite";
import { START_WIZARD_SITE_ID, wizardData } from "../../../domain/wizard";
import type { Deps } from "../../deps";
import { parseInput } from "../../http/errors";
import { byIp, rateLimitBy } from "../../http/rateLimit";
import { findSiteIdOfAccount, currentSession } from "../../core";
import { presentUnsavedSite, starterSiteDocument, wizardSiteDocument } from "./starterSite";

/** WizardData is a few short fields: a larger body is refused before it is parsed. */
const WIZARD_BODY_LIMIT = 16 * 1024;

/**
 * The quick-start load calls (spec 3, section 7: "load the quick-start site by host"): the
 * brand's starter page, or the site the wizard generates, to edit without an account, with
 * the site of a visitor who is logged in so the editor can point them to it. Nothing is
 * stored. The wizard's call costs CPU only: its body is capped and it is counted per IP.
 */
export function quickStartRoutes(app: FastifyInstance, deps: Deps): void {
  const answer = async (request: FastifyRequest, site: EditorSite): Promise<QuickStartSiteResponse> => {
    const session = await currentSession(deps, request);
    const loggedInUsersSiteId = session ? ((await findSiteIdOfAccount(deps.db, session.accountId)) ?? null) : null;
    return { site, loggedInUsersSiteId };
  };

  app.get(`/api/sites/${QUICK_START_SITE_ID}/`, async (request) => answer(request, presentUnsavedSite(QUICK_START_SITE_ID, await starterSiteDocument(deps), deps.now())));

  const perIp = rateLimitBy(deps, "quick-start", [{ limit: deps.rateLimits.perIp, key: byIp }]);
  app.post(`/api/sites/${QUICK_START_SITE_ID}/wizard/`, { bodyLimit: WIZARD_BODY_LIMIT, preHandler: perIp }, async (request) => {
    const data = parseInput(wizardData, request.body);
    return answer(request, presentUnsavedSite(START_WIZARD_SITE_ID, await wizardSiteDocument(deps, data), deps.now()));
  });
}
