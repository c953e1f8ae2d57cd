import ExcelJS from "exceljs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { rsvpAnswers } from "../../src/server/db/schema";
import { DEMO_PASSWORD } from "../../src/server/seed/demo";
import { DESKTOP, expectAccessible, expectNoPageErrors, openGuestPage, openPage, PHONE, screenshot } from "./support/browser";
import { setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys({}, { seedDemo: true });
const WINDOW = { fullPage: false };

async function logInAsDemoOwner(page: Page) {
  const login = await page.request.post(`${journey.server.url}/api/accounts/login/`, { data: { mail: journey.server.demo!.mail, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
}

const answersUrl = (subPath = "") => `${journey.server.url}/redigera/${journey.server.demo!.siteId}/visa-osa/${subPath}`;

/** A guest's send on the public page: every guest's name, attending choice and allergies; then the thanks. */
async function answerAsGuests(page: Page, guests: { name: string; coming: boolean; food?: string }[]) {
  await openGuestPage(page, journey.server.siteUrl("demo.localhost"));
  const rsvp = page.getByRole("region", { name: "OSA" });
  await rsvp.getByRole("button", { name: "Svara här" }).click();
  await rsvp.getByLabel("Hur många är ni?").selectOption(String(guests.length));
  for (const [index, guest] of guests.entries()) {
    const part = guests.length > 1 ? rsvp.getByRole("region", { name: `Gäst ${index + 1}` }) : rsvp;
    await part.getByLabel("Namn").fill(guest.name);
    await part.getByLabel(guest.coming ? "Ja självklart!" : "Nej tyvärr").check();
    if (guest.food) await part.getByLabel("Allergier eller specialkost").fill(guest.food);
  }
  await rsvp.getByRole("button", { name: "Skicka" }).click();
  await page.getByRole("dialog", { name: "Tack!" }).waitFor();
}

const firstColumn = (page: Page) => page.locator(".answers-table tbody tr td:first-child").allInnerTexts();
const itemTexts = async (within: Locator) => (await within.getByRole("listitem").allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
const ring = (page: Page, coming: number, notComing: number, unknown: number, guests: number) =>
  page.getByRole("img", { name: `${coming} kommer, ${notComing} kommer inte, ${unknown} okänt av ${guests} gäster` });

describe("the owner reads the guests' answers", () => {
  it("guests answer on the public page, in sends of one and two guests, and sign up in the Form", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, DESKTOP);
    await logInAsDemoOwner(page);
    await answerAsGuests(page, [
      { name: "Karin Ek", coming: true, food: "Nötter" },
      { name: "Per Ek", coming: false },
    ]);
    await answerAsGuests(page, [{ name: "Ada Lind", coming: true, food: "Glutenfritt" }]);
    await answerAsGuests(page, [{ name: "Bo Ström", coming: false }]);

    await openGuestPage(page, journey.server.siteUrl("demo.localhost"));
    const form = page.getByRole("region", { name: "Anmäl tal" });
    await form.getByRole("button", { name: "Visa formulär" }).click();
    await form.getByLabel("Ditt namn").fill("Sven Tal");
    await form.getByLabel("Hålla tal").check();
    await form.getByRole("button", { name: "Skicka" }).click();
    await page.getByRole("dialog", { name: "Tack!" }).getByText("Vi har tagit emot din anmälan.").waitFor();
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("sees them counted and listed, sorts, deletes one for good, reads the questions and exports osa.xlsx", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, DESKTOP);
    await logInAsDemoOwner(page);
    const excelChunks: string[] = [];
    page.on("request", (request) => {
      if (/excelExport|exceljs/.test(request.url())) excelChunks.push(request.url());
    });
    await page.goto(answersUrl());

    await ring(page, 2, 2, 0, 4).waitFor();
    await page.getByText("4 gäster från 3 svar").waitFor();
    expect(await page.getByRole("listitem").filter({ hasText: "Kommer inte" }).innerText()).toContain("2");
    // Newest first: the last send, then the one before it, then the two guests sent together.
    expect(await firstColumn(page)).toEqual(["Bo Ström", "Ada Lind", "Karin Ek", "Per Ek"]);
    const headers = await page.locator(".answers-table thead th").allInnerTexts();
    expect(headers.slice(0, 4)).toEqual(["Namn", "Kommer du?", "Allergier eller specialkost", "Datum"]);
    await expectAccessible(page, "answers");
    await screenshot(page, "answers");

    const table = page.getByRole("table");
    await table.getByRole("button", { name: "Namn" }).click();
    await expect.poll(() => firstColumn(page)).toEqual(["Ada Lind", "Bo Ström", "Karin Ek", "Per Ek"]);
    expect(await table.getByRole("columnheader", { name: "Namn" }).getAttribute("aria-sort")).toBe("ascending");
    await table.getByRole("button", { name: "Namn" }).click();
    await expect.poll(() => firstColumn(page)).toEqual(["Per Ek", "Karin Ek", "Bo Ström", "Ada Lind"]);
    await table.getByRole("button", { name: "Datum" }).click();
    await expect.poll(async () => (await firstColumn(page))[0]).toBe("Bo Ström");
    await table.getByRole("button", { name: "Datum" }).click();
    await expect.poll(async () => (await firstColumn(page)).at(-1)).toBe("Bo Ström");
    await table.getByRole("button", { name: "Kommer du?" }).click();
    await expect.poll(async () => (await firstColumn(page)).slice(0, 2).sort()).toEqual(["Ada Lind", "Karin Ek"]);

    // Delete asks first; Cancel keeps the answer, Ta bort removes it, and a reload agrees.
    await table.getByRole("button", { name: "Ta bort svaret från Per Ek" }).click();
    const confirm = page.getByRole("dialog", { name: "Ta bort svaret?" });
    await confirm.getByText(/Svaret från Per Ek \(\d{4}-\d\d-\d\d \d\d:\d\d\) tas bort för gott/).waitFor();
    await screenshot(page, "answers-delete-confirm", WINDOW);
    await confirm.getByRole("button", { name: "Avbryt" }).click();
    expect(await firstColumn(page)).toContain("Per Ek");
    // A delete the server does not carry out says so, and the answer stays.
    await page.route("**/api/rsvps/*/v4/*", (route) => (route.request().method() === "DELETE" ? route.fulfill({ status: 503, body: "" }) : route.fallback()));
    await table.getByRole("button", { name: "Ta bort svaret från Per Ek" }).click();
    await confirm.getByRole("button", { name: "Ta bort" }).click();
    const failure = page.getByRole("dialog").filter({ hasText: "Misslyckades att ta bort OSA" });
    await failure.waitFor();
    await failure.getByRole("button").last().click();
    expect(await firstColumn(page)).toContain("Per Ek");
    await page.unroute("**/api/rsvps/*/v4/*");
    await table.getByRole("button", { name: "Ta bort svaret från Per Ek" }).click();
    await confirm.getByRole("button", { name: "Ta bort" }).click();
    await ring(page, 2, 1, 0, 3).waitFor();
    expect(await firstColumn(page)).not.toContain("Per Ek");
    await page.reload();
    await ring(page, 2, 1, 0, 3).waitFor();
    expect((await firstColumn(page)).sort()).toEqual(["Ada Lind", "Bo Ström", "Karin Ek"]);

    // Frågor: counts per option, the text answers, and the filter.
    await page.getByRole("link", { name: "Frågor", exact: true }).click();
    const attending = page.getByRole("group").filter({ hasText: "Kommer du?" });
    await attending.getByText("3 av 3 har svarat").waitFor();
    expect(await itemTexts(attending)).toEqual(["Ja självklart! 2 st", "Nej tyvärr 1 st"]);
    const food = page.getByRole("group").filter({ hasText: "Allergier eller specialkost" });
    expect(await itemTexts(food)).toEqual(["Glutenfritt Ada Lind", "Nötter Karin Ek"]);
    await expectAccessible(page, "questions");
    await screenshot(page, "answers-questions");
    await page.getByLabel("Sök bland frågor och svar").fill("nött");
    await expect.poll(() => page.locator(".question-summary__title").allInnerTexts()).toEqual(["Allergier eller specialkost"]);
    expect(await itemTexts(food)).toEqual(["Nötter Karin Ek"]);
    await page.getByLabel("Sök bland frågor och svar").fill("ingen sådan");
    await page.getByRole("status").getByText("Inga frågor eller svar matchar ”ingen sådan”.").waitFor();
    // A section closes and opens again.
    await page.getByLabel("Sök bland frågor och svar").fill("");
    await attending.locator("summary").click();
    expect(await attending.getByRole("listitem").first().isVisible()).toBe(false);
    await attending.locator("summary").click();
    expect(await attending.getByRole("listitem").first().isVisible()).toBe(true);

    // Export: exceljs arrives only with the press; the file holds the questions, the date and the answers.
    expect(excelChunks).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Ladda ner som Excel" }).click()]);
    expect(download.suggestedFilename()).toBe("osa.xlsx");
    expect(excelChunks.length).toBeGreaterThan(0);
    const file = path.join(os.tmpdir(), `osa-${Date.now()}.xlsx`);
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const rows = workbook.worksheets[0]!.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(["Namn", "Kommer du?", "Allergier eller specialkost", "Datum"]);
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual(
      expect.arrayContaining([
        ["Karin Ek", "Ja självklart!", "Nötter"],
        ["Ada Lind", "Ja självklart!", "Glutenfritt"],
        ["Bo Ström", "Nej tyvärr", undefined],
      ]),
    );
    expect(rows).toHaveLength(4);
    expect(String(rows[1]![3])).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);

    // The Form's sign-ups have their own list, chosen in the picker and kept in the address.
    await page.getByRole("link", { name: "Svar", exact: true }).click();
    await page.getByLabel("Formulär").selectOption({ label: "Anmäl tal" });
    await expect.poll(() => firstColumn(page)).toEqual(["Sven Tal"]);
    expect(page.url()).toContain("formular=form-1");
    expect(await page.getByRole("img", { name: /kommer/ }).count()).toBe(0);
    await page.getByText("1 svar", { exact: true }).waitFor();
    await screenshot(page, "answers-form");
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("gets the warning about changing questions in the RSVP dialog, as the form has answers", async () => {
    const page = await openPage(journey.browser, DESKTOP);
    await logInAsDemoOwner(page);
    await page.goto(`${journey.server.url}/redigera/${journey.server.demo!.siteId}/`);
    await page.getByRole("toolbar", { name: "Verktyg för OSA" }).getByRole("button", { name: "Redigera" }).click();
    const dialog = page.getByRole("dialog", { name: "OSA" });
    const warning = dialog.getByRole("note");
    await warning.getByText("Det har redan kommit in svar på det här formuläret").waitFor();
    expect(await warning.innerText()).toContain(
      "Ändra inte innebörden i frågor eller svar. Att rätta stavfel och att göra en fråga obligatorisk går bra. Vill du byta ut en fråga eller ett svar: ta bort den och skapa en ny.",
    );
    await screenshot(page, "answers-rsvp-warning", WINDOW);
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("on a phone: the ring, the table scrolling sideways and the questions", async () => {
    const page = await openPage(journey.browser, PHONE);
    await logInAsDemoOwner(page);
    await page.goto(answersUrl());
    await ring(page, 2, 1, 0, 3).waitFor();
    const scroller = page.getByRole("region", { name: "Gästernas svar, en rad per gäst" });
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expectAccessible(page, "answers on a phone");
    await screenshot(page, "answers");
    await page.goto(answersUrl("fragor/"));
    await page.getByRole("group").filter({ hasText: "Kommer du?" }).getByText("3 av 3 har svarat").waitFor();
    await expectAccessible(page, "questions on a phone");
    await screenshot(page, "answers-questions");
    // A list that cannot be loaded says so, in the dialog and on the page.
    await page.route("**/api/rsvps/*/v4", (route) => route.fulfill({ status: 404, body: "" }));
    await page.reload();
    await page.getByRole("dialog").filter({ hasText: "Misslyckades att ladda OSA-svar" }).waitFor();
    await screenshot(page, "answers-load-failed", WINDOW);
    await page.getByRole("dialog").getByRole("button").last().click();
    await page.getByRole("alert").filter({ hasText: "Misslyckades att ladda OSA-svar" }).waitFor();
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("a long guest list comes a hundred rows a page; a new order starts from the first page", async () => {
    const page = await openPage(journey.browser, DESKTOP);
    const { siteId } = await registerThroughApi(page, journey.server.url);
    const name = { id: "name", formElementType: "ShortText" as const, label: { sv: "Namn" }, required: true, options: [], showConditions: [] };
    expect((await page.request.put(`${journey.server.url}/api/sites/${siteId}`, { data: { siteModules: [{ id: "osa", siteModuleType: "Rsvp", title: { sv: "OSA" }, form: { formElements: [name] } }] } })).status()).toBe(200);
    await journey.server.database.db.insert(rsvpAnswers).values(
      Array.from({ length: 120 }, (_, index) => ({
        siteId,
        formId: "osa",
        formTitle: "OSA",
        language: "sv",
        groupIdentifier: `send-${index}`,
        formElements: [{ formElement: name, value: `Gäst ${String(index + 1).padStart(3, "0")}`, selectedOption: null }],
        createdAt: new Date(Date.UTC(2026, 0, 1, 12, index)),
      })),
    );
    await page.goto(`${journey.server.url}/redigera/${siteId}/visa-osa/`);
    const pager = page.getByRole("navigation", { name: "Sidor med svar" });
    await pager.getByText("1–100 av 120").waitFor();
    expect((await firstColumn(page)).slice(0, 2)).toEqual(["Gäst 120", "Gäst 119"]);
    await pager.getByRole("button", { name: "Nästa" }).click();
    await pager.getByText("101–120 av 120").waitFor();
    expect((await firstColumn(page)).at(-1)).toBe("Gäst 001");
    expect(await pager.getByRole("button", { name: "Nästa" }).isDisabled()).toBe(true);
    await page.getByRole("table").getByRole("button", { name: "Namn" }).click();
    await pager.getByText("1–100 av 120").waitFor();
    expect((await firstColumn(page))[0]).toBe("Gäst 001");
    await screenshot(page, "answers-pages", WINDOW);
    expectNoPageErrors(page);
    await page.context().close();
  });

  for (const [name, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`a site nobody has answered yet shows the 21 examples, marked and not deletable (${name})`, async () => {
      const page = await openPage(journey.browser, viewport);
      const { siteId } = await registerThroughApi(page, journey.server.url);
      await page.goto(`${journey.server.url}/redigera/${siteId}/visa-osa/`);
      await page.getByRole("note").getByText("Exempelsvar").waitFor();
      await ring(page, 15, 6, 0, 21).waitFor();
      expect(await page.locator(".answers-table tbody tr").count()).toBe(21);
      const removes = page.getByRole("button", { name: /^Ta bort svaret från/ });
      expect(await removes.count()).toBe(21);
      for (const button of await removes.all()) expect(await button.isDisabled()).toBe(true);
      await expectAccessible(page, "example answers");
      await screenshot(page, "answers-examples");
      await page.getByRole("link", { name: "Frågor", exact: true }).click();
      await page.getByRole("group").filter({ hasText: "Kommer du?" }).getByText("21 av 21 har svarat").waitFor();
      await screenshot(page, "answers-examples-questions");
      expectNoPageErrors(page);
      await page.context().close();
    });
  }
});
