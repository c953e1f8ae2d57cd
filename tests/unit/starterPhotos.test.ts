import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRANDS } from "../../src/domain/brands";
import type { SiteImage } from "../../src/domain/site/common";
import { starterDocument } from "../../src/modules/starter/documents";
import type { StarterImages } from "../../src/modules/starter/images";
import { localStorage } from "../../src/server/providers/storage/local";
import { starterImages } from "../../src/server/seed/starterImages";
import { photoCredits } from "../../src/web/site/footer/photoCredits";
import { NOW } from "./starterFixtures";

const PHOTOS = path.resolve("src/server/seed/photos");
let folder: string;
let images: StarterImages;

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), "starter-photos-"));
  images = await starterImages(localStorage(folder));
}, 60_000);
afterAll(() => fs.rm(folder, { recursive: true, force: true }));

/** Every image of a value, however deep. */
const imagesOf = (value: unknown): SiteImage[] =>
  Array.isArray(value) ? value.flatMap(imagesOf) : value && typeof value === "object" ? ("fileName" in value ? [value as SiteImage] : Object.values(value).flatMap(imagesOf)) : [];

describe("the starter pages' photographs", () => {
  it.each(BRANDS.map((brand) => [brand]))("opens the %s page on a photograph wide enough for a desktop, with its author and licence", (brand) => {
    const document = starterDocument(brand, images, NOW, "sv");
    const header = document.siteModules.find((module) => module.siteModuleType === "Header");
    const image = header?.siteModuleType === "Header" ? header.image : null;
    expect(image?.width).toBeGreaterThanOrEqual(1600);
    expect(image?.credit).toMatch(/^(Clemens Engelhardt \(CC0 1\.0\)|Aitzol Berasategi \(CC BY 4\.0\))$/);
    expect(image?.isDemoImage).toBe(true);
  });

  it.each(BRANDS.map((brand) => [brand]))("shows no photograph twice on the %s page", (brand) => {
    const files = imagesOf(starterDocument(brand, images, NOW, "sv").siteModules).map((image) => image.fileName);
    expect(files.length).toBeGreaterThan(2);
    expect(new Set(files).size).toBe(files.length);
  });

  it("names the photographers in the footer, in the page's language, until the couple's own pictures replace them", () => {
    const document = starterDocument("wedding", images, NOW, "en");
    expect(photoCredits(document.siteModules, "en")).toBe("Sample photos: Clemens Engelhardt (CC0 1.0), Aitzol Berasategi (CC BY 4.0)");
    expect(photoCredits(document.siteModules, "sv")).toMatch(/^Exempelfoton: /);
    expect(photoCredits(document.siteModules, "da")).toMatch(/^Eksempelfotos: /);
    const own = (value: unknown): unknown =>
      Array.isArray(value) ? value.map(own) : value && typeof value === "object" ? ("fileName" in value ? { ...value, credit: undefined, path: "/images/site/" } : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, own(item)]))) : value;
    expect(photoCredits(own(document.siteModules) as typeof document.siteModules, "en")).toBeNull();
    const hidden = document.siteModules.map((module) => ({ ...module, hide: true }));
    expect(photoCredits(hidden, "en")).toBeNull();
  });

  it("ships each photo small and lists its source, author, licence and changes in docs/photos.md", async () => {
    const files = await fs.readdir(PHOTOS);
    const sizes = await Promise.all(files.map(async (file) => (await fs.stat(path.join(PHOTOS, file))).size));
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(1_500_000);
    const docs = await fs.readFile("docs/photos.md", "utf8");
    for (const file of files) {
      const row = docs.split("\n").find((line) => line.includes(`src/server/seed/photos/${file}`));
      expect(row, file).toMatch(/(CC0 1\.0|CC BY 4\.0)/);
      expect(row, file).toMatch(/Clemens Engelhardt|Aitzol Berasategi/);
    }
  });
});
