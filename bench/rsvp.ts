import { randomUUID } from "node:crypto";
import { postKeys } from "../src/server/db/schema";
import { hashToken, newToken } from "../src/server/security/tokens";
import { load, type LoadResult } from "./load";
import type { startBenchServer } from "./server";

/** Enough unused keys for both runs at well over the rate this machine reaches. */
const KEYS = 80_000;

/**
 * Guests answering the demo site's RSVP at 50 connections, each send with its own unused post
 * key older than the robot threshold, after two unmeasured seconds of the same. First as guests arrive in production: each from an address
 * of its own, through the TLS proxy the server trusts (X-Forwarded-For from 200 addresses). Then
 * all from one address, as behind one shared connection: every answer then counts against the
 * same rate-limit row, and waits for the one before it to commit (decision 061).
 */
export async function benchRsvp(server: Awaited<ReturnType<typeof startBenchServer>>, siteId: string, host: string) {
  const keys = Array.from({ length: KEYS }, () => newToken());
  const issuedAt = new Date(Date.now() - 60_000);
  for (let i = 0; i < keys.length; i += 2000) {
    await server.database.db.insert(postKeys).values(keys.slice(i, i + 2000).map((key) => ({ keyHash: hashToken(key), purpose: "rsvp", createdAt: issuedAt })));
  }
  let next = 0;
  const answer = (addresses: number, duration = 10): Promise<LoadResult> =>
    load({
      duration,
      url: `http://127.0.0.1:${server.port}/api/rsvps/${siteId}/v4/`,
      method: "POST",
      headers: { host, "content-type": "application/json" },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, "x-forwarded-for": `198.51.100.${next % addresses}` },
            body: JSON.stringify({
              guests: [{ formElements: [
                { formElement: { id: "name" }, value: `Gäst ${next}`, selectedOption: null },
                { formElement: { id: "attending" }, value: "", selectedOption: "yes" },
                { formElement: { id: "food" }, value: "", selectedOption: null },
              ] }],
              language: "sv",
              groupIdentifier: randomUUID(),
              postKey: keys[next++ % keys.length],
              formId: "rsvp-1",
              formTitle: "OSA",
            }),
          }),
        },
      ],
    });
  // Unmeasured: the pool opens its connections and each prepares the statement, the code is compiled.
  await answer(200, 2);
  const guests = await answer(200);
  const oneAddress = await answer(1);
  const stored = await server.database.pool.query("SELECT count(*)::int AS n FROM rsvp_answers");
  return {
    "requests/s": guests.requestsPerSecond,
    "p50 ms": guests.p50,
    "p99 ms (budget ≤ 50)": guests.p99,
    "non-2xx": guests.non2xx + oneAddress.non2xx,
    "all from one address: requests/s": oneAddress.requestsPerSecond,
    "all from one address: p99 ms": oneAddress.p99,
    "answers stored": stored.rows[0].n,
  };
}
