import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Deps, RateLimit } from "../../deps";
import { ApiError } from "../../http/errors";
import { rateLimitBy } from "../../http/rateLimit";
import { findCustomDomain } from "./repository";

/**
 * Registrar searches this process makes a minute, whoever asks: Loopia allows an API user
 * 15 domain searches a minute (INTEGRATIONS.md §4.2), and the rest is left for registrations.
 */
export const REGISTRAR_SEARCHES: RateLimit = { max: 12, window: 60_000 };
/** A registrar's answer is reused this long: owners search the same few names over and over. */
export const ANSWER_TTL_MS = 5 * 60_000;
const MAX_CACHED = 2000;

/**
 * Whether an own domain can be bought (spec 3: domain search states 1 and 2): not when a
 * site here has proven it its own, else as the registrar says. Answers are cached briefly, and
 * only cache misses count against the shared registrar budget (then 429).
 */
export function domainAvailability(app: FastifyInstance, deps: Pick<Deps, "db" | "registrar" | "now">) {
  const registrarBudget = rateLimitBy(deps, "registrar-searches", [{ limit: REGISTRAR_SEARCHES, key: () => "all" }]);
  const answers = new Map<string, { free: boolean; at: number }>();

  return async (request: FastifyRequest, reply: FastifyReply, domain: string): Promise<boolean> => {
    // A claim nobody has proven keeps no one from buying the name (decision 074).
    if ((await findCustomDomain(deps.db, domain))?.provenAt) return false;
    const cached = answers.get(domain);
    if (cached && Date.now() - cached.at < ANSWER_TTL_MS) return cached.free;
    await registrarBudget.call(app, request, reply);
    let free: boolean;
    try {
      free = await deps.registrar.isFree(domain);
    } catch (error) {
      throw new ApiError(502, "addressCheckFailed", `The registrar could not check ${domain}: ${(error as Error).message}`);
    }
    answers.delete(domain);
    answers.set(domain, { free, at: Date.now() });
    if (answers.size > MAX_CACHED) answers.delete(answers.keys().next().value!);
    return free;
  };
}
