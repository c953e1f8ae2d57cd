import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BRANDS } from "../../domain/brands";
import { uiLanguageFor } from "../../domain/languages";
import { SiteContext } from "../../kit/guestPage/SiteContext";
import { isEmptyModule } from "../emptiness";
import { ISLAND_FOLDERS } from "../islands";
import { moduleChoicesFor } from "../moduleChoices";
import { createModule } from "../newModule";
import { siteDocument } from "../siteDocument";
import type { ModuleOf } from "../siteModule";
import GuestPhotosView from "./view";

function render(module: ModuleOf<"GuestPhotos">, language: string, editMode = false): string {
  const document = siteDocument.parse({ siteModules: [module], language: "sv", languages: ["sv", "en", "da"] });
  const value = { siteId: "site-1", document, language, brand: "wedding" as const, uiLanguage: uiLanguageFor(language), editMode, renderedAt: 0, editAvailable: editMode, drawsMaps: false, market: "se" as const, swishCommerce: null, reservations: [], setReservations: () => {} };
  return renderToString(createElement(SiteContext.Provider, { value }, createElement(GuestPhotosView, { module })));
}

describe("Bilder från gästerna", () => {
  it("is offered to every brand, titled in each language, and never empty: the upload button is its content", () => {
    for (const brand of BRANDS) expect(moduleChoicesFor(brand)).toContain("GuestPhotos");
    const module = createModule("GuestPhotos", ["sv", "en", "da"]) as ModuleOf<"GuestPhotos">;
    expect(module.title).toEqual({ sv: "Bilder från gästerna", en: "Photos from the guests", da: "Billeder fra gæsterne" });
    expect(isEmptyModule(module)).toBe(false);
    expect(ISLAND_FOLDERS.GuestPhotos).toBe("guestPhotos");
  });

  it("draws its title, text and upload button in the page's language, and no photo the server has not given", () => {
    const module = { ...(createModule("GuestPhotos", ["sv", "en", "da"]) as ModuleOf<"GuestPhotos">), text: { sv: "<p>Dela era bilder från kvällen!</p>" } };
    const swedish = render(module, "sv");
    expect(swedish).toContain("Bilder från gästerna");
    expect(swedish).toContain("Dela era bilder från kvällen!");
    expect(swedish).toContain("Ladda upp bilder");
    expect(swedish).toContain("Ditt namn (valfritt)");
    expect(swedish).not.toContain("<img");
    const english = render(module, "en");
    expect(english).toContain("Photos from the guests");
    expect(english).toContain("Upload photos");
    expect(english).not.toMatch(/Ladda|Bildtext|valfri/);
    const danish = render(module, "da");
    expect(danish).toContain("Billeder fra gæsterne");
    expect(danish).toContain("Upload billeder");
    expect(danish).not.toMatch(/Ladda|Bildtext|valfri\)/);
  });
});
