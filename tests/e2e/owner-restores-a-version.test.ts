import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();

const documentTitled = (title: string) => ({ siteModules: [{ id: "t", siteModuleType: "Text", title: { sv: title }, text: { sv: "<p>Välkomna!</p>" } }] });

describe.each(OWNER_WIDTH)("on %s", (_name, viewport) => {
  it("an owner previews an older version and restores it, which saves a new version", async () => {
    const page = await openPage(journey.browser, viewport);
    const url = journey.server.url;
    const { siteId } = await registerThroughApi(page, url);
    const starter = (await (await page.request.get(`${url}/api/sites/${siteId}`)).json()) as { siteModules: { title?: { sv?: string } }[] };
    for (const title of ["Första", "Andra"]) {
      const saved = await page.request.put(`${url}/api/sites/${siteId}`, { data: documentTitled(title) });
      expect(saved.status()).toBe(200);
    }
    const before = (await (await page.request.get(`${url}/api/sites/${siteId}/versions`)).json()) as { versions: { _id: string }[] };

    await page.goto(`${url}/redigera/${siteId}/`);
    await page.getByRole("link", { name: "Versioner" }).click();
    await page.waitForURL(`${url}/redigera/${siteId}/versioner/`);
    await page.getByRole("heading", { name: "Versioner", level: 1 }).waitFor();
    expect(await page.getByRole("link", { name: "Tillbaka till redigeringen" }).getAttribute("href")).toBe(`/redigera/${siteId}/`);

    const options = page.getByRole("region", { name: "Sparade versioner" }).getByRole("button");
    await options.first().waitFor();
    expect(await options.count()).toBe(before.versions.length);
    // The newest is selected first: it is the current one, so nothing to restore.
    await expect.poll(() => options.first().getAttribute("aria-pressed")).toBe("true");
    expect(await options.first().textContent()).toContain("Nuvarande");
    expect(await options.first().textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    const preview = page.getByRole("region", { name: /^Förhandsvisning av versionen från/ });
    await preview.getByRole("heading", { name: "Andra" }).waitFor();
    await page.getByText("Det här är den nuvarande versionen av sidan.").waitFor();
    expect(await page.getByRole("button", { name: "Återställ den här versionen" }).count()).toBe(0);

    // The oldest is the page as it was before the first save.
    expect(before.versions).toHaveLength(3);
    await options.last().click();
    const starterTitle = starter.siteModules.map((module) => module.title?.sv).find(Boolean)!;
    await preview.getByText(starterTitle, { exact: true }).first().waitFor();

    await options.nth(1).click();
    expect(await options.nth(1).getAttribute("aria-pressed")).toBe("true");
    await preview.getByRole("heading", { name: "Första" }).waitFor();
    const restore = page.getByRole("button", { name: "Återställ den här versionen" });
    await restore.waitFor();
    await expectAccessible(page, "versions screen");
    await screenshot(page, "versions");

    await restore.click();
    await page.waitForURL(`${url}/redigera/${siteId}/`);
    const site = (await (await page.request.get(`${url}/api/sites/${siteId}`)).json()) as { siteModules: { title: { sv: string } }[] };
    expect(site.siteModules[0]!.title.sv).toBe("Första");
    const after = (await (await page.request.get(`${url}/api/sites/${siteId}/versions`)).json()) as { versions: unknown[] };
    expect(after.versions).toHaveLength(before.versions.length + 1);
    expect(after.versions).toHaveLength(4);
    expectNoPageErrors(page);
    await page.context().close();
  });
});
