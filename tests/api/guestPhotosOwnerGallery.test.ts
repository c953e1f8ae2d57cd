import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_TEXTS } from "../../src/domain/errors";
import type { OwnerPhotoList } from "../../src/domain/guestPhotos/types";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { GALLERY_PHOTOS_PER_CALL } from "../../src/domain/guestPhotos/limits";
import { GALLERY_CALLS_PER_HOUR } from "../../src/server/features/guestPhotos/bounds";
import { createTestApp, registerOwner, type TestApp } from "../support/app";
import { seedGuestPhoto } from "../support/guestPhotos";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Owner = Awaited<ReturnType<typeof registerOwner>>;
interface GalleryImage {
  path: string;
  fileName: string;
  originalName?: string;
  sizes: { fileName: string; size: number }[];
}
interface LoadedSite {
  versionId: string;
  language: string;
  siteModules: { id: string; siteModuleType: string; title: Record<string, string>; gallery?: GalleryImage[] }[];
}

const page = (language: string, withGallery: boolean): SiteDocumentInput => ({
  language,
  availableLanguages: [{ languageCode: language }],
  siteModules: [
    { id: "welcome", siteModuleType: "Text", title: { [language]: "Välkommen" }, text: { [language]: "<p>Hej</p>" } },
    ...(withGallery ? [{ id: "gallery", siteModuleType: "ImageGallery" as const, title: { [language]: "Bilder" }, gallery: [] }] : []),
    { id: "end", siteModuleType: "Text", title: { [language]: "Slut" }, text: { [language]: "<p>Hej då</p>" } },
  ],
});

async function ownerWithPage(language: string, withGallery: boolean): Promise<Owner & { versionId: string }> {
  const owner = await registerOwner(t.app);
  const saved = await owner.client.put(`/api/sites/${owner.siteId}`, { ...page(language, withGallery), baseVersionId: null });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...owner, versionId: saved.json().versionId as string };
}
const loaded = async (owner: Owner) => (await owner.client.get(`/api/sites/${owner.siteId}`)).json() as LoadedSite;
const versions = async (owner: Owner) => ((await owner.client.get(`/api/sites/${owner.siteId}/versions`)).json() as { versions: unknown[] }).versions.length;
const toGallery = (owner: Owner, photoIds: string[]) => owner.client.post(`/api/sites/${owner.siteId}/guest-photos/gallery`, { photoIds });

describe("favourites into the site's own gallery", () => {
  it("copies the photos' originals into the site's images, appends them to the first gallery as a new version, once each", async () => {
    const owner = await ownerWithPage("sv", true);
    const photos = await Promise.all([0, 1, 2].map(() => seedGuestPhoto(t.deps, owner.siteId, { guestName: "Åsa Öberg" })));
    const versionsBefore = await versions(owner);

    const response = await toGallery(owner, [photos[0]!.id, photos[1]!.id]);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json() as OwnerPhotoList;
    expect(Object.fromEntries(list.photos.map((photo) => [photo.id, photo.inGallery]))).toEqual({ [photos[0]!.id]: true, [photos[1]!.id]: true, [photos[2]!.id]: false });

    const site = await loaded(owner);
    const gallery = site.siteModules.find((module) => module.id === "gallery")!.gallery!;
    expect(gallery).toHaveLength(2);
    for (const image of gallery) {
      expect(image.path).toBe(`/images/${owner.siteId}/`);
      expect(await t.deps.storage.has(`${owner.siteId}/${image.fileName}`)).toBe(true);
      for (const size of image.sizes) expect(await t.deps.storage.has(`${owner.siteId}/${size.fileName}`)).toBe(true);
    }
    expect(await versions(owner)).toBe(versionsBefore + 1);
    // The editor still open on the version before is told the page changed instead of overwriting it (decision 102).
    const stale = await owner.client.put(`/api/sites/${owner.siteId}`, { ...page("sv", true), baseVersionId: owner.versionId });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ errorDescription: ERROR_TEXTS.siteSavedMeanwhile });

    // Again with one already there: only the new one is added.
    const again = await toGallery(owner, [photos[1]!.id, photos[2]!.id]);
    expect(again.statusCode, again.body).toBe(200);
    const after = (await loaded(owner)).siteModules.find((module) => module.id === "gallery")!.gallery!;
    expect(after).toHaveLength(3);
    expect(new Set(after.map((image) => image.fileName)).size).toBe(3);
    expect(after.slice(0, 2)).toEqual(gallery);
  });

  it("makes a gallery titled in the site's language on a page without one", async () => {
    for (const [language, title] of [
      ["sv", "Bilder från gästerna"],
      ["da", "Billeder fra gæsterne"],
    ] as const) {
      const owner = await ownerWithPage(language, false);
      const photo = await seedGuestPhoto(t.deps, owner.siteId);
      const response = await toGallery(owner, [photo.id]);
      expect(response.statusCode, response.body).toBe(200);
      const modules = (await loaded(owner)).siteModules;
      expect(modules.map((module) => module.siteModuleType)).toEqual(["Text", "Text", "ImageGallery"]);
      expect(modules[2]!.title).toEqual({ [language]: title });
      expect(modules[2]!.gallery).toHaveLength(1);
    }
  });

  it(`takes at most ${GALLERY_PHOTOS_PER_CALL} photos a call, only the site's own, and ${GALLERY_CALLS_PER_HOUR} calls an hour per account`, async () => {
    const owner = await ownerWithPage("sv", true);
    const other = await registerOwner(t.app);
    const mine = await seedGuestPhoto(t.deps, owner.siteId);
    const theirs = await seedGuestPhoto(t.deps, other.siteId);
    const versionsBefore = await versions(owner);

    const tooMany = await toGallery(owner, Array.from({ length: GALLERY_PHOTOS_PER_CALL + 1 }, () => crypto.randomUUID()));
    expect(tooMany.statusCode, tooMany.body).toBe(422);
    expect(tooMany.json()).toMatchObject({ errorDescription: ERROR_TEXTS.invalidInput, fields: ["photoIds"] });
    const foreign = await toGallery(owner, [mine.id, theirs.id]);
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect((await loaded(owner)).siteModules.find((module) => module.id === "gallery")!.gallery).toEqual([]);
    expect(await versions(owner)).toBe(versionsBefore);

    for (let call = 2; call < GALLERY_CALLS_PER_HOUR; call++) expect((await toGallery(owner, [mine.id])).statusCode).toBe(200);
    const refused = await toGallery(owner, [mine.id]);
    expect(refused.statusCode).toBe(429);
  });
});
