import { eq } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sites } from "../../src/server/db/schema";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

const text = (id: string, title: string) => ({ id, siteModuleType: "Text", title: { sv: title }, text: { sv: `<p>${title}: mer om det här snart.</p>` } });
/** Three modules with something in them, so the guest page shows each one. */
const DOCUMENT = { siteModules: [text("valkomna", "Välkomna"), text("program", "Program"), text("boende", "Boende")] };

let published = 0;
/** An owner's published site with the three modules, open in the editor. */
async function ownersEditor(page: Page) {
  const url = journey.server.url;
  const { siteId } = await registerThroughApi(page, url);
  expect((await page.request.put(`${url}/api/sites/${siteId}`, { data: DOCUMENT })).status()).toBe(200);
  const host = `flytta-${++published}-${Date.now()}.localhost`;
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  await page.goto(`${url}/redigera/${siteId}/`);
  await page.locator(".site-editor section.module").first().waitFor();
  return host;
}

const canvasOrder = (page: Page) => page.locator(".site-editor__canvas section.module").evaluateAll((sections) => sections.map((section) => section.getAttribute("data-module-id")));
const saveButton = (page: Page) => page.getByRole("toolbar", { name: "Redigering" }).getByRole("button", { name: "Spara", exact: true });
/** What dnd-kit's live region last said. */
const announced = (scope: Page | Locator) => scope.locator('[id^="DndLiveRegion"]').textContent();

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
};

/** Lifts with space, moves with one arrow press, and waits for the new place to be announced before what comes next. */
async function liftAndMove(page: Page, grip: Locator, arrow: "ArrowUp" | "ArrowDown", announcement: string, scope: Page | Locator = page) {
  await grip.focus();
  await page.keyboard.press("Space");
  await expect.poll(() => announced(scope)).toContain("är lyft");
  // dnd-kit listens for the arrows from the task after the lift: a task queued now runs after that one.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await page.keyboard.press(arrow);
  await expect.poll(() => announced(scope)).toBe(announcement);
}

describe.each(OWNER_WIDTH)("an owner reorders modules on %s", (name, viewport) => {
  it("drags a module by its grip with the mouse: the page's order changes, Save stands out, and after Save the guest sees the new order", { timeout: 90_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const host = await ownersEditor(page);
    expect(await canvasOrder(page)).toEqual(["valkomna", "program", "boende"]);
    expect(await saveButton(page).getAttribute("class")).not.toContain("button--primary");

    // Välkomna's grip is dragged down until the module's middle is past Program's.
    const grip = page.getByRole("toolbar", { name: "Verktyg för Välkomna" }).getByRole("button", { name: "Flytta Välkomna" });
    await grip.scrollIntoViewIfNeeded();
    const from = await box(grip);
    const moved = await box(page.locator('[data-module-id="valkomna"]'));
    const target = await box(page.locator('[data-module-id="program"]'));
    const by = target.y + target.height / 2 - (moved.y + moved.height / 2) + 20;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + by, { steps: 12 });
    await expect.poll(() => page.locator('[data-module-id="valkomna"]').getAttribute("data-dragging")).toBe("true");
    await screenshot(page, "reorder-dragging", { ...WINDOW, midGesture: true });
    await page.mouse.up();

    await expect.poll(() => canvasOrder(page)).toEqual(["program", "valkomna", "boende"]);
    await expect.poll(() => saveButton(page).getAttribute("class")).toContain("button--primary");
    // A click on the grip moves nothing: the pointer has to travel first.
    await page.getByRole("button", { name: "Flytta Boende" }).click();
    expect(await canvasOrder(page)).toEqual(["program", "valkomna", "boende"]);
    await screenshot(page, "reorder-dropped", WINDOW);

    await saveButton(page).click();
    await expect.poll(() => page.locator(".editor-bar__status").textContent()).toBe("Allt är sparat");
    await page.reload();
    await page.locator(".site-editor section.module").first().waitFor();
    expect(await canvasOrder(page)).toEqual(["program", "valkomna", "boende"]);

    const guest = await openPage(journey.browser, viewport);
    await openGuestPage(guest, journey.server.siteUrl(host));
    await guest.getByRole("heading", { name: "Välkomna" }).waitFor();
    expect(await guest.locator("section.module").evaluateAll((sections) => sections.map((section) => section.getAttribute("data-module-id")))).toEqual(["program", "valkomna", "boende"]);
    expectNoPageErrors(page);
    expectNoPageErrors(guest);
    await guest.context().close();
    await page.context().close();
  });

  it("moves a module with the keyboard from its grip, hears each step in Swedish, and Escape puts it back", { timeout: 60_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    await ownersEditor(page);
    const grip = page.getByRole("button", { name: "Flytta Välkomna" });
    const instructions = await grip.evaluate((button) => document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent);
    expect(instructions).toContain("Tryck på mellanslag för att lyfta modulen");

    // Escape cancels: the module stays where it was.
    await liftAndMove(page, grip, "ArrowDown", "Välkomna flyttas till plats 2 av 3.");
    await page.keyboard.press("Escape");
    await expect.poll(() => announced(page)).toBe("Flytten avbröts. Välkomna ligger kvar på plats 1 av 3.");
    expect(await canvasOrder(page)).toEqual(["valkomna", "program", "boende"]);
    expect(await saveButton(page).getAttribute("class")).not.toContain("button--primary");

    await liftAndMove(page, grip, "ArrowDown", "Välkomna flyttas till plats 2 av 3.");
    await screenshot(page, "reorder-keyboard-lifted", { ...WINDOW, midGesture: true });
    await page.keyboard.press("Space");
    await expect.poll(() => announced(page)).toBe("Välkomna släpptes på plats 2 av 3.");
    await expect.poll(() => canvasOrder(page)).toEqual(["program", "valkomna", "boende"]);
    await expect.poll(() => saveButton(page).getAttribute("class")).toContain("button--primary");
    // Focus stays on the grip, so the next move can follow at once.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Flytta Välkomna");
    await expectAccessible(page, `editor after a keyboard move on ${name}`);
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("reorders in the menu editor with the keyboard, each field naming its module, and axe finds nothing serious", { timeout: 60_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    await ownersEditor(page);
    await page.getByRole("toolbar", { name: "Redigering" }).getByRole("button", { name: "Ändra meny" }).click();
    const menu = page.getByRole("dialog", { name: "Ändra meny" });
    await menu.waitFor();
    const dialogOrder = () => menu.locator("legend").allTextContents();
    expect(await dialogOrder()).toEqual(["Välkomna", "Program", "Boende"]);
    for (const module of ["Välkomna", "Program", "Boende"]) {
      await menu.getByRole("textbox", { name: `Namn i menyn – ${module}`, exact: true }).waitFor();
      await menu.getByRole("checkbox", { name: `Dölj i menyn – ${module}`, exact: true }).waitFor();
    }
    await expectAccessible(page, `menu editor on ${name}`);
    await screenshot(page, "reorder-menu-editor", WINDOW);

    // Escape cancels the move and leaves the dialog open.
    const grip = menu.getByRole("button", { name: "Flytta Boende" });
    await liftAndMove(page, grip, "ArrowUp", "Boende flyttas till plats 2 av 3.", menu);
    await screenshot(page, "reorder-menu-editor-lifted", { ...WINDOW, midGesture: true });
    await page.keyboard.press("Escape");
    await expect.poll(() => announced(menu)).toBe("Flytten avbröts. Boende ligger kvar på plats 3 av 3.");
    expect(await menu.isVisible()).toBe(true);
    expect(await dialogOrder()).toEqual(["Välkomna", "Program", "Boende"]);

    await liftAndMove(page, grip, "ArrowUp", "Boende flyttas till plats 2 av 3.", menu);
    await page.keyboard.press("Space");
    await expect.poll(() => announced(menu)).toBe("Boende släpptes på plats 2 av 3.");
    await expect.poll(dialogOrder).toEqual(["Välkomna", "Boende", "Program"]);
    // The fields follow their module.
    await menu.getByRole("textbox", { name: "Namn i menyn – Boende", exact: true }).fill("Sova");
    await expect.poll(() => menu.locator(".menu-editor__entry").nth(1).locator(".menu-editor__slug").textContent()).toBe("Länk: #sova");
    await expectAccessible(page, `menu editor after a move on ${name}`);

    await menu.getByRole("button", { name: "Klar" }).click();
    await menu.waitFor({ state: "detached" });
    expect(await canvasOrder(page)).toEqual(["valkomna", "boende", "program"]);
    expect(await saveButton(page).getAttribute("class")).toContain("button--primary");
    expectNoPageErrors(page);
    await page.context().close();
  });
});
