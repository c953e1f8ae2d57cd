import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_COLUMNS_MAX, IMPORT_FILE_MAX_BYTES } from "../../src/domain/guestList/importFile";
import { GUEST_LIST_IMPORTS_PER_MINUTE, HOUSEHOLDS_PER_SITE } from "../../src/domain/guestList/limits";
import type { GuestListImportSummary } from "../../src/domain/guestList/importSummary";
import type { GuestEvent, Household } from "../../src/domain/guestList/types";
import { householdGuests, households } from "../../src/server/db/schema";
import { newLinkToken } from "../../src/server/features/guestList/linkTokens";
import { XLSX_UNPACKED_MAX_BYTES } from "../../src/server/features/guestList/importXlsxBounds";
import { agent, createTestApp, type Agent, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";
import { zip64WithHiddenEntry, deflatedSpaces } from "../support/zip64File";
import { zipFile } from "../support/zipFile";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const site = () => publishedSite(t, { language: "sv", availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }] });
const url = (siteId: string, rest = "") => `/api/sites/${siteId}/guest-list${rest}`;
const fixture = (name: string) => readFile(new URL(`../fixtures/guest-list/${name}`, import.meta.url));

/** The import call as the owner's dialog makes it: the file, and each event to invite to as its own field. */
function importFile(client: Agent, siteId: string, content: Buffer | string, fileName: string, options: { preview?: boolean; eventIds?: string[] } = {}) {
  const form = new FormData();
  for (const id of options.eventIds ?? []) form.append("eventIds", id);
  form.append("file", new Blob([typeof content === "string" ? content : new Uint8Array(content)]), fileName);
  return client.request({ method: "POST", url: url(siteId, `/import${options.preview ? "?preview=true" : ""}`), payload: form });
}

const summary = (response: { statusCode: number; body: string; json: () => unknown }, status: number) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as GuestListImportSummary;
};
const guestList = async (client: Agent, siteId: string) => (await client.get(url(siteId))).json() as { households: Household[]; events: GuestEvent[] };
const addEvent = async (client: Agent, siteId: string, name: string) => (await client.post(url(siteId, "/events"), { name: { sv: name } })).json() as GuestEvent;
const householdCount = async (siteId: string) =>
  (await t.database.db.select({ count: sql<number>`count(*)::int` }).from(households).where(eq(households.siteId, siteId)))[0]!.count;
/** The refusal's Swedish text, as the owner's error dialog shows it. */
const swedish = (response: { json: () => unknown }) => (response.json() as { errorDescription: { sv: string } }).errorDescription.sv;

/**
 * Sends an import and asks /healthz again and again until the import is answered: the answer,
 * its time, and /healthz's slowest answer meanwhile (what a load balancer would see).
 */
async function whileHealthzIsAsked(send: () => Promise<{ statusCode: number; body: string; json: () => unknown }>) {
  const started = performance.now();
  let answered = false;
  const sent = send().then((response) => ({ response, ms: performance.now() - started }));
  void sent.finally(() => (answered = true));
  let slowestHealthz = 0;
  do {
    const asked = performance.now();
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    slowestHealthz = Math.max(slowestHealthz, performance.now() - asked);
    // An injected request is answered without I/O: let the import's own I/O run between two asks.
    await new Promise((resolve) => setImmediate(resolve));
  } while (!answered);
  return { ...(await sent), slowestHealthz };
}

describe("importing a guest list", () => {
  it("previews the 40-guest list without storing it, then imports it with invitations to the chosen events", async () => {
    const owner = await site();
    const [ceremony, dinner] = [await addEvent(owner.client, owner.siteId, "Vigsel"), await addEvent(owner.client, owner.siteId, "Middag")];

    const preview = summary(await importFile(owner.client, owner.siteId, await fixture("guests-40.csv"), "guests-40.csv", { preview: true }), 200);
    expect(preview).toMatchObject({ stored: false, guests: 40, ignoredColumns: [], alreadyListed: [], overBound: null });
    // Rows without a household that share an e-mail address or an address are merged, and each merge is shown.
    expect(preview.problems.map((problem) => [problem.row, problem.code, problem.value, problem.skipped])).toEqual([
      [7, "mergedSameMail", 6, false],
      [12, "mergedSameAddress", 11, false],
      [19, "mergedSameMail", 18, false],
      [26, "mergedSameAddress", 25, false],
      [27, "mergedSameAddress", 25, false],
      [29, "mergedSameMail", 28, false],
      [36, "mergedSameMail", 35, false],
      [37, "mergedSameMail", 35, false],
      [39, "mergedSameMail", 38, false],
    ]);
    expect(preview.households).toHaveLength(20);
    expect(preview.households[0]).toMatchObject({ name: "Familjen Berg", mail: "anna.berg@example.se", guests: [{ name: "Anna Berg", child: false }, { name: "Per Berg", child: false }, { name: "Elsa Berg", child: true }, { name: "Måns Berg", child: true }] });
    expect(await householdCount(owner.siteId)).toBe(0);

    const imported = summary(await importFile(owner.client, owner.siteId, await fixture("guests-40.xlsx"), "guests-40.xlsx", { eventIds: [ceremony.id, dinner.id] }), 201);
    expect(imported).toMatchObject({ stored: true, guests: 40, alreadyListed: [] });
    const list = await guestList(owner.client, owner.siteId);
    expect(list.households).toHaveLength(20);
    expect(list.households.flatMap((household) => household.guests)).toHaveLength(40);
    expect(list.households.every((household) => [...household.eventIds].sort().join() === [ceremony.id, dinner.id].sort().join())).toBe(true);
    expect(new Set(list.households.map((household) => household.linkToken)).size).toBe(20);
    expect(list.households.find((household) => household.name === "The Millers")?.language).toBe("en");

    // The import only adds: the same list again finds every household already there and adds none.
    const again = summary(await importFile(owner.client, owner.siteId, await fixture("guests-40.csv"), "guests-40.csv"), 201);
    expect(again).toMatchObject({ households: [], guests: 0 });
    expect(again.alreadyListed).toHaveLength(20);
    expect(await householdCount(owner.siteId)).toBe(20);
  });

  it("shows the rows it cannot read and the columns named after the site's events", async () => {
    const owner = await site();
    const dinner = await addEvent(owner.client, owner.siteId, "Middag");
    const file = ["Namn;E-post;Middag;Skostorlek", "Karin Sund;karin@example.se;ja;38", ";ingen@example.se;ja;", "Lisa Holm;lisa@;x;", "Olle Sund;karin@example.se;;"].join("\n");
    const preview = summary(await importFile(owner.client, owner.siteId, file, "lista.csv", { preview: true }), 200);
    expect(preview.households).toEqual([
      expect.objectContaining({ name: "Familjen Sund", eventIds: [dinner.id], guests: [{ name: "Karin Sund", child: false }, { name: "Olle Sund", child: false }] }),
      expect.objectContaining({ name: "Lisa Holm", mail: null, eventIds: [dinner.id] }),
    ]);
    expect(preview.problems).toEqual([
      { row: 3, code: "noName", skipped: true },
      { row: 4, code: "badMail", value: "lisa@", skipped: false },
      { row: 5, code: "mergedSameMail", value: 2, skipped: false },
    ]);
    expect(preview.eventColumns).toEqual([dinner.id]);
    expect(preview.ignoredColumns).toEqual(["Skostorlek"]);
  });

  it("keeps Jonsson and Jönsson apart, shows each merge in the preview, and stores postal addresses and guests with a mistyped e-mail", async () => {
    const owner = await site();
    const [ceremony, dinner] = [await addEvent(owner.client, owner.siteId, "Vigsel"), await addEvent(owner.client, owner.siteId, "Middag")];
    const file = [
      "Namn;Hushåll;E-post;Adress;Postnummer;Ort;Vigsel;Middag",
      "Per Jonsson;Familjen Jonsson;per@jonsson.se;Storgatan 1;111 22;Stockholm;x;",
      "Eva Jonsson;Familjen Jonsson;;;;;x;",
      "Lars Jönsson;Familjen Jönsson;lars@jonsson.se;Ågatan 2;222 33;Lund;x;x",
      "Kia Jönsson;Familjen Jönsson;;;;;x;x",
      "Sara Jönsson;familjen jönsson;;;;;x;x",
      "Moa Jönsson;Familjen Jönsson;;;;;x;x",
      "Bo Ek;;bo@ek;Ån 3;;Malmö;x;",
    ].join("\n");
    const preview = summary(await importFile(owner.client, owner.siteId, file, "lista.csv", { preview: true }), 200);
    expect(preview.households.map((household) => [household.name, household.mail, household.guests.length, household.eventIds])).toEqual([
      ["Familjen Jonsson", "per@jonsson.se", 2, [ceremony.id]],
      ["Familjen Jönsson", "lars@jonsson.se", 4, [ceremony.id, dinner.id]],
      ["Bo Ek", null, 1, [ceremony.id]],
    ]);
    expect(preview.problems).toEqual([
      { row: 6, code: "mergedSpelling", value: 4, skipped: false },
      { row: 8, code: "badMail", value: "bo@ek", skipped: false },
    ]);

    summary(await importFile(owner.client, owner.siteId, file, "lista.csv"), 201);
    const stored = (await guestList(owner.client, owner.siteId)).households.map((household) => [household.name, household.address, household.guests.length]);
    expect(stored).toEqual([
      ["Bo Ek", "Ån 3\nMalmö", 1],
      ["Familjen Jonsson", "Storgatan 1\n111 22 Stockholm", 2],
      ["Familjen Jönsson", "Ågatan 2\n222 33 Lund", 4],
    ]);
  });

  it("names the file's row of a stray quote", async () => {
    const owner = await site();
    const rows = ["Namn;E-post", ...Array.from({ length: 592 }, (_, index) => (index === 8 ? '"Anna Berg;anna@example.se' : `Gäst ${index + 2};g${index + 2}@example.se`))];
    const response = await importFile(owner.client, owner.siteId, rows.join("\n"), "lista.csv", { preview: true });
    expect(response.statusCode).toBe(422);
    expect(swedish(response)).toBe("CSV-filen kan inte läsas från rad 10: kontrollera citattecknen.");
  });

  it("refuses an empty file, a binary file, a file over 2 MB and an .xls with the text to show, storing nothing", async () => {
    const owner = await site();
    const empty = await importFile(owner.client, owner.siteId, "", "tom.csv");
    expect(empty.statusCode).toBe(422);
    expect(swedish(empty)).toBe("Filen är tom.");
    const binary = await importFile(owner.client, owner.siteId, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0xff, 0]), "bild.csv");
    expect(swedish(binary)).toMatch(/Filen kan inte läsas/);
    const huge = await importFile(owner.client, owner.siteId, "Namn\n" + "Anna Berg\n".repeat(210_000), "stor.csv");
    expect(huge.statusCode).toBe(422);
    expect(swedish(huge)).toBe("Filen är större än 2 MB.");
    expect(swedish(await importFile(owner.client, owner.siteId, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), "gammal.xls"))).toMatch(/Äldre Excel-filer/);
    const notMultipart = await owner.client.post(url(owner.siteId, "/import"), { file: "Namn\nAnna" });
    expect(notMultipart.statusCode).toBe(422);
    expect(await householdCount(owner.siteId)).toBe(0);
  });

  it("reports a file without a name column and imports nothing from it", async () => {
    const owner = await site();
    const response = summary(await importFile(owner.client, owner.siteId, "Adress;Telefon\nStorgatan 1;070-1\n", "fel.csv"), 201);
    expect(response).toMatchObject({ households: [], guests: 0, problems: [{ row: 1, code: "noNameColumn", value: "Adress, Telefon", skipped: true }] });
    expect(await householdCount(owner.siteId)).toBe(0);
  });

  it("refuses an .xlsx that unpacks past the bound, whether it says so or lies about its size", async () => {
    const owner = await site();
    const sheet = Buffer.alloc(XLSX_UNPACKED_MAX_BYTES + 1, " ");
    const declared = zipFile([{ name: "xl/worksheets/sheet1.xml", content: sheet }]);
    const lying = zipFile([{ name: "xl/worksheets/sheet1.xml", content: sheet, declaredSize: 1000 }]);
    expect(declared.length).toBeLessThan(100_000);
    for (const bomb of [declared, lying]) {
      const response = await importFile(owner.client, owner.siteId, bomb, "bomb.xlsx", { preview: true });
      expect(response.statusCode).toBe(422);
      expect(swedish(response)).toBe("Excel-filen blir större än 20 MB uppackad. Spara bara gästlistan i en ny fil och försök igen.");
    }
    const manyFiles = zipFile(Array.from({ length: 501 }, (_, index) => ({ name: `xl/media/${index}.xml`, content: Buffer.alloc(0) })));
    expect(swedish(await importFile(owner.client, owner.siteId, manyFiles, "många.xlsx", { preview: true }))).toMatch(/Excel-filen blir större än 20 MB/);
    const broken = await importFile(owner.client, owner.siteId, Buffer.concat([declared.subarray(0, 200), Buffer.alloc(200)]), "trasig.xlsx");
    expect(swedish(broken)).toMatch(/Filen kan inte läsas/);
  });

  it("refuses quickly an .xlsx whose zip64 directory hides a 300 MB entry, /healthz answering meanwhile", async () => {
    const owner = await site();
    const bomb = zip64WithHiddenEntry({ name: "[Content_Types].xml", content: Buffer.from("<Types/>") }, await deflatedSpaces("xl/worksheets/sheet1.xml", 300));
    expect(bomb.length).toBeLessThan(310 * 1024);
    const { response, ms, slowestHealthz } = await whileHealthzIsAsked(() => importFile(owner.client, owner.siteId, bomb, "gäster.xlsx", { preview: true }));
    expect(response.statusCode, response.body).toBe(422);
    expect(swedish(response)).toBe("Excel-filen blir större än 20 MB uppackad. Spara bara gästlistan i en ny fil och försök igen.");
    expect(ms).toBeLessThan(1000);
    expect(slowestHealthz).toBeLessThan(100);
  });

  it("refuses quickly a CSV whose header is 2 million commas, /healthz answering meanwhile", async () => {
    const owner = await site();
    const commas = "Namn" + ",".repeat(IMPORT_FILE_MAX_BYTES - 100) + "\nAnna Berg\n";
    const { response, ms, slowestHealthz } = await whileHealthzIsAsked(() => importFile(owner.client, owner.siteId, commas, "gäster.csv", { preview: true }));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ fields: ["file"] });
    expect(swedish(response)).toBe(`Filen har fler än ${IMPORT_COLUMNS_MAX} kolumner. Spara bara gästlistan i en ny fil och försök igen.`);
    expect(ms).toBeLessThan(1000);
    expect(slowestHealthz).toBeLessThan(100);
    expect(await householdCount(owner.siteId)).toBe(0);
  });

  it("refuses an import that would pass the list's bound with a 422 naming it, storing none of the file", async () => {
    const owner = await site();
    await t.database.db
      .insert(households)
      .values(Array.from({ length: HOUSEHOLDS_PER_SITE - 10 }, (_, index) => ({ siteId: owner.siteId, name: `Hushåll ${index}`, language: "sv", linkToken: newLinkToken() })));
    const preview = summary(await importFile(owner.client, owner.siteId, await fixture("guests-40.csv"), "guests-40.csv", { preview: true }), 200);
    expect(preview.overBound).toEqual({ code: "tooManyHouseholds", value: HOUSEHOLDS_PER_SITE });

    const refused = await importFile(owner.client, owner.siteId, await fixture("guests-40.csv"), "guests-40.csv");
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ fields: ["households"], message: `A guest list holds at most ${HOUSEHOLDS_PER_SITE} households; the file's households would make more.` });
    expect(await householdCount(owner.siteId)).toBe(HOUSEHOLDS_PER_SITE - 10);
    const guests = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(householdGuests)
      .innerJoin(households, eq(households.id, householdGuests.householdId))
      .where(eq(households.siteId, owner.siteId));
    expect(guests[0]!.count).toBe(0);
  });

  it("stores a file of exactly the list's bound of households, with their links", async () => {
    const owner = await site();
    const file = ["Namn;Barn", ...Array.from({ length: HOUSEHOLDS_PER_SITE }, (_, index) => `Gäst ${index};${index % 3 === 0 ? "ja" : "nej"}`)].join("\n");
    const imported = summary(await importFile(owner.client, owner.siteId, file, "alla.csv"), 201);
    expect(imported).toMatchObject({ stored: true, guests: HOUSEHOLDS_PER_SITE, overBound: null });
    const list = await guestList(owner.client, owner.siteId);
    expect(list.households).toHaveLength(HOUSEHOLDS_PER_SITE);
    expect(new Set(list.households.map((household) => household.linkToken)).size).toBe(HOUSEHOLDS_PER_SITE);
  });

  it("refuses other accounts, logged-out callers and another site's events", async () => {
    const owner = await site();
    const other = await site();
    const otherEvent = await addEvent(other.client, other.siteId, "Fest");
    const file = await fixture("guests-40.csv");
    expect((await importFile(other.client, owner.siteId, file, "guests-40.csv")).statusCode).toBe(403);
    expect((await importFile(agent(t.app), owner.siteId, file, "guests-40.csv", { preview: true })).statusCode).toBe(401);
    const foreignEvent = await importFile(owner.client, owner.siteId, file, "guests-40.csv", { eventIds: [otherEvent.id] });
    expect(foreignEvent.statusCode).toBe(422);
    expect(foreignEvent.json()).toMatchObject({ fields: ["eventIds"] });
    expect(await householdCount(owner.siteId)).toBe(0);
    expect(await householdCount(other.siteId)).toBe(0);
  });

  it("counts imports and previews per account, apart from the other guest-list writes", async () => {
    const owner = await site();
    for (let count = 0; count < GUEST_LIST_IMPORTS_PER_MINUTE; count++) {
      expect((await importFile(owner.client, owner.siteId, "Namn\nAnna Berg", "lista.csv", { preview: true })).statusCode).toBe(200);
    }
    expect((await importFile(owner.client, owner.siteId, "Namn\nAnna Berg", "lista.csv")).statusCode).toBe(429);
    expect((await owner.client.post(url(owner.siteId, "/households"), { name: "Familjen Berg", language: "sv" })).statusCode).toBe(201);
  });
});
