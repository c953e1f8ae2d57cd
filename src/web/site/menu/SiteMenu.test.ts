import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteDocument } from "../../../modules/siteDocument";
import { SitePage } from "../SitePage";

const render = (editMode: boolean, languages = [{ languageCode: "sv" }]) => {
  const document = siteDocument.parse({
    availableLanguages: languages,
    siteModules: [{ id: "t", siteModuleType: "Text", title: { sv: "Välkomna" }, hideInMenu: true }],
  });
  return renderToString(createElement(SitePage, { siteId: "s", document, language: "sv", brand: "wedding", reservations: [], contactMail: "hej@example.com", drawsMaps: true, market: "se", editMode, editAvailable: editMode }));
};

describe("the site menu when every module is hidden from it (spec 2, Menu)", () => {
  it("is not shown to guests", () => {
    expect(render(false)).not.toContain('aria-label="Meny"');
  });

  it("is shown in edit mode, so the owner can reach the menu's settings", () => {
    expect(render(true)).toContain('aria-label="Meny"');
  });

  it("holds just the language switch for guests of a site in two languages", () => {
    const html = render(false, [{ languageCode: "sv" }, { languageCode: "en" }]);
    expect(html).toContain('aria-label="Meny"');
    expect(html).toContain('href="/en"');
    expect(html).not.toContain("site-menu__toggle");
  });
});
