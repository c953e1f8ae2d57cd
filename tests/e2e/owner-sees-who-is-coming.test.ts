import ExcelJS from "exceljs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { HouseholdReply } from "../../src/domain/guestList/reply";
import type { GuestEvent, Household, HouseholdInput } from "../../src/domain/guestList/types";
import { householdReplies, rsvpAnswers } from "../../src/server/db/schema";
import { DESKTOP, expectAccessible, expectNoPageErrors, openPage, PHONE, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();

/**
 * A couple's guest list as the guest side leaves it: two events, the Bergs answered and then
 * changed (Olle skips the dinner), Ek is not coming, Lind has not answered, and Ada Lind sent
 * the page's open RSVP form instead.
 */
async function guestListWithAnswers(page: Page, { openSend = true } = {}) {
  const base = journey.server.url;
  const { siteId } = await registerThroughApi(page, base);
  const call = async <T>(path: string, data: object) => {
    const response = await page.request.post(`${base}/api/sites/${siteId}/guest-list${path}`, { data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as T;
  };
  const ceremony = await call<GuestEvent>("/events", { name: { sv: "Vigsel" } });
  const dinner = await call<GuestEvent>("/events", { name: { sv: "Middag" } });
  const household = (input: Omit<HouseholdInput, "language" | "eventIds">) => call<Household>("/households", { ...input, language: "sv", eventIds: [ceremony.id, dinner.id] });
  const berg = await household({ name: "Familjen Berg", guests: [{ name: "Anna Berg" }, { name: "Olle Berg", child: true }] });
  const ek = await household({ name: "Familjen Ek", guests: [{ name: "Per Ek" }] });
  await household({ name: "Familjen Lind", guests: [{ name: "Ada Lind" }, { name: "Bo Lind" }] });

  const db = journey.server.database.db;
  const reply = (of: Household, guests: [Record<string, boolean>, string][], createdAt: Date, message = "") =>
    db.insert(householdReplies).values({ siteId, householdId: of.id, createdAt, reply: { message, guests: guests.map(([attending, dietary], index) => ({ guestId: of.guests[index]!.id, attending, dietary })) } satisfies HouseholdReply });
  const both = { [ceremony.id]: true, [dinner.id]: true };
  await reply(berg, [[both, ""], [both, ""]], new Date(Date.now() - 3 * 86_400_000));
  await reply(berg, [[both, "Vegetarisk"], [{ [ceremony.id]: true, [dinner.id]: false }, "Nötter"]], new Date(Date.now() - 86_400_000), "Olle somnar tidigt!");
  await reply(ek, [[{ [ceremony.id]: false, [dinner.id]: false }, ""]], new Date(Date.now() - 2 * 86_400_000));

  if (!openSend) return { siteId };
  const site = (await (await page.request.get(`${base}/api/sites/${siteId}`)).json()) as { siteModules: { id: string; siteModuleType: string }[] };
  const rsvp = site.siteModules.find((module) => module.siteModuleType === "Rsvp")!;
  const name = { id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true, options: [], showConditions: [] };
  await db.insert(rsvpAnswers).values({ siteId, formId: rsvp.id, formTitle: "OSA", language: "sv", groupIdentifier: "open-send-1", guestIndex: 0, formElements: [{ formElement: name, value: "Ada Lind", selectedOption: null }] });
  return { siteId };
}

const householdNames = (page: Page) => page.locator(".guest-table__household-name").allInnerTexts();

describe("the owner sees who is coming", () => {
  it("per event who comes and who has not answered, filters them, reads the dietary list, matches an open answer and exports", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, DESKTOP);
    const { siteId } = await guestListWithAnswers(page);
    await page.goto(`${journey.server.url}/redigera/${siteId}/visa-osa/`);
    await page.getByRole("navigation", { name: "Visa som" }).getByRole("link", { name: "Gäster", exact: true }).click();

    const ceremony = page.getByRole("article", { name: "Vigsel" });
    await ceremony.getByRole("list", { name: "2 kommer, 1 kommer inte, 2 har inte svarat" }).waitFor();
    await ceremony.getByText("Hushåll: 1 kommer, 1 kommer inte, 1 ej svarat").waitFor();
    await page.getByRole("article", { name: "Middag" }).getByRole("list", { name: "1 kommer, 2 kommer inte, 2 har inte svarat" }).waitFor();
    expect(await householdNames(page)).toEqual(["Familjen Berg", "Familjen Ek", "Familjen Lind"]);
    await expectAccessible(page, "who is coming");
    await screenshot(page, "who-is-coming");

    // Ej svarat: only the household that has not answered, then a search among all.
    const filters = page.getByRole("group", { name: "Visa" });
    await filters.getByRole("button", { name: "Ej svarat" }).click();
    await expect.poll(() => householdNames(page)).toEqual(["Familjen Lind"]);
    await page.getByText("1 av 3 hushåll").waitFor();
    await filters.getByRole("button", { name: "Barn" }).click();
    await expect.poll(() => householdNames(page)).toEqual(["Familjen Berg"]);
    await filters.getByRole("button", { name: "Alla" }).click();
    await page.getByLabel("Sök hushåll eller gäst").fill("per");
    await expect.poll(() => householdNames(page)).toEqual(["Familjen Ek"]);
    await page.getByLabel("Sök hushåll eller gäst").fill("");

    // The caterer's list: those coming with a note, and the events they come to.
    const dietary = page.getByRole("region", { name: "Specialkost till köket" });
    expect((await dietary.getByRole("listitem").allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim())).toEqual([
      "Anna Berg Familjen Berg Vegetarisk Kommer till: Vigsel, Middag",
      "Olle Berg Familjen Berg Nötter Kommer till: Vigsel",
    ]);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await dietary.getByRole("button", { name: "Kopiera listan" }).click();
    await dietary.getByRole("status").getByText("Listan är kopierad").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Anna Berg (Familjen Berg): Vegetarisk – Vigsel, Middag\nOlle Berg (Familjen Berg): Nötter – Vigsel");

    // The Bergs' history: both replies with their times, the change last.
    await page.getByRole("button", { name: "Historik – Familjen Berg" }).click();
    const history = page.getByRole("dialog", { name: "Svar från Familjen Berg" });
    await expect.poll(() => history.locator(".guest-history__entry").count()).toBe(2);
    await history.getByText("Olle Berg: Vigsel kommer, Middag kommer inte").waitFor();
    await screenshot(page, "who-is-coming-history", { fullPage: false });
    await history.getByRole("button", { name: "Stäng" }).click();

    // Ada Lind answered through the open form: matched to her household, both lists say so.
    const open = page.getByRole("region", { name: "Svar via det öppna formuläret" });
    await open.getByLabel("Hushåll för svaret från Ada Lind").selectOption({ label: "Familjen Lind" });
    await page.locator(".guest-table__household-cell").filter({ hasText: "Familjen Lind" }).getByText("Svarat via det öppna formuläret").waitFor();
    await page.reload();
    expect(await open.getByLabel("Hushåll för svaret från Ada Lind").inputValue()).not.toBe("");

    // The export has the guest list's sheet beside the answers: a row per guest with each event's answer.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Ladda ner som Excel" }).click()]);
    const file = path.join(os.tmpdir(), `gastlista-${Date.now()}.xlsx`);
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet("Gästlista")!;
    const rows = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1, 6));
    expect(rows).toEqual([
      ["Hushåll", "Gäst", "Barn", "Vigsel", "Middag"],
      ["Familjen Berg", "Anna Berg", undefined, "Kommer", "Kommer"],
      ["Familjen Berg", "Olle Berg", "Ja", "Kommer", "Kommer inte"],
      ["Familjen Ek", "Per Ek", undefined, "Kommer inte", "Kommer inte"],
      ["Familjen Lind", "Ada Lind", undefined, "Ej svarat", "Ej svarat"],
      ["Familjen Lind", "Bo Lind", undefined, "Ej svarat", "Ej svarat"],
    ]);

    await page.getByRole("link", { name: "Svar", exact: true }).click();
    await page.getByRole("table").getByRole("cell", { name: "Familjen Lind" }).waitFor();
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("on a phone: the event cards, the filters and the table scrolling sideways", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, PHONE);
    const { siteId } = await guestListWithAnswers(page);
    await page.goto(`${journey.server.url}/redigera/${siteId}/visa-osa/gaster/`);
    await page.getByRole("article", { name: "Vigsel" }).getByRole("list", { name: "2 kommer, 1 kommer inte, 2 har inte svarat" }).waitFor();
    await page.getByRole("group", { name: "Visa" }).getByRole("button", { name: "Ej svarat" }).click();
    await expect.poll(() => householdNames(page)).toEqual(["Familjen Lind"]);
    await page.getByRole("group", { name: "Visa" }).getByRole("button", { name: "Alla" }).click();
    const scroller = page.getByRole("region", { name: "Hushåll och gäster" }).last();
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, "who is coming on a phone");
    await screenshot(page, "who-is-coming");
    expectNoPageErrors(page);
    await page.context().close();
  });
});

describe.each(OWNER_WIDTH)("on %s, households answered only through their links", (name, viewport) => {
  it("Svar shows no example answers, points to Gäster, and the export holds no invented guest", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const { siteId } = await guestListWithAnswers(page, { openSend: false });
    await page.goto(`${journey.server.url}/redigera/${siteId}/visa-osa/`);
    await page.getByText("Hushållens svar via sina personliga länkar finns under Gäster.", { exact: false }).waitFor();
    expect(await page.getByRole("note").filter({ hasText: "Exempelsvar" }).count()).toBe(0);
    expect(await page.getByRole("table").count()).toBe(0);
    await expectAccessible(page, "answers with household replies only");
    await screenshot(page, `answers-household-replies-only-${name}`, { fullPage: false });

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Ladda ner som Excel" }).click()]);
    const file = path.join(os.tmpdir(), `osa-${Date.now()}.xlsx`);
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    // The form's sheet has its header and no rows (no invented guest); the guest list's has the households' guests.
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["OSA", "Gästlista"]);
    expect(workbook.getWorksheet("OSA")!.actualRowCount).toBe(1);
    expect(workbook.getWorksheet("Gästlista")!.actualRowCount).toBe(6);
    expectNoPageErrors(page);
    await page.context().close();
  });
});
