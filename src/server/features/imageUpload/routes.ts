import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { z } from "zod";
import type { SiteImage } from "../../../domain/site/common";
import type { Deps } from "../../deps";
import { ApiError, parseInput } from "../../http/errors";
import { rateLimitBy } from "../../http/rateLimit";
import { byAccount, requireSiteAccess } from "../../core";
import { printImageCalls } from "../prints/imageCalls";
import { quickStartImageCalls } from "../quickStart/imageCalls";
import { cropImage, cropInput, flatCropInput, revertCrop, revertInput, siteFolders, uploadImage, type ImageFolders } from "./service";

/** Who may use one set of image calls, where their images go, and what becomes of a newly stored one. */
export interface ImageCallAccess {
  /** The calls' paths; a card has no undoing of a crop. */
  paths: { upload: string; crop: string; revert?: string; olderCrop?: string };
  /** The crop call's body, when it is not the site's `crop-image/v2` one. */
  cropInput?: z.ZodType<z.infer<typeof cropInput>>;
  /** Counts an upload or a crop before anything is read or stored. */
  limited: preHandlerAsyncHookHandler;
  /** Checks the caller; the folders the call uses. */
  folders(request: FastifyRequest): Promise<ImageFolders>;
  /** Each image an upload or a crop has stored, before the caller gets it. */
  stored(image: SiteImage): Promise<SiteImage>;
}

const params = z.object({ siteId: z.string() });

/** The site's image calls under `base`: the owner's `/api/sites/:siteId`, or quick start's. */
/** A site's image calls; `crop-image` is the older crop (spec 2), still called by a legacy site's editor of the older product. */
export const siteImagePaths = (base: string) => ({ upload: `${base}/upload-image`, crop: `${base}/crop-image/v2`, revert: `${base}/crop-image/v2/revert`, olderCrop: `${base}/crop-image` });

/** busboy's own errors (no boundary, a body cut short) carry no status: the upload could not be read, a 400. */
function unreadableUpload(error: unknown): never {
  if (error instanceof Error && !("statusCode" in error)) throw new ApiError(400, "badRequest", `The upload could not be read: ${error.message}`, ["file"]);
  throw error;
}

/**
 * The image calls (spec 2, Image upload and crop; spec 3, section 7): upload, crop and undoing
 * a crop, for an owner's site and, with the word quick-start in place of the site id, for quick
 * start; upload and crop for a card. Multipart parsing is registered only in this scope. An
 * owner's uploads and crops (a card's included) share one count per account, so no account
 * keeps the image line (images/imageJobs.ts) full.
 */
export function imageUploadRoutes(app: FastifyInstance, deps: Deps): void {
  const limits = deps.config.imageUpload;
  const owner: ImageCallAccess = {
    paths: siteImagePaths("/api/sites/:siteId"),
    limited: rateLimitBy(deps, "image-uploads", [{ limit: limits.perMinute, key: byAccount(deps) }]),
    async folders(request) {
      const { siteId } = parseInput(params, request.params);
      await requireSiteAccess(deps, request, siteId, "edit");
      return siteFolders(siteId);
    },
    stored: async (image) => image,
  };
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: limits.maxBytes, files: 1, fields: 10, parts: 20 } });
    for (const access of [owner, quickStartImageCalls(app, deps), printImageCalls(deps, owner.limited)]) {
      scope.post(access.paths.upload, { preHandler: access.limited }, async (request) => {
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

      scope.put(access.paths.crop, { preHandler: access.limited }, async (request) => {
        const folders = await access.folders(request);
        return access.stored(await cropImage(deps.storage, folders, parseInput(access.cropInput ?? cropInput, request.body)));
      });

      if (access.paths.olderCrop) {
        // The answer's fields are merged into the legacy image entry by its caller; the entry keeps its id.
        scope.put(access.paths.olderCrop, { preHandler: access.limited }, async (request) => {
          const folders = await access.folders(request);
          return access.stored(await cropImage(deps.storage, folders, parseInput(flatCropInput, request.body)));
        });
      }

      if (access.paths.revert) {
        scope.put(access.paths.revert, async (request) => {
          const folders = await access.folders(request);
          return revertCrop(deps.storage, folders, parseInput(revertInput, request.body).image);
        });
      }
    }
  });
}
