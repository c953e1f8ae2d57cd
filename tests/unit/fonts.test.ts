import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEADING_FONTS, TEXT_FONTS } from "../../src/domain/site/design";
import { fontRoutes } from "../../src/server/features/fonts/routes";
import { fallbackFaces } from "../../src/server/features/fonts/fallbackFaces";
import fs from "node:fs";
import path from "node:path";
import { THEMES } from "../../src/domain/site/designNames";
import { BOLD_HEADING_THEMES, FONT_PACKAGES, firstScreenFontFiles, fontFaces, fontFamily, fontSampleStylesheet, fontStylesheets } from "../../src/kit/guestPage/design/fonts";

const app = Fastify();
beforeAll(async () => {
  fontRoutes(app);
  await app.ready();
});
afterAll(() => app.close());

describe("font stylesheets", () => {
  it("lists just the two families in use, headings 400/700 and text with italics", () => {
    expect(fontStylesheets({ fonts: { heading: "Playfair Display", text: "Lato" } })).toEqual([
      "/fonts/playfair-display/latin-400.css",
      "/fonts/playfair-display/latin-700.css",
      "/fonts/lato/latin-400.css",
      "/fonts/lato/latin-400-italic.css",
      "/fonts/lato/latin-700.css",
      "/fonts/lato/latin-700-italic.css",
    ]);
  });

  it("never loads Arial or Georgia, and loads a single-weight script font once", () => {
    expect(fontStylesheets({ fonts: { heading: "Great Vibes", text: "Arial" } })).toEqual(["/fonts/great-vibes/latin-400.css"]);
    expect(fontStylesheets({ fonts: { heading: "Raleway", text: "Georgia" } })).toHaveLength(2);
  });

  it("shows a family in the picker with its regular weight alone, and a system font with none", () => {
    expect(fontSampleStylesheet("Source Sans 3")).toBe("/fonts/source-sans-3/latin-400.css");
    expect(fontSampleStylesheet("Georgia")).toBeNull();
  });

  it("preloads what the first screen draws with: the title in the theme's heading weight, the text's regular and bold", () => {
    expect(firstScreenFontFiles({ fonts: { heading: "Playfair Display", text: "Lato" }, theme: "theme4" })).toEqual([
      "/fonts/playfair-display/files/playfair-display-latin-400-normal.woff2",
      "/fonts/lato/files/lato-latin-400-normal.woff2",
      "/fonts/lato/files/lato-latin-700-normal.woff2",
    ]);
    expect(firstScreenFontFiles({ fonts: { heading: "Playfair Display", text: "Arial" }, theme: "theme10" })).toEqual(["/fonts/playfair-display/files/playfair-display-latin-700-normal.woff2"]);
    expect(firstScreenFontFiles({ fonts: { heading: "Great Vibes", text: "Georgia" }, theme: "theme7" })).toEqual(["/fonts/great-vibes/files/great-vibes-latin-400-normal.woff2"]);
  });

  it("knows which themes draw their headings bold, as their stylesheets say", () => {
    const bold = THEMES.filter((theme) => {
      const file = path.resolve(import.meta.dirname, `../../src/web/site/design/themes/${theme}.css`);
      const css = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : ""; // a theme without a file of its own is the base design (400)
      return /--heading-weight:\s*700/.test(css);
    });
    expect(bold).toEqual([...BOLD_HEADING_THEMES]);
  });

  it("gives every family a stack with fallbacks", () => {
    expect(fontFamily("Source Sans 3")).toMatch(/^"Source Sans 3", .*sans-serif$/);
    expect(fontFamily("Great Vibes")).toMatch(/cursive$/);
    expect(fontFamily("Georgia")).toMatch(/^Georgia, .*serif$/);
  });

  it("draws every loaded family until it arrives in system fonts scaled to its metrics, on desktops, iPhones, Android and Linux", async () => {
    const families = [...new Set([...HEADING_FONTS, ...TEXT_FONTS])].filter((family) => family !== "Arial" && family !== "Georgia");
    for (const family of families) {
      const faces = await fallbackFaces(family);
      const standIns = [...faces.matchAll(/font-family: "([^"]+)"/g)].map((match) => match[1]!);
      expect(standIns, family).toHaveLength(2);
      // The stack names the stand-ins right after the family, before the generic fallbacks.
      expect(fontFamily(family).startsWith([`"${family}"`, ...standIns.map((name) => `"${name}"`)].join(", ")), family).toBe(true);
      for (const block of faces.split("@font-face").slice(1)) {
        // size-adjust is left out where the widths already match
        expect(block, family).toMatch(/ascent-override: \d+(\.\d+)?%;\s+descent-override: \d+(\.\d+)?%/);
      }
    }
    expect(await fallbackFaces("Lato")).toContain("src: local('Arial'), local('Liberation Sans'), local('ArialMT')");
    expect(await fallbackFaces("Lato")).toMatch(/size-adjust: \d+(\.\d+)?%/);
    expect(await fallbackFaces("Merriweather")).toContain("local('Times New Roman'), local('Liberation Serif')");
    expect(await fallbackFaces("Merriweather")).toContain('"Merriweather Fallback: Noto Serif"');
  });

  it("keeps 23 heading and 12 text fonts", () => {
    expect(HEADING_FONTS).toHaveLength(23);
    expect(TEXT_FONTS).toHaveLength(12);
  });
});

describe("font route", () => {
  it("serves every stylesheet any pair of fonts needs, and the woff2 files they name", async () => {
    const sheets = new Set(HEADING_FONTS.flatMap((heading) => TEXT_FONTS.flatMap((text) => fontStylesheets({ fonts: { heading, text } }))));
    for (const sheet of sheets) {
      const response = await app.inject(sheet);
      expect(response.statusCode, sheet).toBe(200);
      expect(response.headers["content-type"]).toBe("text/css; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const woff2 = /url\(\.\/(files\/[^)]+\.woff2)\)/.exec(response.body)![1]!;
      const font = await app.inject(sheet.replace(/[^/]+$/, woff2));
      expect(font.statusCode, woff2).toBe(200);
      expect(font.headers["content-type"]).toBe("font/woff2");
    }
  });

  it("serves the woff2 file of every face the page's own @font-face rules name, as the package's stylesheet declares that face", async () => {
    for (const heading of HEADING_FONTS) {
      for (const text of TEXT_FONTS) {
        const faces = fontFaces({ fonts: { heading, text } });
        const sheets = fontStylesheets({ fonts: { heading, text } });
        expect(faces.split("\n"), `${heading} + ${text}`).toHaveLength(sheets.length);
        for (const [, family, style, weight, url] of faces.matchAll(/font-family:"([^"]+)";font-style:(\w+);font-display:swap;font-weight:(\d+);src:url\(([^)]+)\)/g)) {
          const sheet = (await app.inject(sheets.find((href) => href.includes(`-${weight}${style === "italic" ? "-italic" : ""}.css`) && href.startsWith(url!.replace(/files\/.*$/, "")))!)).body;
          expect(sheet, url).toContain(`font-family: '${family}';\n  font-style: ${style};`);
          expect(sheet, url).toContain(`url(./${url!.replace(/^.*\/files\//, "files/")}) format('woff2')`);
          const font = await app.inject(url!);
          expect(font.statusCode, url).toBe(200);
          expect(font.headers["content-type"]).toBe("font/woff2");
        }
      }
    }
  });

  it("loads the latin subset only (which holds å ä ö æ ø)", async () => {
    const response = await app.inject("/fonts/lato/latin-400.css");
    expect(response.body).toContain("url(./files/lato-latin-400-normal.woff2)");
    expect(response.body).not.toContain("latin-ext");
  });

  it.each([
    "/fonts/lato/package.json",
    "/fonts/lato/files/lato-latin-400-normal.woff",
    "/fonts/lato/%2e%2e%2flato%2flatin-400.css",
    "/fonts/lato/files/..%2f..%2f..%2fpackage.json",
    "/fonts/lato/%2e%2e/%2e%2e/react/package.json",
    "/fonts/react/index.css",
    "/fonts/arial/latin-400.css",
    "/fonts/lato/latin-999.css",
  ])("refuses %s", async (url) => {
    expect((await app.inject(url)).statusCode).toBe(404);
  });

  it("knows a package for every loaded family", () => {
    expect(FONT_PACKAGES.size).toBe(31);
  });
});
