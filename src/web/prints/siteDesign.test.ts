import { describe, expect, it } from "vitest";
import type { PrintCard } from "../../domain/print/card";
import type { CardFacts } from "../../domain/print/siteFacts";
import { siteDocument } from "../../modules/siteDocument";
import { withPhoto, withText } from "./editor/cardContent";
import { qrLeadsElsewhere } from "./editor/OrderDialogs";
import { MATCH_SITE, newCard } from "./siteDesign";

const photo = { path: "/images/site-1/", fileName: "a.jpg", originalName: "a.jpg", sizes: [], width: 1100, height: 1000 };
const facts: CardFacts = { names: "Anna & Erik", dateAndLocation: "12 juni 2027", image: null, host: "anna-och-erik.se", url: "https://anna-och-erik.se/", language: "sv" };
const site = siteDocument.parse({ fonts: { heading: "Great Vibes", text: "Lora" }, siteGraphic: "EUCALYPTUS" });
const text = (card: PrintCard, position: string) => card.content.find((item) => item.position === position);

describe("a new card and 'Matcha med bröllopssida'", () => {
  it("starts as the site: its fonts, graphic and colours, a text card without a photo and a photo card with one", () => {
    const card = newCard(site, facts);
    expect(card).toMatchObject({ layout: "GENESIS", fonts: site.fonts, siteGraphic: "EUCALYPTUS", trim: "none" });
    expect(text(card, "qr")).toMatchObject({ url: "https://anna-och-erik.se/", hidden: false });
    expect(newCard(site, { ...facts, image: photo }).layout).toBe("PHOTO_CLEAN");
  });

  it("Layout brings back the site's names, date and address and keeps the owner's other texts", () => {
    const edited = withText(withText(newCard(site, facts), "names", "Sara & Johan"), "welcomeText", "Kom och fira!");
    const matched = MATCH_SITE.layout(edited, facts);
    expect(text(matched, "names")).toMatchObject({ text: "Anna & Erik" });
    expect(text(matched, "welcomeText")).toMatchObject({ text: "Kom och fira!" });
  });

  it("each design tab copies only its own setting", () => {
    const card = { ...newCard(site, facts), fonts: { heading: "Cinzel", text: "Arial" }, siteGraphic: null } as PrintCard;
    expect(MATCH_SITE.fonts(card, site)).toEqual({ ...card, fonts: site.fonts });
    expect(MATCH_SITE.graphics(card, site)).toEqual({ ...card, siteGraphic: "EUCALYPTUS" });
  });
});

describe("the card's photo and QR code", () => {
  it("puts a photo in its place among the layout's positions", () => {
    const card = withPhoto(newCard(site, facts, "PHOTO_CLEAN"), photo);
    expect(card.content.map((item) => item.position)).toEqual(["welcomeText", "primaryImage", "names", "dateAndLocation", "title", "websiteInfo", "textAtQR", "qr"]);
  });

  it("asks about the QR address when it leads elsewhere than the site, or the site has no address", () => {
    expect(qrLeadsElsewhere({ url: "https://anna-och-erik.se/", hidden: false }, "anna-och-erik.se")).toBe(false);
    expect(qrLeadsElsewhere({ url: "https://example.com/", hidden: false }, "anna-och-erik.se")).toBe(true);
    expect(qrLeadsElsewhere({ url: "DEMO", hidden: false }, null)).toBe(true);
    expect(qrLeadsElsewhere({ url: "https://example.com/", hidden: true }, "anna-och-erik.se")).toBe(false);
  });
});
