import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { legacySiteDocument } from "../../src/modules/legacy/document";
import { sites } from "../../src/server/db/schema";
import { legacyPerson, legacyRsvpBody, legacySpeechBody } from "../support/legacyAnswers";
import { legacyWeddingDocument } from "../support/legacySite";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

// The guests' sends are made through the API here; the robot threshold is tested in the API tests.
const journey = setUpJourneys({ POST_KEY_MIN_AGE_MS: "0" });
const WINDOW = { fullPage: false };

/** A published legacy wedding site of a newly registered owner (the page is logged in as them). */
let published = 0;
async function publishedLegacySite(page: Page) {
  const { siteId } = await registerThroughApi(page, journey.server.url);
  const host = `older-answers-${++published}-${Date.now()}.localhost`;
  const document = legacySiteDocument.parse(legacyWeddingDocument());
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date(), document }).where(eq(sites.id, siteId));
  return siteId;
}

/** A guest's send to a legacy call, as the legacy forms make it: a fresh post key, then the body. */
async function guestSends(url: string, body: (postKey: string) => object) {
  const { key } = (await (await fetch(`${journey.server.url}/api/rsvps/post-key`)).json()) as { key: string };
  const response = await fetch(`${journey.server.url}${url}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body(key)) });
  expect(await response.json()).toEqual({ invertedSuccess: false });
}

const firstColumn = (page: Page) => page.locator(".answers-table tbody tr td:first-child").allInnerTexts();
const itemTexts = async (within: Locator) => (await within.getByRole("listitem").allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
const ring = (page: Page, coming: number, notComing: number, guests: number) => page.getByRole("img", { name: `${coming} kommer, ${notComing} kommer inte, 0 okänt av ${guests} gäster` });
const HEADERS = ["Förnamn", "Efternamn", "Kommer du?", "Telefon", "E-post", "Allergier", "Åker du buss?", "Vilken resa?", "Var kliver du på?", "Datum"];

describe.each(OWNER_WIDTH)("the owner of a legacy site on %s", (_name, viewport) => {
  it("reads, exports and deletes the older answers, and still reads them after converting the site", { timeout: 120_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const siteId = await publishedLegacySite(page);
    await guestSends(`/api/rsvps/${siteId}/v3/`, (key) =>
      legacyRsvpBody(key, [legacyPerson("Karin", { bus: "Ja", allergies: "Nötter", stop: "Leksand" }), { ...legacyPerson("Per", { coming: "no" }), lastName: "Ek" }]),
    );
    await guestSends(`/api/rsvps/${siteId}/v3/`, (key) => legacyRsvpBody(key, [{ ...legacyPerson("Ada", { allergies: "Glutenfritt" }), lastName: "Lind", mail: "ada@example.se" }]));
    await guestSends(`/api/speeches/${siteId}/v2`, (key) => legacySpeechBody(key));

    // Svar: the chart by "Kommer du?", the persons newest send first, the built-in fields, the questions, the date.
    await page.goto(`${journey.server.url}/redigera/${siteId}/visa-osa/`);
    await ring(page, 2, 1, 3).waitFor();
    await page.getByText("3 gäster från 2 svar").waitFor();
    expect(await firstColumn(page)).toEqual(["Ada", "Karin", "Per"]);
    expect((await page.locator(".answers-table thead th").allInnerTexts()).slice(0, HEADERS.length)).toEqual(HEADERS);
    const karin = page.getByRole("row").filter({ hasText: "Karin" });
    expect((await karin.getByRole("cell").allInnerTexts()).slice(0, 9)).toEqual(["Karin", "Andersson", "Ja", "070-123 45 67", "–", "Nötter", "Ja", "Båda", "Leksand"]);
    expect(await page.getByText("Exempelsvar").count()).toBe(0);
    await expectAccessible(page, "older answers");
    await screenshot(page, "older-answers");

    const table = page.getByRole("table");
    await table.getByRole("button", { name: "Datum" }).click();
    await expect.poll(() => firstColumn(page)).toEqual(["Karin", "Per", "Ada"]);
    await table.getByRole("button", { name: "Datum" }).click();
    await expect.poll(() => firstColumn(page)).toEqual(["Ada", "Karin", "Per"]);

    // Frågor: each question with its options counted.
    await page.getByRole("link", { name: "Frågor", exact: true }).click();
    const coming = page.getByRole("group").filter({ hasText: "Kommer du?" });
    await coming.getByText("3 av 3 har svarat").waitFor();
    expect(await itemTexts(coming)).toEqual(["Ja 2 st", "Nej 1 st"]);
    expect(await itemTexts(page.getByRole("group").filter({ hasText: "Åker du buss?" }))).toEqual(["Ja 1 st", "Nej 2 st"]);
    expect(await itemTexts(page.getByRole("group").filter({ hasText: "Allergier" }))).toEqual(["Glutenfritt Ada", "Nötter Karin"]);
    await expectAccessible(page, "older answers' questions");
    await screenshot(page, "older-answers-questions");

    // The export: the table's columns and the date, a row per person.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Ladda ner som Excel" }).click()]);
    expect(download.suggestedFilename()).toBe("osa.xlsx");
    const file = path.join(os.tmpdir(), `older-osa-${viewport.width}-${Date.now()}.xlsx`);
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const rows = workbook.worksheets[0]!.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(HEADERS);
    expect(rows.slice(1).map((row) => row.slice(0, 9))).toEqual([
      ["Ada", "Lind", "Ja", "070-123 45 67", "ada@example.se", "Glutenfritt", "Nej", undefined, undefined],
      ["Karin", "Andersson", "Ja", "070-123 45 67", undefined, "Nötter", "Ja", "Båda", "Leksand"],
      ["Per", "Ek", "Nej", "070-123 45 67", undefined, undefined, "Nej", undefined, undefined],
    ]);
    expect(String(rows[1]![9])).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);

    // Delete asks first, then the person is gone, for good.
    await page.getByRole("link", { name: "Svar", exact: true }).click();
    await table.getByRole("button", { name: "Ta bort svaret från Per Ek" }).click();
    const confirm = page.getByRole("dialog", { name: "Ta bort svaret?" });
    await confirm.getByText(/Svaret från Per Ek \(\d{4}-\d\d-\d\d \d\d:\d\d\) tas bort för gott/).waitFor();
    await screenshot(page, "older-answers-delete-confirm", WINDOW);
    await confirm.getByRole("button", { name: "Ta bort" }).click();
    await ring(page, 2, 0, 2).waitFor();
    await page.reload();
    await ring(page, 2, 0, 2).waitFor();
    expect(await firstColumn(page)).toEqual(["Ada", "Karin"]);

    // The speech sign-ups are the other form.
    await page.getByLabel("Formulär").selectOption({ label: "Anmälan av tal" });
    await expect.poll(() => firstColumn(page)).toEqual(["Sara"]);
    expect((await page.locator(".answers-table thead th").allInnerTexts()).slice(0, 6)).toEqual(["Förnamn", "Efternamn", "Telefon", "E-post", "Hur många minuter?", "Datum"]);
    expect(await page.getByRole("img", { name: /kommer/ }).count()).toBe(0);
    await screenshot(page, "older-answers-speeches");

    // Converted: the older answers are the converted RSVP's, beside a newer one, marked as older.
    expect((await page.request.post(`${journey.server.url}/api/sites/${siteId}/legacy-conversion`)).status()).toBe(200);
    const answer = (id: string, value: string, selectedOption: string | null = null) => ({ formElement: { id }, value, selectedOption });
    const newer = { formElements: [answer("firstName", "Nora"), answer("lastName", "Berg"), answer("weddingYesOrNo", "Nej", "no"), answer("textField-allergies", ""), answer("RadioGroup-bus", "Nej", "RadioGroupOption-no")] };
    await guestSends(`/api/rsvps/${siteId}/v4/`, (postKey) => ({ guests: [newer], language: "sv", postKey, formId: "CLIENTID-rsvp", formTitle: "OSA" }));
    await page.goto(`${journey.server.url}/redigera/${siteId}/visa-osa/`);
    await ring(page, 2, 1, 3).waitFor();
    expect(await firstColumn(page)).toEqual(["Nora", "Ada", "Karin"]);
    expect((await page.locator(".answers-table thead th").allInnerTexts()).slice(0, 5)).toEqual(HEADERS.slice(0, 5));
    expect(await page.getByText("Äldre svar", { exact: true }).count()).toBe(2);
    await page.getByText("Svar märkta ”Äldre svar” lämnades i det äldre formuläret, innan sidan konverterades.").waitFor();
    await expectAccessible(page, "converted site's answers");
    await screenshot(page, "older-answers-converted");
    await page.getByLabel("Formulär").selectOption({ label: "Anmälan av tal" });
    await expect.poll(() => firstColumn(page)).toEqual(["Sara"]);
    expectNoPageErrors(page);
    await page.context().close();
  });
});
