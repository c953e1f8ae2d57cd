import { describe, expect, it } from "vitest";
import { siteDocument } from "../../src/modules/siteDocument";
import { moduleAnchor } from "../../src/server/features/guestPhotos/siteLinks";

const image = { path: "/images/site/", fileName: "a.jpg", sizes: [{ fileName: "a-600.webp", size: 600 }], width: 1200, height: 800 };
const gallery = (id: string, title: Record<string, string>, extra: Record<string, unknown> = {}) => ({ id, siteModuleType: "ImageGallery", title, gallery: [image], ...extra });

describe("a module's anchor on the guest page", () => {
  it("is the slug the page's menu makes of its title, in the site's main language, made unique as the menu makes it", () => {
    const document = siteDocument.parse({ language: "sv", siteModules: [gallery("first", { sv: "Bilder" }), gallery("second", { sv: "Bilder" })] });
    expect(moduleAnchor(document, "ImageGallery")).toBe("bilder");
    const hiddenFirst = siteDocument.parse({ language: "sv", siteModules: [gallery("first", { sv: "Gömda bilder" }, { hide: true }), gallery("second", { sv: "Bilder från gästerna" })] });
    expect(moduleAnchor(hiddenFirst, "ImageGallery")).toBe("bilder-fran-gasterna");
    const menuTitle = siteDocument.parse({ language: "da", siteModules: [gallery("first", { da: "Billeder fra gæsterne" }, { menuTitle: { da: "Gæsternes billeder" } })] });
    expect(moduleAnchor(menuTitle, "ImageGallery")).toBe("gaesternes-billeder");
  });

  it("is null for a page without a shown module of the type, and for a document that does not read", () => {
    expect(moduleAnchor(siteDocument.parse({ language: "sv", siteModules: [] }), "ImageGallery")).toBeNull();
    expect(moduleAnchor({ siteModules: "nonsense" }, "ImageGallery")).toBeNull();
  });
});
