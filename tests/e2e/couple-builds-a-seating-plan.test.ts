import type { Locator, Page } from "playwright-core";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { SeatingPlan } from "../../src/domain/seating/plan";
import { drawPages } from "../support/seatingPrints";
import { DESKTOP, expectAccessible, expectNoPageErrors, openPage, PHONE, screenshot } from "./support/browser";
import { setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";
import { weddingWithSixtyGuests } from "./support/weddingGuests";

const journey = setUpJourneys();

async function readPlan(page: Page, siteId: string, eventId: string) {
  return (await (await page.request.get(`${journey.server.url}/api/sites/${siteId}/seating/${eventId}`)).json()) as SeatingPlan;
}

/** A pointer drag from the middle of one element to the middle of another, in steps as a hand moves. */
async function drag(page: Page, from: Locator, to: Locator) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, { steps: 2 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 8 });
  await page.mouse.up();
}

const said = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).waitFor();
const seat = (page: Page, tableId: string, number: number) => page.locator(`[data-drop-table="${tableId}"][data-drop-seat="${number}"]`);

describe("the couple builds a seating plan", () => {
  it("sets up 8 tables for the dinner's 60 guests, seats them by drag, by keyboard and in bulk, undoes, locks two seats, deletes a table with guests and lets the page place the rest", { timeout: 240_000 }, async () => {
    const page = await openPage(journey.browser, { ...DESKTOP, alsoAt: PHONE });
    const { siteId, dinner } = await weddingWithSixtyGuests(page, journey.server);

    // Bordsplacering is in the editor's menu, beside Gäster; two events: the couple chooses the dinner.
    await page.goto(`${journey.server.url}/redigera/${siteId}/`);
    await page.getByRole("navigation", { name: "Redigeringsmeny" }).getByRole("link", { name: "Bordsplacering" }).click();
    await page.getByRole("heading", { name: "Bordsplacering", level: 1 }).waitFor();
    await page.getByRole("heading", { name: "Välj evenemang" }).waitFor();
    await expectAccessible(page, "choosing the event");
    await screenshot(page, "seating-choose-event");
    await page.getByRole("button", { name: /Middag\s*60 kommer · 0 placerade/ }).click();
    await page.getByText("Inga bord ännu.").waitFor();
    await page.getByText("60 oplacerade av 60").waitFor();
    await expectAccessible(page, "an empty seating plan");
    await screenshot(page, "seating-empty-plan");

    // Eight tables through the table dialog: the couple's head table of 6, then seven round tables of 8.
    await page.getByRole("button", { name: "Lägg till bord" }).click();
    const dialog = page.getByRole("dialog", { name: "Nytt bord" });
    await dialog.getByLabel("Namn eller nummer").fill("Brudbord");
    await dialog.getByLabel("Form").selectOption({ label: "Brudbord (en sida)" });
    await dialog.getByLabel("Antal platser").fill("6");
    await expectAccessible(page, "the new table dialog");
    await dialog.getByRole("button", { name: "Lägg till" }).click();
    await said(page, "Brudbord är tillagt.");
    for (let number = 2; number <= 8; number++) {
      await page.getByRole("button", { name: "Lägg till bord" }).click();
      await expect.poll(() => dialog.getByLabel("Namn eller nummer").inputValue()).toBe(`Bord ${number}`);
      await dialog.getByRole("button", { name: "Lägg till" }).click();
      await said(page, `Bord ${number} är tillagt.`);
    }
    let plan = await readPlan(page, siteId, dinner.id);
    expect(plan.tables.map((table) => [table.name, table.seats])).toEqual([["Brudbord", 6], ...[2, 3, 4, 5, 6, 7, 8].map((number) => [`Bord ${number}`, 8])]);
    const id = (name: string) => plan.tables.find((table) => table.name === name)!.id;

    // The head table dragged to the top of the room, on the grid; Bord 2 moved by the arrow keys and turned.
    const room = page.getByRole("group", { name: "Rummet med borden" });
    const head = room.getByRole("button", { name: /^Brudbord: 0 av 6 platser/ });
    const box = (await room.boundingBox())!;
    const headBox = (await head.boundingBox())!;
    await page.mouse.move(headBox.x + headBox.width / 2, headBox.y + headBox.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.1, { steps: 10 });
    await page.mouse.up();
    await said(page, "Brudbord flyttat.");
    plan = await readPlan(page, siteId, dinner.id);
    const moved = plan.tables.find((table) => table.name === "Brudbord")!;
    expect(moved.x % 50).toBe(0);
    expect(moved.y).toBeLessThan(250);

    const bord2 = room.getByRole("button", { name: /^Bord 2: / });
    await bord2.focus();
    await page.keyboard.press("Enter");
    const tablePanel = page.getByRole("region", { name: "Bord 2" });
    await tablePanel.getByRole("button", { name: "Vrid 15° medurs" }).click();
    await bord2.focus();
    await page.keyboard.press("ArrowDown");
    await said(page, "Bord 2 flyttat.");
    await expect.poll(async () => (await readPlan(page, siteId, dinner.id)).tables.find((table) => table.name === "Bord 2")).toMatchObject({ x: 750, y: 500, rotation: 15 });
    // Bord 4 chosen too (shift-click) and lined up with Bord 2 in a row.
    await room.getByRole("button", { name: /^Bord 4: / }).click({ modifiers: ["Shift"] });
    await page.getByRole("region", { name: "Bord 2, Bord 4" }).getByRole("button", { name: "Rada upp på en rad" }).click();
    await expect.poll(async () => (await readPlan(page, siteId, dinner.id)).tables.find((table) => table.name === "Bord 4")).toMatchObject({ x: 1650, y: 500 });
    await bord2.click();
    await bord2.click();
    await tablePanel.waitFor({ state: "detached" });

    // By drag: Åsa Öberg, found by a search, from the list to the head table's first seat.
    const guests = page.getByRole("region", { name: "Oplacerade gäster" });
    await guests.getByLabel("Sök gäst").fill("åsa");
    await expect.poll(() => guests.getByRole("button").allInnerTexts()).toEqual(["Åsa Öberg"]);
    await drag(page, guests.getByRole("button", { name: "Åsa Öberg" }), seat(page, id("Brudbord"), 0));
    await said(page, "Åsa Öberg placerad vid Brudbord, plats 1.");
    // By keyboard: Örjan chosen with Enter, then the table and seat from the menu.
    await guests.getByLabel("Sök gäst").fill("");
    await guests.getByRole("button", { name: "Örjan Öberg" }).focus();
    await page.keyboard.press("Enter");
    const details = page.getByRole("region", { name: "Örjan Öberg" });
    await details.getByLabel("Bord", { exact: true }).selectOption({ label: "Brudbord" });
    await details.getByLabel("Plats", { exact: true }).selectOption({ label: "Plats 2 – ledig" });
    await details.getByRole("button", { name: "Placera" }).press("Enter");
    await said(page, "Örjan Öberg placerad vid Brudbord, plats 2.");

    // In bulk: the Berg household ticked and seated at Bord 3, side by side.
    await guests.getByRole("checkbox", { name: "Välj hela Familjen Berg" }).check();
    await guests.getByLabel("Placera vid").selectOption({ label: "Bord 3 (8 lediga)" });
    await guests.getByRole("button", { name: "Placera", exact: true }).click();
    await said(page, "3 gäster placerade vid Bord 3.");
    plan = await readPlan(page, siteId, dinner.id);
    expect(plan.guests.filter((guest) => guest.tableId === id("Bord 3")).map((guest) => [guest.name, guest.seat])).toEqual([
      ["Anna Berg", 0],
      ["Erik Berg", 1],
      ["Olle Berg", 2],
    ]);
    await page.getByText("55 oplacerade av 60").waitFor();
    await expectAccessible(page, "a plan being built");
    await screenshot(page, "seating-plan-being-built");

    // Undo and redo from the keyboard: the Bergs off the table and back, each a new call.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("Control+z");
    await said(page, "Ändringen är ångrad.");
    await page.getByText("58 oplacerade av 60").waitFor();
    await page.keyboard.press("Control+Shift+z");
    await said(page, "Ändringen är gjord igen.");
    await page.getByText("55 oplacerade av 60").waitFor();

    // Dropped on a table rather than a seat: the first free one.
    await page.getByRole("region", { name: "Örjan Öberg" }).getByRole("button", { name: "Stäng" }).click();
    await guests.getByLabel("Sök gäst").fill("per ek");
    await drag(page, guests.getByRole("button", { name: "Per Ek" }), room.getByRole("button", { name: /^Bord 5: / }));
    await said(page, "Per Ek placerad vid Bord 5, plats 1.");
    await guests.getByLabel("Sök gäst").fill("");

    // A swap by drag: Anna Berg onto Åsa's seat sends Åsa to Anna's.
    await drag(page, seat(page, id("Bord 3"), 0), seat(page, id("Brudbord"), 0));
    await said(page, "Anna Berg och Åsa Öberg bytte plats.");
    await page.getByRole("button", { name: "Ångra" }).click();
    await said(page, "Ändringen är ångrad.");

    // Two seats locked: the couple's own at the head table.
    for (const [number, name] of [[0, "Åsa Öberg"], [1, "Örjan Öberg"]] as const) {
      await seat(page, id("Brudbord"), number).click();
      await page.getByRole("region", { name }).getByRole("button", { name: "Lås platsen" }).click();
      await said(page, "Platsen är låst.");
    }
    await expect.poll(async () => (await readPlan(page, siteId, dinner.id)).guests.filter((guest) => guest.locked).map((guest) => guest.name)).toEqual(["Åsa Öberg", "Örjan Öberg"]);
    await expectAccessible(page, "a chosen guest with a locked seat");
    await screenshot(page, "seating-locked-seats");

    // Bord 3 deleted with the Bergs on it: asked first, then they are unplaced and the notice says so.
    await room.getByRole("button", { name: /^Bord 3: / }).click();
    await page.getByRole("region", { name: "Bord 3" }).getByRole("button", { name: "Ta bort" }).click();
    const confirm = page.getByRole("dialog", { name: "Ta bort Bord 3?" });
    await confirm.getByText("3 gäster sitter vid bordet.").waitFor();
    await confirm.getByRole("button", { name: "Ta bort" }).click();
    const notices = page.getByRole("region", { name: "Sedan sist" });
    await notices.getByText("Bord 3 togs bort: Anna Berg är oplacerad.").waitFor();
    await expectAccessible(page, "the plan's notices");
    // Undone: the table made again with the Bergs on their seats; redone: deleted again.
    await page.getByRole("button", { name: "Ångra" }).click();
    await said(page, "Ändringen är ångrad.");
    await expect
      .poll(async () => {
        const again = await readPlan(page, siteId, dinner.id);
        const bord3 = again.tables.find((table) => table.name === "Bord 3");
        return again.guests.filter((guest) => bord3 && guest.tableId === bord3.id).map((guest) => [guest.name, guest.seat]);
      })
      .toEqual([
        ["Anna Berg", 0],
        ["Erik Berg", 1],
        ["Olle Berg", 2],
      ]);
    await page.getByRole("button", { name: "Gör om" }).click();
    await said(page, "Ändringen är gjord igen.");
    await expect.poll(async () => (await readPlan(page, siteId, dinner.id)).tables.map((table) => table.name)).not.toContain("Bord 3");
    await notices.getByRole("button", { name: "OK" }).click();
    await notices.waitFor({ state: "detached" });
    await page.getByText("57 oplacerade av 60").waitFor();

    // The rules: Karin Lindqvist and Ingrid Sjöström kept apart, and Märta Ärlig marked as family.
    await page.getByText("Regler för Placera åt mig").click();
    const apart = page.getByRole("group", { name: "Håll isär" });
    await apart.getByLabel("Första gästen").selectOption({ label: "Karin Lindqvist" });
    await apart.getByLabel("Andra gästen").selectOption({ label: "Ingrid Sjöström" });
    await apart.getByRole("button", { name: "Lägg till" }).click();
    await apart.getByText("Karin Lindqvist · Ingrid Sjöström").waitFor();
    await expect.poll(async () => (await readPlan(page, siteId, dinner.id)).rules.apart).toHaveLength(1);
    await guests.getByRole("button", { name: "Märta Ärlig" }).click();
    await page.getByRole("region", { name: "Märta Ärlig" }).getByRole("checkbox", { name: "Familj" }).check();
    await expect.poll(async () => (await readPlan(page, siteId, dinner.id)).guests.find((guest) => guest.name === "Märta Ärlig")?.family).toBe(true);
    await expectAccessible(page, "the rules and a guest's marks");
    await screenshot(page, "seating-rules");
    await page.getByRole("region", { name: "Märta Ärlig" }).getByRole("button", { name: "Stäng" }).click();

    // "Placera åt mig": everyone the tables hold is seated, the locked seats kept; what did not fit is said under it.
    await page.getByRole("button", { name: "Placera åt mig" }).click();
    const outcome = page.getByRole("region", { name: /^(Placeringen är klar|Det här gick inte att följa)/ });
    await outcome.getByText(/^Platserna räcker inte: .+ har ingen plats\. Lägg till ett bord eller fler platser\.$/).waitFor();
    plan = await readPlan(page, siteId, dinner.id);
    expect(plan.guests.filter((guest) => guest.tableId !== null)).toHaveLength(54);
    expect(plan.guests.filter((guest) => guest.locked).map((guest) => [guest.name, guest.tableId, guest.seat])).toEqual([
      ["Åsa Öberg", id("Brudbord"), 0],
      ["Örjan Öberg", id("Brudbord"), 1],
    ]);
    await page.getByText("6 oplacerade av 60").waitFor();
    // 54 seats for 60: which six wait depends on the households' ids, so the pair is checked when both got a seat.
    const [karin, ingrid] = ["Karin Lindqvist", "Ingrid Sjöström"].map((name) => plan.guests.find((guest) => guest.name === name)!);
    if (karin!.tableId && ingrid!.tableId) expect(karin!.tableId).not.toBe(ingrid!.tableId);
    await expectAccessible(page, "a placed plan");
    await screenshot(page, "seating-placed-for-us");
    // Each seat explains itself.
    await seat(page, id("Brudbord"), 0).click();
    const why = page.getByRole("region", { name: "Varför Åsa Öberg sitter här" });
    await why.getByText("Åsa Öberg har en låst plats.").waitFor();
    await why.getByText("Åsa Öberg sitter vid samma bord som sitt sällskap.").waitFor();
    await expectAccessible(page, "why a guest sits where they sit");
    await screenshot(page, "seating-seat-reasons");
    if (karin!.tableId && ingrid!.tableId) {
      await seat(page, karin!.tableId, karin!.seat!).click();
      await page.getByRole("region", { name: "Varför Karin Lindqvist sitter här" }).getByText("Karin Lindqvist sitter vid ett annat bord än Ingrid Sjöström: de ska hållas isär.").waitFor();
    }
    await page.getByRole("region", { name: /^(Åsa Öberg|Karin Lindqvist)$/ }).getByRole("button", { name: "Stäng" }).click();
    // Undone as one step, and made again.
    await page.getByRole("button", { name: "Ångra" }).click();
    await page.getByText("57 oplacerade av 60").waitFor();
    await page.getByRole("button", { name: "Gör om" }).click();
    await page.getByText("6 oplacerade av 60").waitFor();

    // The files for the evening.
    const downloads = page.getByRole("region", { name: "Skriv ut och dela" });
    expect(await downloads.getByRole("link", { name: "Bordskort (PDF)" }).getAttribute("href")).toBe(`/api/sites/${siteId}/seating/${dinner.id}/place-cards.pdf`);
    expect(await downloads.getByRole("link", { name: "Bordsplan A2" }).getAttribute("href")).toBe(`/api/sites/${siteId}/seating/${dinner.id}/poster.pdf?size=a2`);
    expect(await downloads.getByRole("link", { name: "Lista till cateringen (PDF)" }).getAttribute("href")).toBe(`/api/sites/${siteId}/seating/${dinner.id}/caterer.pdf`);
    // Printed: the place cards on A4 and the poster on A3, drawn to PNG to be looked at.
    for (const [name, link, size] of [["seating-journey-place-cards", "Bordskort (PDF)", [595, 842]], ["seating-journey-poster-a3", "Bordsplan A3", [842, 1191]]] as const) {
      const answer = await page.request.get(`${journey.server.url}${await downloads.getByRole("link", { name: link }).getAttribute("href")}`);
      expect(answer.status()).toBe(200);
      const pdf = await PDFDocument.load(await answer.body());
      const { width, height } = pdf.getPage(0).getSize();
      expect([Math.round(width), Math.round(height)]).toEqual(size);
      await drawPages(await answer.body(), name);
    }
    // The open page's "Hitta din plats" searches this plan only once the couple allows it.
    await downloads.getByRole("checkbox", { name: "Gäster kan söka sin plats på den öppna sidan" }).check();
    await expect.poll(async () => (await readPlan(page, siteId, dinner.id)).openSearch).toBe(true);

    expectNoPageErrors(page);
    await page.context().close();
  });
});

describe("the couple seats guests on a phone", () => {
  it("uses the plan as a list, every action a button, and a move another tab beat to the seat is refetched, nothing lost", { timeout: 180_000 }, async () => {
    const page = await openPage(journey.browser, { ...PHONE, alsoAt: DESKTOP });
    const { siteId, dinner } = await weddingWithSixtyGuests(page, journey.server);
    // This couple keeps the dinner for the invited: the open page has nothing to search, and the page says so.
    expect((await page.request.put(`${journey.server.url}/api/sites/${siteId}/guest-list/events/${dinner.id}`, { data: { name: { sv: "Middag" }, isPublic: false } })).status()).toBe(200);
    const tables = `${journey.server.url}/api/sites/${siteId}/seating/${dinner.id}/tables`;
    for (const [name, x] of [["Bord 1", 400], ["Bord 2", 900], ["Bord 3", 1400]] as const) {
      expect((await page.request.post(tables, { data: { name, shape: "round", seats: 8, x, y: 500 } })).status()).toBe(201);
    }
    await page.goto(`${journey.server.url}/redigera/${siteId}/bordsplacering?evenemang=${dinner.id}`);
    const bord1 = page.getByRole("region", { name: "Bord 1" });
    await bord1.getByText("0 av 8").waitFor();
    expect(await page.getByRole("group", { name: "Rummet med borden" }).count()).toBe(0);

    // A guest tapped, then an empty seat's "here".
    const guests = page.getByRole("region", { name: "Oplacerade gäster" });
    await guests.getByRole("button", { name: "Märta Ärlig" }).click();
    await page.getByRole("region", { name: "Märta Ärlig" }).waitFor();
    await bord1.getByRole("button", { name: "Plats 1, ledig: Placera Märta Ärlig här" }).click();
    await said(page, "Märta Ärlig placerad vid Bord 1, plats 1.");
    await bord1.getByRole("button", { name: "Plats 1: Märta Ärlig" }).waitFor();

    // Moved with the menu, then off the table again.
    const details = page.getByRole("region", { name: "Märta Ärlig" });
    await details.getByLabel("Bord", { exact: true }).selectOption({ label: "Bord 2" });
    await details.getByLabel("Plats", { exact: true }).selectOption({ label: "Plats 3 – ledig" });
    await details.getByRole("button", { name: "Flytta hit" }).click();
    await said(page, "Märta Ärlig placerad vid Bord 2, plats 3.");
    await page.getByRole("region", { name: "Bord 2" }).getByText("Märta", { exact: true }).waitFor();
    await details.getByRole("button", { name: "Ta bort från bordet" }).click();
    await said(page, "Märta Ärlig är oplacerad.");

    // A household ticked and seated at a table from the list.
    await guests.getByRole("checkbox", { name: "Välj hela Familjen Åkesson" }).check();
    await page.getByRole("region", { name: "Bord 3" }).getByRole("button", { name: "Placera 4 valda här (8 lediga)" }).click();
    await said(page, "4 gäster placerade vid Bord 3.");
    await page.getByRole("region", { name: "Bord 3" }).getByText("Pär, Lena, Ture, Saga").waitFor();
    const files = page.getByRole("region", { name: "Skriv ut och dela" });
    await files.getByText("Den öppna sidan kan bara söka i ett evenemang som visas där.").waitFor();
    expect(await files.getByRole("checkbox").count()).toBe(0);
    await expectAccessible(page, "the plan as a list");
    await screenshot(page, "seating-on-a-phone");

    // Another tab, still showing the plan from before, seats Per Ek on the seat this one gives Anna Berg.
    const other = await openPage(journey.browser, { ...PHONE, alsoAt: DESKTOP });
    await other.context().addCookies(await page.context().cookies());
    await other.goto(page.url());
    await other.getByRole("region", { name: "Bord 1" }).getByText("0 av 8").waitFor();
    await guests.getByRole("button", { name: "Anna Berg" }).click();
    await bord1.getByRole("button", { name: "Plats 1, ledig: Placera Anna Berg här" }).click();
    await said(page, "Anna Berg placerad vid Bord 1, plats 1.");
    await other.getByRole("region", { name: "Oplacerade gäster" }).getByRole("button", { name: "Per Ek" }).click();
    await other.getByRole("region", { name: "Bord 1" }).getByRole("button", { name: "Plats 1, ledig: Placera Per Ek här" }).click();
    await other.getByRole("alert").filter({ hasText: "Planen ändrades i en annan flik" }).waitFor();
    await other.getByRole("region", { name: "Bord 1" }).getByRole("button", { name: "Plats 1: Anna Berg" }).waitFor();
    const plan = await readPlan(page, siteId, dinner.id);
    expect(plan.guests.find((guest) => guest.name === "Per Ek")).toMatchObject({ tableId: null });
    await screenshot(other, "seating-changed-in-another-tab", { fullPage: false });

    expectNoPageErrors(page);
    expectNoPageErrors(other);
    await page.context().close();
    await other.context().close();
  });
});

describe("a couple without events", () => {
  it("is told where to add the dinner first", { timeout: 60_000 }, async () => {
    const page = await openPage(journey.browser, { ...DESKTOP, alsoAt: PHONE });
    const { siteId } = await registerThroughApi(page, journey.server.url);
    await page.goto(`${journey.server.url}/redigera/${siteId}/bordsplacering`);
    await page.getByText("Bordsplaceringen görs per evenemang.").waitFor();
    expect(await page.getByRole("link", { name: "Gäster → Evenemang" }).getAttribute("href")).toBe(`/redigera/${siteId}/gaster#guest-events-heading`);
    await expectAccessible(page, "a seating page without events");
    expectNoPageErrors(page);
    await page.context().close();
  });
});
