import ExcelJS from "exceljs";
import { PDFDocument, PDFName } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mm } from "../../src/server/features/printing/printBoxes";
import type { PrintRenderer } from "../../src/server/features/printing/renderer";
import { readSeatingPlan } from "../../src/server/features/seating/planRepository";
import { SEATING_EXPORTS_PER_MINUTE, SEATING_RENDERS_PER_HOUR } from "../../src/domain/seating/limits";
import { SEATING_RENDERS_WAITING_MAX } from "../../src/server/features/seatingPrints/renderSlots";
import { NAME_MIN_PT, NAME_WRAPPED_MIN_PT, placeCardsHtml } from "../../src/server/features/seatingPrints/placeCardsHtml";
import { placedByName, placedByTable } from "../../src/server/features/seatingPrints/placedGuests";
import { POSTER_LIST_MIN_PT, posterHtml } from "../../src/server/features/seatingPrints/posterHtml";
import { designSettings, printDesign } from "../../src/server/features/seatingPrints/printDesign";
import { SEATING_PRINT_TEXTS } from "../../src/server/features/seatingPrints/texts";
import { sites } from "../../src/server/db/schema";
import { createTestApp, registerOwner, type TestApp } from "../support/app";
import { noPrintPage } from "../support/printRenderer";
import { seedEvent, seedHouseholds } from "../support/seating";
import { dressSite, drawPages, fontDescriptors, isEmbedded, pdfText, seatGuests, seatingPrintRenderer } from "../support/seatingPrints";
import { eq, sql } from "drizzle-orm";

const renderer = seatingPrintRenderer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ overrides: { printRenderer: renderer } });
});
afterAll(async () => {
  await t.close();
  await renderer.close();
});

/** The longest name a guest may have (GUEST_NAME_MAX), made of real words. */
const LONGEST_NAME = `Märta ${"Åsa-Öberg von Ärlighetsberg ".repeat(8)}`.slice(0, 199) + "Ö";

const seatedDinner = async (owner: { siteId: string }, eventName = "Bröllopsmiddag på Gården", db = t.database.db) => {
  await dressSite(db, owner.siteId, "Åsa & Örjan");
  const dinner = await seedEvent(db, owner.siteId, eventName);
  const households = await seedHouseholds(db, owner.siteId, [dinner], [
    { name: "Familjen Öberg", guests: [{ name: "Åsa Öberg", dietary: "Vegetarisk" }, { name: "Örjan Öberg" }, { name: "Lilla My Öberg", child: true, dietary: "Nötallergi" }] },
    { name: "Familjen Ärlig", guests: [{ name: "Märta Ärlig" }, { name: LONGEST_NAME, dietary: "=SUM(A1:A9)" }] },
    { name: "Familjen Berg", guests: [{ name: "Bo Berg" }, { name: "Britt Berg", dietary: "Glutenfri" }, { name: "Ebbe Berg", child: true }, { name: "Stina Utan Plats" }] },
  ]);
  await seatGuests(db, owner.siteId, dinner, [{ name: "Brudbordet", shape: "head", seats: 4 }, { name: "3", shape: "round", seats: 4 }], households);
  return dinner;
};

const pdfOf = async (body: Buffer) => PDFDocument.load(body);
const size = (box: { width: number; height: number }) => [Math.round(box.width), Math.round(box.height)];

describe("place cards", () => {
  it("are A4 sheets of six tent cards, one per seated guest by table then seat, in the site's fonts, the longest name whole", async () => {
    const owner = await registerOwner(t.app);
    const dinner = await seatedDinner(owner);

    const response = await owner.client.get(`/api/sites/${owner.siteId}/seating/${dinner}/place-cards.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="bordskort-Brollopsmiddag-pa-Garden.pdf"; filename*=UTF-8''${encodeURIComponent("bordskort-Bröllopsmiddag-på-Gården.pdf")}`,
    );
    const body = response.rawPayload;
    await drawPages(body, "seating-place-cards", 100);

    // 8 seated guests (Stina has no seat): a full sheet of six and a second of two.
    const pdf = await pdfOf(body);
    expect(pdf.getPageCount()).toBe(2);
    for (const page of pdf.getPages()) {
      for (const box of [page.getMediaBox(), page.getTrimBox(), page.getBleedBox()]) expect([box.x, box.y, Math.round(box.width), Math.round(box.height)]).toEqual([0, 0, Math.round(mm(210)), Math.round(mm(297))]);
    }
    const fonts = fontDescriptors(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !isEmbedded(font)).map((font) => String(font.get(PDFName.of("FontName"))))).toEqual([]);
    expect(fonts.map((font) => String(font.get(PDFName.of("FontName")))).join(" ")).toMatch(/GreatVibes/);

    // Each name is on both halves of its card; by table (Brudbordet, then table 3), then seat.
    // Words of a name break across lines (wrapped, or read upside down), so the text is compared without its spaces.
    const flat = (await pdfText(body)).replace(/\s+/g, "");
    const order = ["Åsa Öberg", "Örjan Öberg", "Lilla My Öberg", "Märta Ärlig", LONGEST_NAME, "Bo Berg", "Britt Berg", "Ebbe Berg"].map((name) => name.replace(/\s+/g, ""));
    const firsts = order.map((name) => flat.indexOf(name));
    expect(firsts.every((at) => at >= 0)).toBe(true);
    expect([...firsts].sort((a, b) => a - b)).toEqual(firsts);
    // Every name twice, the 200-character one whole too: both halves of the tent.
    for (const name of order) expect(flat.split(name).length - 1, name).toBe(2);
    expect(flat).not.toContain("StinaUtanPlats");
    expect(flat.split("BORD3").length - 1).toBe(8);
    expect(flat.split("BRUDBORDET").length - 1).toBe(8);

    // Read from the page itself: no name is cut by its box, the longest wrapped at a size still printed crisply.
    const site = (await t.database.db.select().from(sites).where(eq(sites.id, owner.siteId)))[0]!;
    const plan = (await readSeatingPlan(t.database.db, owner.siteId, dinner))!;
    const html = placeCardsHtml(placedByTable(plan), { language: "sv", title: "Bordskort", texts: SEATING_PRINT_TEXTS.sv, design: await printDesign(designSettings(site.document)) });
    const { dataset } = await renderer.renderSheets({ name: "place cards", html });
    expect(dataset.namesCut).toBe("0");
    expect(Number(dataset.smallestNamePt)).toBeGreaterThanOrEqual(NAME_WRAPPED_MIN_PT);
    expect(Number(dataset.smallestNamePt)).toBeLessThan(NAME_MIN_PT);
  }, 60_000);
});

describe("the table plan poster", () => {
  it("fits 300 guests on one A3 sheet by name with their tables, and draws A2 too", async () => {
    const owner = await registerOwner(t.app);
    const db = t.database.db;
    await dressSite(db, owner.siteId, "Åsa & Örjan");
    const dinner = await seedEvent(db, owner.siteId, "Middag");
    const surnames = ["Öberg", "Ärlig", "Åberg", "Zetterlund", "Berg", "Lindqvist", "Ångström", "Östlund", "Nilsson", "Älvdal"];
    const households = await seedHouseholds(
      db,
      owner.siteId,
      [dinner],
      Array.from({ length: 150 }, (_, index) => {
        const surname = `${surnames[index % surnames.length]}-${["Karlsson", "Svensson", "Johansson"][index % 3]} ${index}`;
        return { name: `Familjen ${surname}`, guests: [{ name: `Åsa ${surname}` }, { name: `Märta ${surname}`, child: index % 5 === 0 }] };
      }),
    );
    // The head table at the top, long tables of 20 in three rows below it.
    const tables = Array.from({ length: 15 }, (_, index) =>
      index === 0 ? { name: "Brudbordet", shape: "head" as const, seats: 20, x: 1000, y: 100 } : { name: `${index + 1}`, shape: "long" as const, seats: 20, x: 350 + ((index - 1) % 3) * 650, y: 330 + Math.floor((index - 1) / 3) * 260 },
    );
    await seatGuests(db, owner.siteId, dinner, tables, households);

    const a3 = await owner.client.get(`/api/sites/${owner.siteId}/seating/${dinner}/poster.pdf?size=a3`);
    expect(a3.statusCode, a3.body).toBe(200);
    expect(a3.headers["content-disposition"]).toContain('filename="bordsplacering-Middag-A3.pdf"');
    await drawPages(a3.rawPayload, "seating-poster-a3", 60);
    const pdf = await pdfOf(a3.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(size(pdf.getPage(0).getMediaBox())).toEqual([Math.round(mm(297)), Math.round(mm(420))]);
    expect(size(pdf.getPage(0).getTrimBox())).toEqual([Math.round(mm(297)), Math.round(mm(420))]);
    expect(fontDescriptors(pdf).every(isEmbedded)).toBe(true);
    const text = await pdfText(a3.rawPayload);
    const names = households.flatMap((household) => household.guests.map((guest) => guest.name));
    expect(names.filter((name) => !text.includes(name))).toEqual([]);
    expect(text).toContain("Åsa & Örjan");
    // Alphabetical in Swedish: Z before Å before Ä before Ö.
    expect(text.indexOf("Märta Zetterlund")).toBeLessThan(text.indexOf("Åsa Berg"));
    expect(text.indexOf("Åsa Zetterlund")).toBeLessThan(text.indexOf("Åsa Åberg"));
    expect(text.indexOf("Åsa Ärlig")).toBeLessThan(text.indexOf("Åsa Öberg"));

    // The letter size the list was fitted at, read from the page itself: legible at the door.
    const site = (await db.select().from(sites).where(eq(sites.id, owner.siteId)))[0]!;
    const plan = (await readSeatingPlan(db, owner.siteId, dinner))!;
    const html = posterHtml(placedByName(plan, "sv"), plan.tables, { size: "a3", language: "sv", title: "Åsa & Örjan", eventName: "Middag", texts: SEATING_PRINT_TEXTS.sv, design: await printDesign(designSettings(site.document)) });
    const { dataset } = await renderer.renderSheets({ name: "table plan", html });
    expect(Number(dataset.listFontPt)).toBeGreaterThanOrEqual(8.5);
    expect(Number(dataset.listFontPt)).toBeGreaterThan(POSTER_LIST_MIN_PT);
    // Tables named as couples name them keep their whole name beside every guest: the list gets smaller instead.
    const named = { ...plan, tables: plan.tables.map((table) => ({ ...table, name: `Bordet vid fönstret ${table.name}` })) };
    const long = await renderer.renderSheets({ name: "table plan", html: posterHtml(placedByName(named, "sv"), named.tables, { size: "a3", language: "sv", title: "Åsa & Örjan", eventName: "Middag", texts: SEATING_PRINT_TEXTS.sv, design: await printDesign(designSettings(site.document)) }) });
    expect(long.dataset).toMatchObject({ tableNamesCut: "0" });
    expect(long.dataset.listOverflow).toBeUndefined();
    await drawPages(long.pdf, "seating-poster-long-table-names", 60);

    const a2 = await owner.client.get(`/api/sites/${owner.siteId}/seating/${dinner}/poster.pdf?size=a2`);
    expect(a2.statusCode, a2.body).toBe(200);
    const a2Pdf = await pdfOf(a2.rawPayload);
    expect(a2Pdf.getPageCount()).toBe(1);
    expect(size(a2Pdf.getPage(0).getMediaBox())).toEqual([Math.round(mm(420)), Math.round(mm(594))]);
    await drawPages(a2.rawPayload, "seating-poster-a2", 40);

    const wrongSize = await owner.client.get(`/api/sites/${owner.siteId}/seating/${dinner}/poster.pdf?size=a0`);
    expect(wrongSize.statusCode).toBe(422);
    expect(wrongSize.json()).toMatchObject({ isErrorResponse: true, fields: ["size"] });
  }, 90_000);
});

describe("a Danish site's prints", () => {
  it("speak Danish on the poster and on the caterer's list the owner reads in Danish", async () => {
    const owner = await registerOwner(t.app);
    const db = t.database.db;
    await dressSite(db, owner.siteId, "Søren & Ærø", "da");
    const dinner = await seedEvent(db, owner.siteId, "Middag");
    await db.execute(sql`update guest_events set name = '{"da": "Bryllupsmiddag"}' where id = ${dinner}`);
    const households = await seedHouseholds(db, owner.siteId, [dinner], [{ name: "Familien Ørsted", guests: [{ name: "Søren Ørsted", dietary: "Vegetar" }, { name: "Åse Ørsted", child: true }] }]);
    await seatGuests(db, owner.siteId, dinner, [{ name: "7", seats: 8 }], households);

    const poster = await owner.client.get(`/api/sites/${owner.siteId}/seating/${dinner}/poster.pdf`);
    expect(poster.statusCode, poster.body).toBe(200);
    expect(poster.headers["content-disposition"]).toContain('filename="bordplan-Bryllupsmiddag-A3.pdf"');
    await drawPages(poster.rawPayload, "seating-poster-da", 40);
    const text = await pdfText(poster.rawPayload);
    expect(text).toContain("Søren & Ærø");
    expect(text).toContain("BRYLLUPSMIDDAG · BORDPLAN");
    expect(text).toMatch(/Søren Ørsted\s+Bord 7/);
    expect(text).not.toContain("Bordsplacering");

    const list = await owner.client.get(`/api/sites/${owner.siteId}/seating/${dinner}/caterer.pdf?lang=da`);
    expect(list.headers["content-disposition"]).toContain('filename="cateringliste-Bryllupsmiddag.pdf"');
    const listText = await pdfText(list.rawPayload);
    expect(listText).toContain("Cateringliste – Bryllupsmiddag");
    expect(listText).toContain("Bord 7 · 8 pladser");
    expect(listText).toContain("Åse Ørsted Barn");
    expect(listText).toContain("I alt: Gæster: 2 · Børn: 1 · Specialkost: 1");
  }, 60_000);
});

describe("a poster of more guests than a sheet holds", () => {
  it("runs the list on to a next sheet at the smallest size instead of shrinking it further or cutting it off", async () => {
    const plan = {
      eventId: "e",
      revision: 1,
      rules: {} as never,
      openSearch: false,
      notices: [],
      tables: Array.from({ length: 50 }, (_, index) => ({ id: `t${index}`, name: `${index + 1}`, shape: "long" as const, seats: 40, x: 200 + (index % 5) * 400, y: 100 + Math.floor(index / 5) * 130, rotation: 0, nearExit: false, nearSpeakers: false, position: index })),
    };
    const guests = Array.from({ length: 2000 }, (_, index) => ({
      guest: { id: `g${index}`, name: `Märta Öberg-Ärlighetsberg ${index}`, child: false, householdId: "h", householdName: "h", dietary: "", tableId: `t${index % 50}`, seat: Math.floor(index / 50), locked: false, role: null, need: null, family: false },
      table: plan.tables[index % 50]!,
      seat: Math.floor(index / 50),
    }));
    const html = posterHtml(guests, plan.tables, { size: "a3", language: "sv", title: "Åsa & Örjan", eventName: "Middag", texts: SEATING_PRINT_TEXTS.sv, design: await printDesign(designSettings({})) });
    const { pdf, dataset } = await renderer.renderSheets({ name: "table plan", html });
    expect(dataset).toMatchObject({ listOverflow: "true", listFontPt: String(POSTER_LIST_MIN_PT) });
    const pages = (await PDFDocument.load(pdf)).getPageCount();
    expect(pages).toBeGreaterThan(1);
    const flat = (await pdfText(pdf)).replace(/\s+/g, "");
    expect(guests.filter(({ guest }) => !flat.includes(`${guest.name.replace(/\s+/g, "")}Bord`))).toEqual([]);
    await drawPages(pdf, "seating-poster-overflow", 30);
  }, 90_000);
});

describe("the caterer's list", () => {
  it("is a workbook of every seated guest by table with seat, child and diet, totals per table and overall, guests' texts as text", async () => {
    const owner = await registerOwner(t.app);
    const dinner = await seatedDinner(owner, "Middag");
    const response = await owner.client.get(`/api/sites/${owner.siteId}/seating/${dinner}/caterer.xlsx`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers["content-disposition"]).toContain('filename="cateringlista-Middag.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const [guests, totals] = workbook.worksheets;
    const rows = guests!.getSheetValues().slice(1).map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(rows[0]).toEqual(["Bord", "Plats", "Gäst", "Barn", "Specialkost"]);
    expect(rows.slice(1, 6)).toEqual([
      ["Brudbordet", 1, "Åsa Öberg", undefined, "Vegetarisk"],
      ["Brudbordet", 2, "Örjan Öberg"],
      ["Brudbordet", 3, "Lilla My Öberg", "Barn", "Nötallergi"],
      ["Brudbordet", 4, "Märta Ärlig"],
      ["Totalt Brudbordet", "4 platser", 4, 1, 2],
    ]);
    expect(rows[7]).toEqual(["Bord 3", 1, LONGEST_NAME, undefined, "=SUM(A1:A9)"]);
    expect(guests!.getCell("E8").type).toBe(ExcelJS.ValueType.String);
    expect(rows[11]).toEqual(["Totalt Bord 3", "4 platser", 4, 1, 2]);
    expect(rows.at(-1)).toEqual(["Totalt", undefined, 8, 2, 4]);
    const totalRows = totals!.getSheetValues().slice(1).map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(totalRows).toEqual([
      ["Bord", "Plats", "Gäster", "Barn", "Specialkost"],
      ["Brudbordet", 4, 4, 1, 2],
      ["Bord 3", 4, 4, 1, 2],
      ["Totalt", 8, 8, 2, 4],
    ]);
  });

  it("is an A4 PDF with the same tables and totals, in the owner's language", async () => {
    const owner = await registerOwner(t.app);
    const dinner = await seatedDinner(owner, "Middag");
    const response = await owner.client.get(`/api/sites/${owner.siteId}/seating/${dinner}/caterer.pdf?lang=en`);
    expect(response.statusCode, response.body).toBe(200);
    await drawPages(response.rawPayload, "seating-caterer", 80);
    const pdf = await pdfOf(response.rawPayload);
    expect(size(pdf.getPage(0).getMediaBox())).toEqual([Math.round(mm(210)), Math.round(mm(297))]);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Caterer's list – Middag");
    expect(text).toContain("Brudbordet · 4 seats");
    expect(text).toContain("Table 3 · 4 seats");
    expect(text).toContain("Lilla My Öberg Child Nötallergi");
    expect(text).toContain("Total: Guests: 8 · Children: 2 · Special diets: 4");
    expect(text.replace(/\s+/g, "")).toContain(LONGEST_NAME.replace(/\s+/g, ""));
  });
});

describe("who may make the files", () => {
  it("refuses another account's site, an event of another site, a plan with nobody seated and a logged-out caller", async () => {
    const owner = await registerOwner(t.app);
    const stranger = await registerOwner(t.app);
    const dinner = await seatedDinner(owner, "Middag");
    const theirs = await seedEvent(t.database.db, stranger.siteId, "Deras middag");
    const empty = await seedEvent(t.database.db, owner.siteId, "Lunch");
    for (const file of ["place-cards.pdf", "poster.pdf", "caterer.xlsx", "caterer.pdf"]) {
      expect((await stranger.client.get(`/api/sites/${owner.siteId}/seating/${dinner}/${file}`)).statusCode, file).toBe(403);
      const otherSite = await owner.client.get(`/api/sites/${owner.siteId}/seating/${theirs}/${file}`);
      expect(otherSite.statusCode, file).toBe(404);
      expect(otherSite.json()).toMatchObject({ isErrorResponse: true });
      const nobody = await owner.client.get(`/api/sites/${owner.siteId}/seating/${empty}/${file}`);
      expect(nobody.statusCode, file).toBe(422);
      expect(nobody.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: expect.stringContaining("Ingen gäst är placerad") } });
      expect((await t.app.inject({ method: "GET", url: `/api/sites/${owner.siteId}/seating/${dinner}/${file}` })).statusCode, file).toBe(401);
    }
  });

  it("makes at most SEATING_EXPORTS_PER_MINUTE files a minute per account", async () => {
    const owner = await registerOwner(t.app);
    const dinner = await seatedDinner(owner, "Middag");
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) statuses.push((await owner.client.get(`/api/sites/${owner.siteId}/seating/${dinner}/caterer.xlsx`)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("seating prints drawn in the browser", () => {
  it("are at most SEATING_RENDERS_PER_HOUR an hour per account, whatever the minute's bound allows", async () => {
    const quick: PrintRenderer = {
      ...noPrintPage,
      async renderSheets({ html }) {
        const pdf = await PDFDocument.create();
        for (const _sheet of html.matchAll(/<section class="sheet">/g)) pdf.addPage([mm(210), mm(297)]);
        return { pdf: await pdf.save(), dataset: {} };
      },
    };
    const other = await createTestApp({ overrides: { printRenderer: quick } });
    try {
      const owner = await registerOwner(other.app);
      const dinner = await seatedDinner(owner, "Middag", other.database.db);
      const files = ["place-cards.pdf", "poster.pdf?size=a3"];
      const statuses: number[] = [];
      for (let index = 0; index < SEATING_RENDERS_PER_HOUR; index++) {
        if (index > 0 && index % SEATING_EXPORTS_PER_MINUTE === 0) other.advanceTime(61_000);
        statuses.push((await owner.client.get(`/api/sites/${owner.siteId}/seating/${dinner}/${files[index % 2]}`)).statusCode);
      }
      expect(statuses).toEqual(Array(SEATING_RENDERS_PER_HOUR).fill(200));
      other.advanceTime(61_000);
      expect((await owner.client.get(`/api/sites/${owner.siteId}/seating/${dinner}/place-cards.pdf`)).statusCode).toBe(429);
      // The caterer's list is not drawn in the browser: it is still there.
      expect((await owner.client.get(`/api/sites/${owner.siteId}/seating/${dinner}/caterer.xlsx`)).statusCode).toBe(200);
      other.advanceTime(3_600_000);
      expect((await owner.client.get(`/api/sites/${owner.siteId}/seating/${dinner}/poster.pdf`)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe("seating prints waiting for the browser", () => {
  it("are refused at once past SEATING_RENDERS_WAITING_MAX, and drawn again when one is done", async () => {
    // A browser that draws only when told to: the renders stay in hand until the test lets them go.
    const held: (() => void)[] = [];
    const slow: PrintRenderer = {
      ...noPrintPage,
      async renderSheets({ html }) {
        await new Promise<void>((release) => held.push(release));
        const pdf = await PDFDocument.create();
        for (const _sheet of html.matchAll(/<section class="sheet">/g)) pdf.addPage([mm(210), mm(297)]);
        return { pdf: await pdf.save(), dataset: {} };
      },
    };
    const other = await createTestApp({ overrides: { printRenderer: slow } });
    try {
      const owner = await registerOwner(other.app);
      const dinner = await seatedDinner(owner, "Middag", other.database.db);
      const url = `/api/sites/${owner.siteId}/seating/${dinner}/place-cards.pdf`;
      const waiting = Array.from({ length: SEATING_RENDERS_WAITING_MAX }, () => owner.client.get(url));
      await vi.waitFor(() => expect(held).toHaveLength(SEATING_RENDERS_WAITING_MAX));

      const refused = await owner.client.get(url);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: expect.any(String) } });

      for (const release of held.splice(0)) release();
      expect((await Promise.all(waiting)).map((response) => response.statusCode)).toEqual(Array(SEATING_RENDERS_WAITING_MAX).fill(200));
      const again = owner.client.get(url);
      await vi.waitFor(() => expect(held).toHaveLength(1));
      held[0]!();
      expect((await again).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
