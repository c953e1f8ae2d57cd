import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../src/server/seed/demo";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { setUpJourneys, EACH_WIDTH } from "./support/journey";

const journey = setUpJourneys({}, { seedDemo: true });

async function logInAsDemoOwner(page: Page) {
  const login = await page.request.post(`${journey.server.url}/api/accounts/login/`, { data: { mail: journey.server.demo!.mail, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
}

/** What the owner would see cut or pushed aside: the page's own sideways scroll, the table's, and cells whose text overflows them. */
const widths = (page: Page) =>
  page.evaluate(() => {
    const scroller = document.querySelector(".answers-table__scroll")!;
    const cells = [...document.querySelectorAll<HTMLElement>(".answers-table th button, .answers-table td")];
    return {
      page: document.documentElement.scrollWidth - innerWidth,
      table: scroller.scrollWidth - scroller.clientWidth,
      cut: cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
    };
  });

describe.each(EACH_WIDTH)("the owner on %s", (name, viewport) => {
  it("reads Visa OSA's table, long questions included, with no sideways scroll of the page and no cut text", async () => {
    const page = await openPage(journey.browser, viewport);
    await logInAsDemoOwner(page);
    await page.goto(`${journey.server.url}/redigera/${journey.server.demo!.siteId}/visa-osa/`);
    await page.getByRole("columnheader", { name: "Vill du åka med den gemensamma bussen?" }).waitFor();
    const measured = await widths(page);
    expect(measured.page).toBeLessThanOrEqual(0);
    expect(measured.cut).toEqual([]);
    // A desktop holds the whole table; a phone scrolls it inside its own box, the names fixed at the left.
    if (name === "desktop") expect(measured.table).toBeLessThanOrEqual(0);
    await expectAccessible(page, "answers table");
    await page.locator(".answers-table-card").scrollIntoViewIfNeeded();
    await screenshot(page, "answers-table-fits", { fullPage: false });
    expectNoPageErrors(page);
    await page.context().close();
  });
});
