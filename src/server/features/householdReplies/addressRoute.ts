import type { FastifyInstance } from "fastify";
import { and, eq, isNull } from "drizzle-orm";
import { addressText, guestAddressInput } from "../../../domain/guestList/postalAddress";
import type { Deps } from "../../deps";
import { households } from "../../db/schema";
import { refuseFromEditor } from "../../http/editorMarker";
import { ApiError, parseInput } from "../../http/errors";
import { byIp, rateLimitBy } from "../../http/rateLimit";
import { isLinkToken } from "../guestList/linkTokens";
import { householdOfLink } from "./householdOfLink";

/** Address calls one personal link may make an hour: it is answered once, so a few tries cover typing errors. */
export const ADDRESS_CALLS_PER_TOKEN_PER_HOUR = 10;
/** Four short lines and a country code are well under 2 KB. */
const ADDRESS_BODY_LIMIT = 4 * 1024;

/**
 * POST /api/households/{token}/address (decision 105): the household gives its postal address
 * once on its personal page, or skips the question; either way the page does not ask again. A
 * second call is a 409 and changes nothing: after that the couple keeps the address.
 */
export function householdAddressRoute(app: FastifyInstance, deps: Deps): void {
  const limited = rateLimitBy(deps, "household-address", [
    { limit: deps.rateLimits.perIp, key: byIp },
    { limit: { max: ADDRESS_CALLS_PER_TOKEN_PER_HOUR, window: 3_600_000 }, key: ({ params }) => (isLinkToken((params as { token: string }).token) ? `token:${(params as { token: string }).token}` : undefined) },
  ]);
  app.post<{ Params: { token: string } }>("/api/households/:token/address", { bodyLimit: ADDRESS_BODY_LIMIT, preHandler: [refuseFromEditor, limited] }, async (request) => {
    const { household } = await householdOfLink(deps, request);
    const input = parseInput(guestAddressInput, request.body);
    const given = "skip" in input ? {} : { address: addressText(input), addressCountry: input.country };
    const now = deps.now();
    const [stored] = await deps.db
      .update(households)
      .set({ ...given, addressAskedAt: now, updatedAt: now })
      .where(and(eq(households.id, household.id), isNull(households.addressAskedAt)))
      .returning({ id: households.id });
    if (!stored) throw new ApiError(409, "addressAlreadyAsked", "Adressen är redan lämnad eller överhoppad; den ändras inte");
    return { addressGiven: !("skip" in input) };
  });
}
