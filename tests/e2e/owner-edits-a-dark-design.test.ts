import { describe, expect, it } from "vitest";
import { COLOR_PRESET_ROLES, presetScheme } from "../../src/domain/site/colorPresets";
import type { ColorPreset } from "../../src/domain/site/design";
import { expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();

/** The presets on a dark ground (Lyx's midnight and gold among them). */
const DARK_PRESETS = (Object.keys(COLOR_PRESET_ROLES) as ColorPreset[]).filter((name) => COLOR_PRESET_ROLES[name].background.l < 40);

describe.each(OWNER_WIDTH)("the editor on %s", (_name, viewport) => {
  it("keeps its own tools readable on every dark design: the module tools and the add button pass the contrast check", { timeout: 120_000 }, async () => {
    expect(DARK_PRESETS).toEqual(expect.arrayContaining(["MIDNIGHT_GOLD", "BLACK"]));
    const page = await openPage(journey.browser, viewport);
    const url = journey.server.url;
    const { siteId } = await registerThroughApi(page, url);
    const { siteModules } = (await (await page.request.get(`${url}/api/sites/${siteId}`)).json()) as { siteModules: unknown[] };
    for (const preset of DARK_PRESETS) {
      expect((await page.request.put(`${url}/api/sites/${siteId}`, { data: { siteModules, theme: "theme12", colorScheme: presetScheme(preset) } })).status()).toBe(200);
      await page.goto(`${url}/redigera/${siteId}/`);
      await page.locator("section.module--Header").waitFor();
      const tools = page.locator(".module-tools__group").first();
      // The tools keep the app's white ground, not the design's dark surface.
      expect(await tools.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(255, 255, 255)");
      await expectAccessible(page, `editor on ${preset}`);
      await screenshot(page, `editor-dark-${preset.toLowerCase()}`, { fullPage: false });
    }
    expectNoPageErrors(page);
    await page.context().close();
  });
});
