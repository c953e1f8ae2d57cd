import { describe, expect, it } from "vitest";
import { printCard } from "./card";
import { defaultContent } from "./defaultContent";
import { CARD_LAYOUTS, LAYOUT_PAGES } from "./layouts";
import { cardFacts, type CardFacts } from "./siteFacts";

const photo = { path: "/images/site/", fileName: "photo.jpg", sizes: [{ fileName: "photo-800.webp", size: 800 }], width: 1200, height: 900 };
const facts: CardFacts = { names: "Anna & Erik", dateAndLocation: "12 juni 2027, Stockholm", image: photo, host: "anna-och-erik.example.se", url: "https://anna-och-erik.example.se/", language: "sv" };
const blank: CardFacts = { names: "", dateAndLocation: "", image: null, host: null, url: null, language: "sv" };
const textAt = (content: ReturnType<typeof defaultContent>, position: string) => {
  const item = content.find((entry) => entry.position === position);
  return item?.contentType === "text" ? item.text : undefined;
};
const card = (layout: (typeof CARD_LAYOUTS)[number], content: unknown) => ({
  layout,
  content,
  colorScheme: { background: { h: 0, s: 0, l: 100 }, onBackground: { h: 0, s: 0, l: 0 } },
  fonts: { heading: "Playfair Display", text: "Arial" },
});

describe("a layout's default content", () => {
  it("fills each layout's positions, page by page, with the site's names, date line, photo and address", () => {
    for (const layout of CARD_LAYOUTS) {
      const content = defaultContent(layout, facts);
      expect(content.map((item) => [item.page, item.position])).toEqual([1, 2].flatMap((page) => LAYOUT_PAGES[layout][page as 1 | 2].map((position) => [page, position])));
      expect(printCard.safeParse(card(layout, content)).success, layout).toBe(true);
    }
    const photoCard = defaultContent("PHOTO_CLEAN", facts);
    expect(textAt(photoCard, "names")).toBe("Anna & Erik");
    expect(textAt(photoCard, "dateAndLocation")).toBe("12 juni 2027, Stockholm");
    expect(textAt(defaultContent("GENESIS", facts), "dateAndLocationLong")).toBe("12 juni 2027, Stockholm");
    expect(photoCard.find((item) => item.position === "primaryImage")).toMatchObject({ contentType: "image", ...photo });
    expect(photoCard.find((item) => item.position === "qr")).toEqual({ id: "qr", page: 2, position: "qr", contentType: "qr", url: "https://anna-och-erik.example.se/", hidden: false });
    expect(textAt(photoCard, "textAtQR")).toBe("Skanna QR-koden eller gå till anna-och-erik.example.se");
  });

  it("falls back to Swedish placeholders, the demo QR and no photo for a site without a header or an address", () => {
    const content = defaultContent("TEXT_ON_PHOTO", blank);
    expect(content.map((item) => item.position)).toEqual(["names", "dateAndLocation", "title", "websiteInfo", "textAtQR", "qr"]);
    expect(textAt(content, "names")).toBe("Namn & Namn");
    expect(textAt(content, "dateAndLocation")).toBe("Datum och plats");
    expect(content.find((item) => item.position === "qr")).toMatchObject({ url: "DEMO", hidden: false });
    expect(printCard.safeParse(card("TEXT_ON_PHOTO", content)).success).toBe(true);
  });

  it("writes its own texts in the site's main language: Danish, English, and English for a language the interface lacks", () => {
    const danish = defaultContent("PHOTO_CLEAN", { ...blank, host: "sofie-og-mads.example.dk", url: "https://sofie-og-mads.example.dk/", language: "da" });
    expect(textAt(danish, "welcomeText")).toBe("Kom og fejr dagen med os");
    expect(textAt(danish, "names")).toBe("Navn & Navn");
    expect(textAt(danish, "dateAndLocation")).toBe("Dato og sted");
    expect(textAt(danish, "title")).toBe("Mere information og tilmelding");
    expect(textAt(danish, "textAtQR")).toBe("Scan QR-koden eller gå til sofie-og-mads.example.dk");
    const english = defaultContent("GENESIS", { ...blank, language: "en" });
    expect(textAt(english, "welcomeText")).toBe("Join us to celebrate");
    expect(textAt(english, "dateAndLocationLong")).toBe("Day, date, time and place");
    expect(textAt(english, "textAtQR")).toBe("Scan the QR code to visit our website");
    expect(textAt(defaultContent("GENESIS", { ...blank, language: "fi" }), "title")).toBe("More information and RSVP");
    for (const content of [danish, english]) expect(content.map((item) => (item.contentType === "text" ? item.text : "")).join(" ")).not.toMatch(/[äö]|Välkomna|Skanna|webbplats/);
  });

  it("points the QR code at the site's link as the deployment reaches it, port included in development", () => {
    const site = { language: "da", siteModules: [] };
    const local = cardFacts(site, "sofie.localhost", { protocol: "http:", port: "3000" });
    expect(defaultContent("GENESIS", local).find((item) => item.position === "qr")).toMatchObject({ url: "http://sofie.localhost:3000/" });
    expect(cardFacts(site, "sofie-og-mads.dk", { protocol: "https:", port: "" }).url).toBe("https://sofie-og-mads.dk/");
    expect(cardFacts(site, null, { protocol: "http:", port: "3000" })).toMatchObject({ host: null, url: null, language: "da" });
  });

  it("cuts a header title longer than a card text may be", () => {
    const content = defaultContent("GENESIS", { ...blank, names: "x".repeat(5000) });
    expect(textAt(content, "names")).toHaveLength(2000);
  });
});
