import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, expectAccessible, expectNoPageErrors, openPage, PHONE, screenshot } from "./support/browser";
import { setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

const text = (id: string, title: string) => ({ id, siteModuleType: "Text", title: { sv: title }, text: { sv: `<p>Om ${title.toLowerCase()}.</p>` } });
const heading = (page: Page, title: string) => page.locator(".site-editor").getByRole("heading", { name: title, exact: true });
const staleDialog = (page: Page) => page.getByRole("dialog", { name: "Någon annan har sparat sidan" });

async function retitle(page: Page, from: string, to: string) {
  await page.getByRole("toolbar", { name: `Verktyg för ${from}` }).getByRole("button", { name: "Redigera" }).click();
  const dialog = page.getByRole("dialog", { name: "Text" });
  await dialog.getByRole("textbox", { name: "Rubrik" }).fill(to);
  await dialog.getByRole("button", { name: "Klar" }).click();
  await heading(page, to).waitFor();
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Spara" }).click();
}

const allSaved = (page: Page) => expect.poll(() => page.locator(".editor-bar__status").textContent()).toBe("Allt är sparat");

/** One owner with the editor open in two tabs of one browser, as two people on one account would be. */
async function twoTabs() {
  const first = await openPage(journey.browser, { ...DESKTOP, alsoAt: PHONE });
  const url = journey.server.url;
  const { siteId } = await registerThroughApi(first, url);
  const stored = await first.request.put(`${url}/api/sites/${siteId}`, { data: { siteModules: [text("welcome", "Välkommen"), text("schedule", "Schema")] } });
  expect(stored.status()).toBe(200);
  const second = await first.context().newPage();
  for (const page of [first, second]) {
    await page.goto(`${url}/redigera/${siteId}/`);
    await heading(page, "Schema").waitFor();
  }
  const titles = async () =>
    ((await first.request.get(`${url}/api/sites/${siteId}`).then((answer) => answer.json())) as { siteModules: { title: { sv: string } }[] }).siteModules.map(
      (module) => module.title.sv,
    );
  return { first, second, titles };
}

describe("two tabs saving the same page", () => {
  it("edits of different modules in two tabs both end up saved through the merge", { timeout: 120_000 }, async () => {
    const { first, second, titles } = await twoTabs();
    await retitle(second, "Schema", "Program");
    await save(second);
    await allSaved(second);

    await retitle(first, "Välkommen", "Välkomna");
    await save(first);
    const dialog = staleDialog(first);
    await dialog.waitFor();
    await dialog.getByText(/”Program” ändrades/).waitFor();
    await dialog.getByText("Dina ändringar gäller andra delar av sidan").waitFor();
    // Nothing of either tab was lost while the dialog asks.
    expect(await titles()).toEqual(["Välkommen", "Program"]);
    await expectAccessible(first, "stale save, no conflicts");
    await screenshot(first, "two-tabs-merge", WINDOW);

    await dialog.getByRole("button", { name: "Slå ihop" }).click();
    await allSaved(first);
    await heading(first, "Välkomna").waitFor();
    await heading(first, "Program").waitFor();
    expect(await titles()).toEqual(["Välkomna", "Program"]);
    expectNoPageErrors(first);
    await first.context().close();
  });

  it("a module edited in both tabs is offered as keep mine or keep theirs, and reload drops mine only when confirmed", { timeout: 120_000 }, async () => {
    const { first, second, titles } = await twoTabs();
    await retitle(second, "Schema", "Dagens program");
    await save(second);
    await allSaved(second);

    await retitle(first, "Schema", "Schemat");
    await retitle(first, "Välkommen", "Välkomna");
    await save(first);
    const dialog = staleDialog(first);
    const conflict = dialog.getByRole("group", { name: /”Schemat”/ });
    await conflict.waitFor();
    const merge = dialog.getByRole("button", { name: "Slå ihop" });
    expect(await merge.isDisabled()).toBe(true);
    await conflict.getByRole("radio", { name: "Behåll deras" }).check();
    expect(await merge.isEnabled()).toBe(true);
    await expectAccessible(first, "stale save with a conflict");
    await screenshot(first, "two-tabs-conflict", WINDOW);

    // Reload asks first; cancelling returns to the choice.
    await dialog.getByRole("button", { name: "Ladda om" }).click();
    const confirm = first.getByRole("dialog", { name: "Ladda om sidan?" });
    await confirm.getByRole("button", { name: "Avbryt" }).click();
    await merge.click();
    await allSaved(first);
    await heading(first, "Dagens program").waitFor();
    await heading(first, "Välkomna").waitFor();
    expect(await titles()).toEqual(["Välkomna", "Dagens program"]);

    // Now the second tab is behind: reloading there, confirmed, shows the page as saved.
    await retitle(second, "Dagens program", "Kvällen");
    await save(second);
    await staleDialog(second).getByRole("button", { name: "Ladda om" }).click();
    await second.getByRole("dialog", { name: "Ladda om sidan?" }).getByRole("button", { name: "Ladda om och släng mina ändringar" }).click();
    await heading(second, "Välkomna").waitFor();
    await heading(second, "Dagens program").waitFor();
    await allSaved(second);
    expect(await titles()).toEqual(["Välkomna", "Dagens program"]);
    expectNoPageErrors(first);
    await first.context().close();
  });
});
