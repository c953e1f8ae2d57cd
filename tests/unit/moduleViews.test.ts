import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteDocument } from "../../src/modules/siteDocument";
import { siteModule, type SiteModule } from "../../src/modules/siteModule";
import { MODULE_VIEWS } from "../../src/modules/views";
import { uiLanguageFor } from "../../src/domain/languages";
import { SiteContext } from "../../src/kit/guestPage/SiteContext";
import { emptyHintOf } from "../../src/modules/emptiness";
import { EmptyHints } from "../../src/modules/EmptyModuleHint";

const image = { path: "/images/site-1/", fileName: "a.jpg", sizes: [{ fileName: "a-600.webp", size: 600 }], width: 1600, height: 1000 };

/** A module's guest HTML as the server renders it; in edit mode with the empty hints the edited page provides. */
function render(input: Record<string, unknown>, { editMode = false, language = "sv", renderedAt = Date.UTC(2030, 5, 1, 10) } = {}): string {
  const module = siteModule.parse({ id: "m1", ...input });
  const document = siteDocument.parse({ siteModules: [module] });
  const View = MODULE_VIEWS[module.siteModuleType] as ComponentType<{ module: SiteModule }>;
  const value = { siteId: "site-1", document, language, brand: "wedding" as const, uiLanguage: uiLanguageFor(language), editMode, renderedAt, editAvailable: editMode, drawsMaps: true, market: "se" as const, swishCommerce: null, reservations: [], setReservations: () => {} };
  return renderToString(createElement(SiteContext.Provider, { value }, createElement(EmptyHints.Provider, { value: editMode ? emptyHintOf : null }, createElement(View, { module }))));
}

describe("Header view", () => {
  it("makes the title the page's h1 and loads the image at once", () => {
    const html = render({ siteModuleType: "Header", title: { sv: "Anna & Erik" }, secondLine: { sv: "12 juni" }, image, userSelectedImageSize: "LARGE", titleVerticalAlignment: -1 });
    expect(html).toContain('<h1 class="header__title">Anna &amp; Erik</h1>');
    expect(html).toMatch(/class="header header--large header--align-top header--has-image"/);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain("12 juni");
  });
  it("shows the second line's placeholder in edit mode only", () => {
    const header = { siteModuleType: "Header", title: { sv: "Anna & Erik" } };
    expect(render(header, { editMode: true })).toContain("Inget datum");
    expect(render(header, { editMode: true, language: "en" })).toContain("No date");
    expect(render(header)).not.toContain("Inget datum");
  });
});

describe("Countdown view", () => {
  const values = (html: string) => [...html.matchAll(/countdown__value">([^<]*)</g)].map((match) => match[1]);

  it("renders the time left as of the server's render, with unit words in the site's language", () => {
    // 10:00:55 UTC is 12:00:55 in Stockholm: 2 days, 3 hours, 4 minutes and 5 seconds before 15:05 two days on.
    const html = render({ siteModuleType: "Countdown", countdownDate: "2030-06-03T15:05" }, { language: "fi", renderedAt: Date.UTC(2030, 5, 1, 10, 0, 55) });
    expect(html).toContain('role="timer"');
    expect(values(html)).toEqual(["2", "03", "04", "05"]);
    expect(html).toContain("päivää");
  });

  it("renders zeros, never dashes, for a past or missing date", () => {
    expect(values(render({ siteModuleType: "Countdown", countdownDate: "2020-06-01T15:00" }))).toEqual(["0", "00", "00", "00"]);
    expect(values(render({ siteModuleType: "Countdown", countdownDate: null }))).toEqual(["0", "00", "00", "00"]);
  });
});

describe("TextAndImageList view", () => {
  const list = [
    { id: "listItem1", title: { sv: "Vigsel" }, text: {} },
    { id: "listItem2", title: {}, text: { sv: "<p><br></p>" }, image },
    { id: "listItem3", title: {}, text: { sv: "<p>Middag</p>" } },
  ];
  it("shows an item's text block when it has a title or text, and always in edit mode", () => {
    expect(render({ siteModuleType: "TextAndImageList", list }).match(/text-image-list__body/g)).toHaveLength(2);
    expect(render({ siteModuleType: "TextAndImageList", list }, { editMode: true }).match(/text-image-list__body/g)).toHaveLength(3);
  });
});

describe("Location view", () => {
  const location = { siteModuleType: "Location", title: { sv: "Plats" }, map: { location: "Grand Hôtel, Saltsjöbaden", zoom: 13, mapTheme: "RETRO", markerColor: "#B4533C" } };
  it("links the map to Google Maps in a new tab for guests", () => {
    const html = render(location);
    expect(html).toContain('src="/api/sites/site-1/maps/Grand%20H%C3%B4tel%2C%20Saltsj%C3%B6baden/13/RETRO/b4533c/"');
    expect(html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=Grand%20H%C3%B4tel%2C%20Saltsj%C3%B6baden"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('alt="Karta över Grand Hôtel, Saltsjöbaden"');
    expect(html).toContain('width="640" height="420"');
  });
  it("shows the owner's editor the map it drew on saving, which quick start has too, before the page is saved", () => {
    expect(render(location, { editMode: true })).toContain('src="/api/sites/site-1/maps/preview/Grand%20H%C3%B4tel%2C%20Saltsj%C3%B6baden/13/RETRO/b4533c/"');
  });
  it("shows the map without a link in edit mode, and no map without a location", () => {
    expect(render(location, { editMode: true })).not.toContain("google.com");
    expect(render({ ...location, map: null })).not.toContain("location__map");
    expect(render({ ...location, map: "" })).not.toContain("location__map");
  });
});

describe("Video view", () => {
  it("shows a play button over our thumbnail and nothing from YouTube before play", () => {
    const html = render({ siteModuleType: "Video", title: { sv: "Filmen" }, video: { videoUrl: "https://youtu.be/dQw4w9WgXcQ", autoStart: true } });
    expect(html).toContain('src="/api/sites/site-1/video-thumbnails/dQw4w9WgXcQ/maxresdefault.jpg"');
    expect(html).toContain('aria-label="Spela upp videon Filmen"');
    expect(html).not.toContain("youtube");
  });
  it("shows guests nothing without a video id, and the owner what the module needs", () => {
    expect(render({ siteModuleType: "Video", title: { sv: "Filmen" }, video: { videoUrl: "https://example.com/film" } })).toBe("");
    expect(render({ siteModuleType: "Video", title: { sv: "Filmen" } })).toBe("");
    expect(render({ siteModuleType: "Video", title: { sv: "Filmen" } }, { editMode: true })).toContain("Lägg till en länk till ett YouTube-klipp här");
  });
});

describe("ImageGallery view", () => {
  it("renders each image as a button naming its place, in the interface language", () => {
    const html = render({ siteModuleType: "ImageGallery", title: { sv: "Bilder" }, gallery: [image, image] }, { language: "da" });
    expect(html).toContain('aria-label="Vis billede 2 af 2 i fuld skærm"');
    expect(html).toContain('sizes="(min-width: 751px) 600px, 50vw"');
  });
});

describe("PeopleList and Text views", () => {
  it("renders names under the module's h2 and rich text as given", () => {
    const html = render({ siteModuleType: "PeopleList", title: { sv: "Personer" }, list: [{ id: "peopleListItem1", name: "Sara", title: { sv: "Toastmaster" }, text: { sv: "<p>Hej <b>där</b></p>" } }] });
    expect(html).toContain('<h2 class="module__title">Personer</h2>');
    expect(html).toContain('<h3 class="person__name">Sara</h3>');
    expect(html).toContain("<p>Hej <b>där</b></p>");
    expect(render({ siteModuleType: "Text", title: {}, text: { sv: "<p></p>" } })).toBe('<div class="text-module"></div>');
  });
});

describe("Schedule view", () => {
  const schedule = { siteModuleType: "Schedule", title: { sv: "Program", en: "Schedule" } };

  it("tells the owner in edit mode where the events are added, in the owner's language, and guests nothing of it", () => {
    expect(render(schedule, { editMode: true })).toContain("lägg till dem under Gäster → Evenemang");
    expect(render(schedule, { editMode: true, language: "en" })).toContain("add them under Guests → Events");
    expect(render(schedule)).not.toContain("Gäster");
  });

  it("writes the time in a starter language's own words and the labels in English", () => {
    const html = renderToString(
      createElement(
        SiteContext.Provider,
        {
          value: {
            siteId: "site-1",
            document: siteDocument.parse({ language: "fi", siteModules: [siteModule.parse({ id: "m1", ...schedule })] }),
            language: "fi",
            brand: "wedding" as const,
            uiLanguage: uiLanguageFor("fi"),
            editMode: false,
            renderedAt: 0,
            editAvailable: false,
            drawsMaps: false,
            market: "se" as const,
            swishCommerce: null,
            reservations: [],
            setReservations: () => {},
            schedule: {
              token: null,
              events: [{ id: "e1", name: "Vihkiminen", startsAt: "2030-06-15T12:00:00Z", endsAt: null, place: null, map: null, travelNote: null, dressCode: "Tumma puku", access: { stepFree: false, parkingNearby: false, hearingLoop: false, quietRoom: false, note: null } }],
            },
          },
        },
        createElement(MODULE_VIEWS.Schedule as ComponentType<{ module: SiteModule }>, { module: siteModule.parse({ id: "m1", ...schedule }) }),
      ),
    );
    expect(html).toContain("lauantai 15. kesäkuuta");
    expect(html).toContain("Dress code");
    expect(html).toContain("Add to calendar");
    expect(html).toContain('href="/kalender/e1.ics"');
  });
});
