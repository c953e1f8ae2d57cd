import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { postKeys } from "../src/server/db/schema";
import { hashToken, newToken } from "../src/server/security/tokens";
import { measurePageWeight } from "./guestPage";
import { getWithHost } from "../tests/support/getWithHost";
import { lighthouseScores } from "./lighthouse";
import { load } from "./load";
import { startBenchServer } from "./server";
import { benchAnswersOverview } from "./answersOverview";
import { benchImageUpload } from "./imageUpload";
import { benchSaveToPublic } from "./saveToPublic";
import { benchStartup } from "./startup";

/** `npm run bench`: every benchmark, printing its figures and the budgets they answer to. */
const KB = 1024;
const figures: Record<string, Record<string, string | number>> = {};

figures["start-up"] = await benchStartup();
figures["image upload"] = await benchImageUpload();

const server = await startBenchServer();
const headers = { host: `demo.localhost:${server.port}` };
try {
  const weight = await measurePageWeight(`http://127.0.0.1:${server.port}/`, headers.host);
  figures["guest page weight (demo site)"] = {
    "HTML raw / gzip, KB": `${(weight.html.raw / KB).toFixed(1)} / ${(weight.html.gzip / KB).toFixed(1)}`,
    "JS raw / gzip, KB (budget 70 gzip)": `${(weight.js.raw / KB).toFixed(1)} / ${(weight.js.gzip / KB).toFixed(1)} in ${weight.js.files} files`,
    "CSS raw / gzip, KB (budget 30 gzip)": `${(weight.css.raw / KB).toFixed(1)} / ${(weight.css.gzip / KB).toFixed(1)} in ${weight.css.files} files`,
    "fonts, KB (woff2)": `${(weight.fonts.raw / KB).toFixed(1)} in ${weight.fonts.files} files`,
    "third-party requests (budget 0)": weight.thirdPartyRequests.length,
  };

  // The same HTML as a static file from the same server: the ceiling for the rendered page.
  const html = (await getWithHost(`http://127.0.0.1:${server.port}/`, headers.host)).toString();
  const staticName = `bench-${randomUUID()}.html`;
  const staticFile = path.resolve(import.meta.dirname, "../dist/client/assets", staticName);
  await fs.writeFile(staticFile, html);
  const page = await load({ url: `http://127.0.0.1:${server.port}/`, headers });
  const file = await load({ url: `http://127.0.0.1:${server.port}/assets/${staticName}` });
  await fs.rm(staticFile);
  figures["GET / on the demo host, 50 connections, 10 s"] = { "requests/s": page.requestsPerSecond, "p50 ms": page.p50, "p99 ms": page.p99, "non-2xx": page.non2xx };
  figures["same HTML as a static file"] = { "requests/s": file.requestsPerSecond, "p50 ms": file.p50, "p99 ms": file.p99 };
  figures["page / static ratio (aim ≥ 0.5)"] = { ratio: (page.requestsPerSecond / file.requestsPerSecond).toFixed(2) };

  // RSVP: every request needs its own unused post key older than the robot threshold.
  const siteId = /"siteId":"([0-9a-f-]{36})"/.exec(html)?.[1];
  if (!siteId) throw new Error(`no site in the demo page: ${html.slice(0, 500)}`);
  const keys = Array.from({ length: 40_000 }, () => newToken());
  const issuedAt = new Date(Date.now() - 60_000);
  for (let i = 0; i < keys.length; i += 2000) {
    await server.database.db.insert(postKeys).values(keys.slice(i, i + 2000).map((key) => ({ keyHash: hashToken(key), purpose: "rsvp", createdAt: issuedAt })));
  }
  let next = 0;
  const rsvp = await load({
    url: `http://127.0.0.1:${server.port}/api/rsvps/${siteId}/v4/`,
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
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
  figures["POST /api/rsvps/{siteId}/v4/, 50 connections, 10 s"] = { "requests/s": rsvp.requestsPerSecond, "p50 ms": rsvp.p50, "p99 ms": rsvp.p99, "non-2xx": rsvp.non2xx, "answers stored": stored.rows[0].n };

  figures["editor Save click → public page shows the change"] = await benchSaveToPublic(server, siteId, headers.host);
  figures["answers overview with 2,000 answers"] = await benchAnswersOverview(server);
  figures["Lighthouse, mobile, demo site (budget 100 / 100, CLS 0)"] = await lighthouseScores(`${server.demoUrl}/`);
} finally {
  await server.stop();
}

for (const [name, values] of Object.entries(figures)) {
  console.log(`\n${name}`);
  for (const [label, value] of Object.entries(values)) console.log(`  ${label.padEnd(40)} ${value}`);
}
