import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { PHOTO_PART_BYTES } from "../../src/domain/guestPhotos/limits";
import type { UploadStatus } from "../../src/domain/guestPhotos/types";
import type { Db } from "../../src/server/db/client";
import { sites } from "../../src/server/db/schema";

/** A browser's own key, as the guest page keeps it. */
export const newUploaderKey = () => randomBytes(24).toString("base64url");

/** Adds the "Bilder från gästerna" module to a site's page as stored (the module's type may not be registered yet). */
export async function addGuestPhotosModule(db: Db, siteId: string): Promise<void> {
  const [site] = await db.select({ document: sites.document }).from(sites).where(eq(sites.id, siteId));
  const document = site!.document as { siteModules: object[] };
  await db
    .update(sites)
    .set({ document: { ...document, siteModules: [...document.siteModules, { id: "photos", siteModuleType: "GuestPhotos", title: { sv: "Bilder från gästerna" } }] } })
    .where(eq(sites.id, siteId));
}

export interface UploadOptions {
  uploader?: string;
  household?: string;
  fileName?: string;
  contentType?: string;
  guestName?: string;
  caption?: string;
  headers?: Record<string, string>;
  /** The guest's address, for the per-address limit. */
  remoteAddress?: string;
}

/** A guest's upload client over `app.inject`: start, send parts, finish, as the guest page does. */
export function guestPhotoUploader(app: FastifyInstance, siteId: string, defaults: UploadOptions = {}) {
  const base = `/api/guest-photos/${siteId}/uploads`;
  const start = (file: Buffer, options: UploadOptions = {}) => {
    const { headers, uploader, remoteAddress, ...rest } = { ...defaults, ...options };
    return app.inject({
      method: "POST",
      url: base,
      headers,
      remoteAddress,
      payload: { fileName: "IMG_0001.jpg", contentType: "image/jpeg", ...rest, uploader: uploader ?? newUploaderKey(), size: file.length },
    });
  };
  const sendPart = (uploadId: string, uploader: string, file: Buffer, index: number) =>
    app.inject({
      method: "PUT",
      url: `${base}/${uploadId}/parts/${index}?uploader=${uploader}`,
      headers: { "content-type": "application/octet-stream" },
      remoteAddress: defaults.remoteAddress,
      payload: file.subarray(index * PHOTO_PART_BYTES, (index + 1) * PHOTO_PART_BYTES),
    });
  const finish = (uploadId: string, uploader: string) => app.inject({ method: "POST", url: `${base}/${uploadId}/finish`, payload: { uploader }, remoteAddress: defaults.remoteAddress });
  const status = (uploadId: string, uploader: string) => app.inject({ method: "GET", url: `${base}/${uploadId}?uploader=${uploader}` });

  /** The whole upload; answers the finish's response (201 with the photo), or the first refusal. */
  async function upload(file: Buffer, options: UploadOptions = {}): Promise<LightMyRequestResponse> {
    const uploader = options.uploader ?? defaults.uploader ?? newUploaderKey();
    const started = await start(file, { ...options, uploader });
    if (started.statusCode !== 201) return started;
    const { uploadId, parts } = started.json<UploadStatus>();
    for (let index = 0; index < parts; index++) {
      const sent = await sendPart(uploadId, uploader, file, index);
      if (sent.statusCode !== 200) return sent;
    }
    return finish(uploadId, uploader);
  }

  return { start, sendPart, finish, status, upload };
}
