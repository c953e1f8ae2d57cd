import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { PHOTO_CAPTION_MAX, PHOTO_GUEST_NAME_MAX, PHOTO_PART_BYTES, PHOTO_UPLOADS_PER_IP_PER_HOUR, PHOTO_UPLOADS_PER_SITE_PER_HOUR } from "../../../domain/guestPhotos/limits";
import { UPLOADER_KEY_PATTERN, uploadStart, type GuestPhotoList } from "../../../domain/guestPhotos/types";
import { guestText } from "../../../domain/guestText";
import type { Deps } from "../../deps";
import { refuseFromEditor } from "../../http/editorMarker";
import { ApiError, parseInput } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { byIp, rateLimitBy } from "../../http/rateLimit";
import { requireGuestAccess } from "../../core";
import { readPhotoSettings } from "../guestPhotos/settingsRepository";
import { sweepPhotoRemovals } from "../guestPhotos/removals";
import { presentGuestPhoto } from "./presenter";
import { deleteOwnPhoto, visiblePhotos, type Viewer } from "./repository";
import { finishUpload, householdOf, ownUpload, receivePart, startUpload, uploadStatus, uploaderHash } from "./service";

/** The newest photos one guest's list holds (decision 116). */
export const GUEST_PHOTO_LIST_MAX = 500;
/** When a guest whose finish found the image lane full sends it again. */
const FINISH_RETRY_SECONDS = 5;

type SiteParams = { siteId: string };
type UploadParams = SiteParams & { uploadId: string };

const start = uploadStart.extend({ guestName: guestText(PHOTO_GUEST_NAME_MAX, true).optional(), caption: guestText(PHOTO_CAPTION_MAX, false).optional() });
const uploaderQuery = z.object({ uploader: z.string().regex(UPLOADER_KEY_PATTERN) });
const viewerQuery = z.object({ uploader: z.string().regex(UPLOADER_KEY_PATTERN).optional(), household: z.string().max(100).optional() });

/**
 * The guests' side of "Bilder från gästerna" (decision 116): resumable uploads in parts, the
 * photos a guest may see, and deleting one's own. Every call checks the site as other guest
 * calls do; writes are refused from the editor.
 */
export function guestPhotoUploadRoutes(app: FastifyInstance, deps: Deps): void {
  const startLimits = rateLimitBy(deps, "guest-photo-uploads", [
    { limit: { max: PHOTO_UPLOADS_PER_IP_PER_HOUR, window: 3_600_000 }, key: byIp },
    { limit: { max: PHOTO_UPLOADS_PER_SITE_PER_HOUR, window: 3_600_000 }, key: ({ params }) => `site:${(params as SiteParams).siteId}` },
  ]);
  // Parts and finishes need no count of their own: each belongs to a started upload (counted
  // above) of a declared size, and a phone sends dozens a minute, many phones behind one address.
  const deleteLimits = rateLimitBy(deps, "guest-photo-deletions", [{ limit: deps.rateLimits.perIp, key: byIp }]);
  const uploadOf = async (request: FastifyRequest<{ Params: UploadParams }>, uploader: string) => {
    const site = await requireGuestAccess(deps, request, request.params.siteId);
    if (!isUuid(request.params.uploadId)) throw new ApiError(404, "notFound", "No such upload");
    return { site, upload: await ownUpload(deps, site.id, request.params.uploadId, uploader) };
  };

  app.register(async (scope) => {
    // A part is the file's bytes as they are; only these routes take them.
    scope.addContentTypeParser("application/octet-stream", { parseAs: "buffer", bodyLimit: PHOTO_PART_BYTES + 1024 }, (_request, body, done) => done(null, body));

    scope.post<{ Params: SiteParams }>("/api/guest-photos/:siteId/uploads", { bodyLimit: 8 * 1024, preHandler: [refuseFromEditor, startLimits] }, async (request, reply) => {
      const site = await requireGuestAccess(deps, request, request.params.siteId);
      return reply.status(201).send(await startUpload(deps, site, parseInput(start, request.body)));
    });

    scope.get<{ Params: UploadParams }>("/api/guest-photos/:siteId/uploads/:uploadId", async (request, reply) => {
      const { upload } = await uploadOf(request, parseInput(uploaderQuery, request.query).uploader);
      reply.header("cache-control", "no-store");
      return uploadStatus(deps, upload);
    });

    scope.put<{ Params: UploadParams & { index: string } }>("/api/guest-photos/:siteId/uploads/:uploadId/parts/:index", { preHandler: refuseFromEditor }, async (request) => {
      const { upload } = await uploadOf(request, parseInput(uploaderQuery, request.query).uploader);
      if (!Buffer.isBuffer(request.body)) throw new ApiError(422, "invalidInput", "A part is sent as application/octet-stream", ["body"]);
      return receivePart(deps, upload, Number(request.params.index), request.body);
    });

    scope.post<{ Params: UploadParams }>("/api/guest-photos/:siteId/uploads/:uploadId/finish", { bodyLimit: 1024, preHandler: refuseFromEditor }, async (request, reply) => {
      const { site, upload } = await uploadOf(request, parseInput(uploaderQuery, request.body).uploader);
      try {
        const { photo, created } = await finishUpload(deps, site, upload);
        return reply.status(created ? 201 : 200).send(await presentGuestPhoto(deps.db, photo, true));
      } catch (error) {
        // The image lane is full: the parts stay, and the guest's page sends the finish again.
        if (error instanceof ApiError && error.status === 429) reply.header("retry-after", String(FINISH_RETRY_SECONDS));
        throw error;
      }
    });
  });

  const viewerOf = async (request: FastifyRequest, siteId: string): Promise<Viewer> => {
    const query = parseInput(viewerQuery, request.query);
    return { uploaderHash: query.uploader ? uploaderHash(query.uploader) : null, householdId: await householdOf(deps, siteId, query.household) };
  };

  app.get<{ Params: SiteParams }>("/api/guest-photos/:siteId", async (request, reply): Promise<GuestPhotoList> => {
    const site = await requireGuestAccess(deps, request, request.params.siteId);
    const viewer = await viewerOf(request, site.id);
    const { moderation, visibility, videoMaxMb, uploadsOpen } = await readPhotoSettings(deps.db, site.id);
    const rows = await visiblePhotos(deps.db, site.id, viewer, visibility === "all", GUEST_PHOTO_LIST_MAX);
    const own = (row: (typeof rows)[number]) => row.uploaderHash === viewer.uploaderHash || (!!viewer.householdId && row.householdId === viewer.householdId);
    reply.header("cache-control", "private, no-store");
    return { settings: { moderation, visibility, videoMaxMb, uploadsOpen }, photos: await Promise.all(rows.map((row) => presentGuestPhoto(deps.db, row, own(row)))) };
  });

  app.delete<{ Params: SiteParams & { photoId: string } }>("/api/guest-photos/:siteId/photos/:photoId", { preHandler: [refuseFromEditor, deleteLimits] }, async (request, reply) => {
    const site = await requireGuestAccess(deps, request, request.params.siteId);
    const viewer = await viewerOf(request, site.id);
    if (!isUuid(request.params.photoId) || !(await deleteOwnPhoto(deps.db, site.id, request.params.photoId, viewer))) throw new ApiError(404, "notFound", "No such photo of yours");
    // Its files go now, so its links stop at once.
    await sweepPhotoRemovals(deps);
    return reply.status(204).send();
  });
}
