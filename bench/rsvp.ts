import { randomUUID } from "node:crypto";
import { postKeys } from "../src/server/db/schema";
import { hashToken, newToken } from "../src/server/security/tokens";
import { load } from "./load";
import type { startBenchServer } from "./server";

/** Guests answering the demo site's RSVP at 50 connections, each send with its own unused post key older than the robot threshold. */
export async function benchRsvp(server: Awaited<ReturnType<typeof startBenchServer>>, siteId: string, host: string) {
  const keys = Array.from({ length: 40_000 }, () => newToken());
  const issuedAt = new Date(Date.now() - 60_000);
  for (let i = 0; i < keys.length; i += 2000) {
    await server.database.db.insert(postKeys).values(keys.slice(i, i + 2000).map((key) => ({ keyHash: hashToken(key), purpose: "rsvp", createdAt: issuedAt })));
  }
  let next = 0;
  const rsvp = await load({
    url: `http://127.0.0.1:${server.port}/api/rsvps/${siteId}/v4/`,
    method: "POST",
    headers: { host, "content-type": "application/json" },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
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
  const stored = await server.database.pool.query("SELECT count(*)::int AS n FROM rsvp_answers");
  return { "requests/s": rsvp.requestsPerSecond, "p50 ms": rsvp.p50, "p99 ms (budget ≤ 50)": rsvp.p99, "non-2xx": rsvp.non2xx, "answers stored": stored.rows[0].n };
}
