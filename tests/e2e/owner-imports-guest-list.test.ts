import { readFile } from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { GuestEvent, Household } from "../../src/domain/guestList/types";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

/** A site in Swedish and English: events are named in both, and the list's English households keep their language. */
const DOCUMENT = {
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
  siteModules: [{ id: "header-1", siteModuleType: "Header", title: { sv: "Anna & Erik", en: "Anna & Erik" } }],
};

/**
 * The 40-guest list as Swedish Excel saves CSV (its CRLF lines too), with a row the import cannot
 * read (42), a mistyped e-mail address (43) and two families whose names differ by an accent (44, 45).
 */
async function guestFile() {
  const list = await readFile(new URL("../fixtures/guest-list/guests-40.csv", import.meta.url), "utf8");
  const extra = [";;okand@example.se;;;;;;;", "Kalle;Anka;kalle@;;;;;;;", "Per;Jonsson;per@jonsson.se;;Familjen Jonsson;;nej;;;", "Lars;Jönsson;lars@jonsson.se;;Familjen Jönsson;;nej;;;"];
  return Buffer.from(`${list}${extra.map((row) => `${row}\r\n`).join("")}`);
}

async function addEvent(events: Locator, values: { name: string; english: string; place: string; date: string; time: string }) {
  await events.getByRole("button", { name: "Lägg till evenemang" }).click();
  const form = events.getByRole("group", { name: "Nytt evenemang" });
  await form.getByLabel("Namn på svenska").fill(values.name);
  await form.getByLabel("Namn på engelska").fill(values.english);
  await form.getByLabel("Plats på svenska").fill(values.place);
  await form.getByLabel("Datum", { exact: true }).fill(values.date);
  await form.getByLabel("Tid", { exact: true }).fill(values.time);
  await form.getByRole("button", { name: "Spara" }).click();
  await events.getByRole("heading", { name: values.name }).waitFor();
}

/** Drops a file on the dialog's drop zone, as a file dragged from the desktop arrives. */
async function dropFile(page: Page, zone: Locator, name: string, content: Buffer) {
  const transfer = await page.evaluateHandle(
    ({ name, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type: "text/csv" }));
      return data;
    },
    { name, bytes: [...content] },
  );
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
}

const storedList = async (page: Page, siteId: string) =>
  (await (await page.request.get(`${journey.server.url}/api/sites/${siteId}/guest-list`)).json()) as { households: Household[]; events: GuestEvent[] };

describe.each(OWNER_WIDTH)("on %s", (_name, viewport) => {
  it("an owner adds two events, previews a 44-guest file with the rows it cannot read and every merge, and imports it with invitations to both events", { timeout: 150_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const { siteId } = await registerThroughApi(page, journey.server.url);
    expect((await page.request.put(`${journey.server.url}/api/sites/${siteId}`, { data: DOCUMENT })).status()).toBe(200);
    await page.goto(`${journey.server.url}/redigera/${siteId}/gaster`);

    const events = page.getByRole("region", { name: "Evenemang" });
    await addEvent(events, { name: "Middag", english: "Dinner", place: "Kungsgården", date: "2027-06-12", time: "18:00" });
    await addEvent(events, { name: "Vigsel", english: "Ceremony", place: "Lunds domkyrka", date: "2027-06-12", time: "14:00" });
    // The ceremony comes first: moved up, and its place corrected.
    await events.getByRole("button", { name: "Flytta upp" }).nth(1).click();
    await expect.poll(async () => (await storedList(page, siteId)).events.map((event) => event.name.sv)).toEqual(["Vigsel", "Middag"]);
    await events.getByRole("button", { name: "Redigera" }).first().click();
    await events.getByLabel("Plats på svenska").fill("Allhelgonakyrkan");
    await expectAccessible(page, "event form");
    await screenshot(page, "guest-list-event-form");
    await events.getByRole("button", { name: "Spara" }).click();
    await events.getByText("Allhelgonakyrkan").waitFor();
    // An event added by mistake is removed after a question.
    await addEvent(events, { name: "Brunch", english: "Brunch", place: "Hemma", date: "2027-06-13", time: "11:00" });
    await events.getByRole("button", { name: "Ta bort" }).nth(2).click();
    await page.getByRole("dialog", { name: "Ta bort Brunch?" }).getByRole("button", { name: "Ta bort" }).click();
    await events.getByRole("heading", { name: "Brunch" }).waitFor({ state: "detached" });
    expect(await events.getByRole("heading", { level: 3 }).allInnerTexts()).toEqual(["Vigsel", "Middag"]);
    await expectAccessible(page, "events");
    await screenshot(page, "guest-list-events");

    await page.getByRole("group", { name: "Gästlistan" }).getByRole("button", { name: "Importera" }).click();
    const dialog = page.getByRole("dialog", { name: "Importera gästlista" });
    // A file that is not a list is refused in the dialog, and another can be chosen at once.
    await dialog.getByLabel("Välj fil").setInputFiles({ name: "bild.csv", mimeType: "text/csv", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0xff, 0]) });
    await dialog.getByRole("alert").getByText("Filen kan inte läsas.", { exact: false }).waitFor();
    await screenshot(page, "guest-list-import-choose", WINDOW);

    await dropFile(page, dialog.locator(".file-drop"), "gaster.csv", await guestFile());
    await dialog.getByText("23 hushåll med 43 gäster läggs till från gaster.csv.").waitFor();
    const unreadable = dialog.getByRole("region", { name: "Rader som inte kan läsas (1)" });
    expect(await unreadable.getByRole("listitem").allInnerTexts()).toEqual(["Rad 42 Raden har inget namn och hoppas över."]);
    // Every merge of rows into one household is shown; Jonsson and Jönsson are not merged.
    const notes = dialog.getByRole("region", { name: "Att kontrollera (10)" });
    const noted = await notes.getByRole("listitem").allInnerTexts();
    expect(noted.slice(0, 2)).toEqual(["Rad 7 Samma e-postadress som rad 6: gästen läggs i samma hushåll.", "Rad 12 Samma adress som rad 11: gästen läggs i samma hushåll."]);
    expect(noted.at(-1)).toBe("Rad 43 ”kalle@” är ingen e-postadress; gästen läggs till utan e-post.");
    await notes.scrollIntoViewIfNeeded();
    await expectAccessible(page, "import preview");
    await screenshot(page, "guest-list-import-preview", WINDOW);
    await dialog.getByText("Visa hushållen som läggs till (23)").click();
    await dialog.getByText("Anna Berg, Per Berg, Elsa Berg (barn), Måns Berg (barn)").waitFor();
    await dialog.getByText("Per Jonsson", { exact: true }).waitFor();
    await dialog.getByText("Lars Jönsson", { exact: true }).waitFor();
    expect((await storedList(page, siteId)).households).toEqual([]);
    await screenshot(page, "guest-list-import-households", WINDOW);

    await dialog.getByLabel("Vigsel").check();
    await dialog.getByLabel("Middag").check();
    await dialog.getByRole("button", { name: "Importera 23 hushåll" }).click();
    await dialog.getByText("23 hushåll med 43 gäster har lagts till i gästlistan.").waitFor();
    await screenshot(page, "guest-list-import-done", WINDOW);
    await dialog.getByRole("button", { name: "Klar" }).click();
    await dialog.waitFor({ state: "hidden" });

    const list = await storedList(page, siteId);
    expect(list.households).toHaveLength(23);
    expect(list.households.find((household) => household.name === "The Millers")?.language).toBe("en");
    expect(list.households.flatMap((household) => household.guests)).toHaveLength(43);
    const both = list.events.map((event) => event.id).sort();
    expect(list.households.every((household) => [...household.eventIds].sort().join() === both.join())).toBe(true);
    // The list behind the dialog shows them all.
    await page.getByText("23 av 23 hushåll · 43 gäster").waitFor();
    const millers = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^The Millers/ }) });
    expect(await millers.innerText()).toMatch(/Vigsel[\s\S]*Middag/);
    await expectAccessible(page, "imported list");
    await screenshot(page, "guest-list-imported");
    // The file's postal address is kept, and shown in the household's dialog.
    await page.getByRole("button", { name: "Redigera Familjen Berg" }).click();
    const household = page.getByRole("dialog", { name: "Redigera hushåll" });
    expect(await household.getByLabel("Postadress").inputValue()).toBe("Storgatan 1, Lund");
    await household.getByLabel("Postadress").scrollIntoViewIfNeeded();
    await expectAccessible(page, "household dialog");
    await screenshot(page, "guest-list-household-address", WINDOW);
    await household.getByRole("button", { name: "Avbryt" }).click();
    expectNoPageErrors(page);
    await page.context().close();
  });
});
