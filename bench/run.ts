import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { encodePage } from "../src/server/features/publicSite/encodedPage";
import { measurePageWeight } from "./guestPage";
import { getWithHost } from "../tests/support/getWithHost";
import { LIGHTHOUSE_RUNS, lighthouseScores } from "./lighthouse";
import { load } from "./load";
import { startBenchServer } from "./server";
import { benchAnswersOverview } from "./answersOverview";
import { benchGuestList } from "./guestList";
import { publishGiftListSite } from "./giftListSite";
import { benchGuestPhotoUploads } from "./guestPhotoUploads";
import { benchImageUpload } from "./imageUpload";
import { benchNotices } from "./notices";
import { benchPlacement } from "./placement";
import { benchRsvp } from "./rsvp";
import { benchSaveToPublic } from "./saveToPublic";
import { benchStartup } from "./startup";

/**
 * `npm run bench`: every benchmark, printing its figures and the budgets they answer to.
 * `npm run bench -- rsvp memory` runs only the named sections (the memory figure is taken
 * after whichever loads ran).
 */
const SECTIONS = ["startup", "upload", "placement", "weight", "page", "rsvp", "memory", "save", "overview", "guestlist", "notices", "lighthouse", "gifts", "photos"] as const;
/** The sections after these measure the production server, which is built and started only for them. */
const WITHOUT_SERVER = 3;
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknown.length) throw new Error(`unknown bench section ${unknown.join(", ")}; the sections are ${SECTIONS.join(", ")}`);
const runs = (section: (typeof SECTIONS)[number]) => !chosen.length || chosen.includes(section);

const KB = 1024;
const figures: Record<string, Record<string, string | number>> = {};

if (runs("startup")) figures["start-up"] = await benchStartup();
if (runs("upload")) figures["image upload"] = await benchImageUpload();
if (runs("placement")) figures["\"Placera åt mig\": 150 guests at 15 tables of 10, every rule on; the largest plan: 3,000 guests at 100 tables of 40"] = benchPlacement();
if (!SECTIONS.slice(WITHOUT_SERVER).some(runs)) {
  printFigures();
  process.exit(0);
}

// The guest page's HTML as a static file, with the .br and .gz copies the build writes beside every asset.
const staticName = `bench-${randomUUID()}.html`;
const staticFiles = [staticName, `${staticName}.br`, `${staticName}.gz`].map((name) => path.resolve(import.meta.dirname, "../dist/client/assets", name));
const server = await startBenchServer({ assets: [staticName] });
const headers = { host: `demo.localhost:${server.port}` };
try {
  if (runs("weight")) figures["guest page weight (demo site)"] = await weightFigures(headers.host, `${server.demoUrl}/`);

  const html = (await getWithHost(`http://127.0.0.1:${server.port}/`, headers.host)).toString();
  if (runs("page")) {
    // The same HTML as a static file from the same server, sent the same way: the ceiling for the rendered page.
    const encoded = await encodePage(html, Date.now());
    await Promise.all([encoded.bodies.identity, encoded.bodies.br, encoded.bodies.gzip].map((body, i) => fs.writeFile(staticFiles[i]!, body)));
    const browser = { "accept-encoding": "br, gzip" };
    const page = await load({ url: `http://127.0.0.1:${server.port}/`, headers: { ...headers, ...browser } });
    const file = await load({ url: `http://127.0.0.1:${server.port}/assets/${staticName}`, headers: browser });
    const plainPage = await load({ url: `http://127.0.0.1:${server.port}/`, headers });
    const plainFile = await load({ url: `http://127.0.0.1:${server.port}/assets/${staticName}` });
    figures["GET / on the demo host, br, 50 connections, 10 s"] = { "requests/s": page.requestsPerSecond, "p50 ms": page.p50, "p99 ms (budget ≤ 20)": page.p99, "non-2xx": page.non2xx };
    figures["same HTML as a static file, br"] = { "requests/s": file.requestsPerSecond, "p50 ms": file.p50, "p99 ms": file.p99, "non-2xx": file.non2xx };
    figures["page / static ratio, br (budget ≥ 0.7)"] = { ratio: (page.requestsPerSecond / file.requestsPerSecond).toFixed(2) };
    figures["GET / uncompressed, and the static file"] = { "page requests/s": plainPage.requestsPerSecond, "page p99 ms": plainPage.p99, "file requests/s": plainFile.requestsPerSecond, "file non-2xx": plainFile.non2xx, ratio: (plainPage.requestsPerSecond / plainFile.requestsPerSecond).toFixed(2) };
  }

  const siteId = /"siteId":"([0-9a-f-]{36})"/.exec(html)?.[1];
  if (!siteId) throw new Error(`no site in the demo page: ${html.slice(0, 500)}`);
  if (runs("rsvp")) figures["POST /api/rsvps/{siteId}/v4/, 50 connections, 10 s"] = await benchRsvp(server, siteId, headers.host);
  if (runs("memory")) {
    const memory = await server.memory();
    figures["app process memory after the load"] = { "RSS MB (budget ≤ 300)": memory.rss, "peak RSS MB": memory.peak };
  }

  if (runs("save")) figures["editor Save click → public page shows the change"] = await benchSaveToPublic(server, siteId, headers.host);
  if (runs("overview")) figures["answers overview with 2,000 answers"] = await benchAnswersOverview(server);
  if (runs("guestlist")) figures["guest list of 300 households / 800 guests"] = await benchGuestList(server);
  if (runs("notices")) figures["GET /api/sites/{siteId}/notices/live, 3 notices, 50 connections, 10 s"] = await benchNotices(server, siteId, headers.host);
  if (runs("lighthouse")) figures[`Lighthouse, mobile, demo site, median of ${LIGHTHOUSE_RUNS} runs (budget 100 / 100, CLS 0)`] = await lighthouseScores(`${server.demoUrl}/`);
  if (runs("gifts")) {
    const host = await publishGiftListSite(server.database.db);
    const url = `http://${host}:${server.port}/`;
    figures["guest page weight, demo with a gift list of 30 gifts and 5 funds"] = await weightFigures(`${host}:${server.port}`, url);
    figures[`Lighthouse, mobile, the same page, median of ${LIGHTHOUSE_RUNS} runs (budget 100 / 100, CLS 0)`] = await lighthouseScores(url);
  }
  if (runs("photos")) figures[`20 guests upload a 12 MP photo each at once; GET / on the demo host meanwhile, 50 connections, 20 s`] = await benchGuestPhotoUploads(server, headers.host);
} finally {
  await Promise.all(staticFiles.map((name) => fs.rm(name, { force: true })));
  await server.stop();
}

/** The bytes a guest's browser fetches for the page at `url` (served for `host`) against their budgets. */
async function weightFigures(host: string, url: string) {
  const weight = await measurePageWeight(`http://127.0.0.1:${server.port}/`, host, url);
  return {
    "HTML raw / gzip, KB": `${(weight.html.raw / KB).toFixed(1)} / ${(weight.html.gzip / KB).toFixed(1)}`,
    "JS raw / gzip, KB (budget 70 gzip)": `${(weight.js.raw / KB).toFixed(1)} / ${(weight.js.gzip / KB).toFixed(1)} in ${weight.js.files} files`,
    "CSS raw / gzip, KB (budget 30 gzip)": `${(weight.css.raw / KB).toFixed(1)} / ${(weight.css.gzip / KB).toFixed(1)} in ${weight.css.files} files`,
    "fonts, KB (woff2)": `${(weight.fonts.raw / KB).toFixed(1)} in ${weight.fonts.files} files`,
    "third-party requests (budget 0)": weight.thirdPartyRequests.length,
  };
}

printFigures();

function printFigures() {
  for (const [name, values] of Object.entries(figures)) {
    console.log(`\n${name}`);
    for (const [label, value] of Object.entries(values)) console.log(`  ${label.padEnd(40)} ${value}`);
  }
}
