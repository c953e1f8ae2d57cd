import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { z } from "zod";
import type { SiteImage } from "../../../domain/site/common";
import type { Deps } from "../../deps";
import { ApiError, parseInput } from "../../http/errors";
import { rateLimitBy } from "../../http/rateLimit";
import { byAccount } from "../accounts/session";
import { quickStartImageCalls } from "../quickStart/imageCalls";
import { requireOwnSite } from "../sites/ownership";
import { cropImage, cropInput, revertCrop, revertInput, siteFolders, uploadImage, type ImageFolders } from "./service";

/** Who may use the image calls under one path, where their images go, and what becomes of a newly stored one. */
export interface ImageCallAccess {
  /** The path the calls hang under: the owner's `/api/sites/:siteId`, or quick start's. */
  base: string;
  /** Counts an upload or a crop before anything is read or stored. */
  limited: preHandlerAsyncHookHandler;
  /** Checks the caller; the folders the call uses. */
  folders(request: FastifyRequest): Promise<ImageFolders>;
  /** Each image an upload or a crop has stored, before the caller gets it. */
  stored(image: SiteImage): Promise<SiteImage>;
}

const params = z.object({ siteId: z.string() });

/** busboy's own errors (no boundary, a body cut short) carry no status: the upload could not be read, a 400. */
function unreadableUpload(error: unknown): never {
  if (error instanceof Error && !("statusCode" in error)) throw new ApiError(400, "badRequest", `The upload could not be read: ${error.message}`, ["file"]);
  throw error;
}

/**
 * The image calls (spec 2, Image upload and crop; spec 3, section 7): upload, crop and undoing
 * a crop, for an owner's site and, with the word quick-start in place of the site id, for quick
 * start. Multipart parsing is registered only in this scope. An owner's uploads and crops share
 * one count per account, so no account keeps the image line (images/imageJobs.ts) full.
 */
export function imageUploadRoutes(app: FastifyInstance, deps: Deps): void {
  const limits = deps.config.imageUpload;
  const owner: ImageCallAccess = {
    base: "/api/sites/:siteId",
    limited: rateLimitBy(app, [{ limit: limits.perMinute, key: byAccount(deps) }]),
    async folders(request) {
      const { siteId } = parseInput(params, request.params);
      await requireOwnSite(deps, request, siteId);
      return siteFolders(siteId);
    },
    stored: async (image) => image,
  };
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: limits.maxBytes, files: 1, fields: 10, parts: 20 } });
    for (const access of [owner, quickStartImageCalls(app, deps)]) {
      scope.post(`${access.base}/upload-image`, { preHandler: access.limited }, async (request) => {
        const folders = await access.folders(request);
        if (!request.isMultipart()) throw new ApiError(422, "invalidInput", "Send the image as multipart/form-data in the field file", ["file"]);
        const file = await request.file().catch(unreadableUpload);
        if (!file || file.fieldname !== "file") throw new ApiError(422, "invalidInput", "No image in the field file", ["file"]);
        let body: Buffer;
        try {
          body = await file.toBuffer();
        } catch (error) {
          if (error instanceof scope.multipartErrors.RequestFileTooLargeError) {
            throw new ApiError(422, "imageTooLarge", `The file is larger than ${limits.maxBytes} bytes`, ["file"]);
          }
          unreadableUpload(error);
        }
        return access.stored(await uploadImage(deps.storage, folders, body, file.filename, limits));
      });

      scope.put(`${access.base}/crop-image/v2`, { preHandler: access.limited }, async (request) => {
        const folders = await access.folders(request);
        return access.stored(await cropImage(deps.storage, folders, parseInput(cropInput, request.body)));
      });

      scope.put(`${access.base}/crop-image/v2/revert`, async (request) => {
        const folders = await access.folders(request);
        return revertCrop(deps.storage, folders, parseInput(revertInput, request.body).image);
      });
    }
  });
}
