import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteImage } from "../../src/domain/site/common";
import { storeImage } from "../../src/server/features/images/pipeline";
import { createTestApp, registerOwner, type TestApp } from "../support/app";
import { photo } from "../support/photo";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const site = (siteId: string) => `/api/sites/${siteId}`;
const withHeaderImage = (image: SiteImage) => ({ siteModules: [{ id: "h", siteModuleType: "Header", title: { sv: "Anna & Erik" }, image }] });

describe("images in a saved site document", () => {
  it("keeps the site's own uploaded images, in any module and before a crop", async () => {
    const owner = await registerOwner(t.app);
    const [image, uncropped] = await Promise.all([0, 1].map(async () => storeImage(t.deps.storage, owner.siteId, await photo(700, 500, "jpeg"), "bild.jpg")));
    const document = {
      siteModules: [
        { id: "h", siteModuleType: "Header", image: { ...image!, imageBeforeEdit: { path: uncropped!.path, fileName: uncropped!.fileName, sizes: uncropped!.sizes } } },
        { id: "g", siteModuleType: "ImageGallery", gallery: [image, uncropped] },
      ],
    };
    const saved = await owner.client.put(site(owner.siteId), document);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().siteModules[1].gallery).toHaveLength(2);
  });

  it("refuses another site's image, an outside address, another URL of ours or a file never stored, naming the field; nothing is stored", async () => {
    const owner = await registerOwner(t.app);
    const other = await registerOwner(t.app);
    const own = await storeImage(t.deps.storage, owner.siteId, await photo(700, 500, "jpeg"), "bild.jpg");
    const theirs = await storeImage(t.deps.storage, other.siteId, await photo(700, 500, "jpeg"), "deras.jpg");
    await owner.client.put(site(owner.siteId), withHeaderImage(own));

    const cases: [SiteImage, string][] = [
      [theirs, "siteModules.0.image.path"],
      [{ ...theirs, path: own.path }, "siteModules.0.image.fileName"],
      [{ ...own, path: "https://tracker.example.com/" }, "siteModules.0.image.path"],
      [{ ...own, path: "/api/accounts/logout/?x=" }, "siteModules.0.image.path"],
      [{ ...own, fileName: "../../uploads/x.jpg" }, "siteModules.0.image.fileName"],
      [{ ...own, fileName: "11111111-2222-3333-4444-555555555555.jpg", sizes: [] }, "siteModules.0.image.fileName"],
      [{ ...own, sizes: [{ fileName: "https://tracker.example.com/x.webp", size: 600 }] }, "siteModules.0.image.sizes.0.fileName"],
      [{ ...own, imageBeforeEdit: { path: theirs.path, fileName: theirs.fileName, sizes: [] } }, "siteModules.0.image.imageBeforeEdit.path"],
    ];
    for (const [image, field] of cases) {
      const refused = await owner.client.put(site(owner.siteId), withHeaderImage(image));
      expect(refused.statusCode, field).toBe(422);
      expect(refused.json(), field).toMatchObject({ isErrorResponse: true, fields: expect.arrayContaining([field]) });
    }
    expect((await owner.client.get(site(owner.siteId))).json().siteModules[0].image.fileName).toBe(own.fileName);
    expect((await owner.client.get(`${site(owner.siteId)}/versions`)).json().versions).toHaveLength(2); // the page before its first save, and that save
  });
});
