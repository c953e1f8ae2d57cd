import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Deps } from "../../deps";
import { ApiError, parseInput } from "../../http/errors";
import { rateLimitBy } from "../../http/rateLimit";
import { byAccount } from "../accounts/session";
import { requireOwnSite } from "../sites/ownership";
import { cropImage, cropInput, revertCrop, revertInput, uploadImage } from "./service";

const params = z.object({ siteId: z.string() });

/** busboy's own errors (no boundary, a body cut short) carry no status: the upload could not be read, a 400. */
function unreadableUpload(error: unknown): never {
  if (error instanceof Error && !("statusCode" in error)) throw new ApiError(400, "badRequest", `The upload could not be read: ${error.message}`, ["file"]);
  throw error;
}

/**
 * The owner's image calls (spec 2, Image upload and crop; spec 3, section 7): upload, crop
 * and undoing a crop. Multipart parsing is registered only in this scope. Uploads and crops
 * share one count per account, so no account keeps the image line (images/imageJobs.ts) full.
 */
export function imageUploadRoutes(app: FastifyInstance, deps: Deps): void {
  const limits = deps.config.imageUpload;
  const limited = rateLimitBy(app, [{ limit: limits.perMinute, key: byAccount(deps) }]);
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: limits.maxBytes, files: 1, fields: 10, parts: 20 } });

    scope.post("/api/sites/:siteId/upload-image", { preHandler: limited }, async (request) => {
      const { siteId } = parseInput(params, request.params);
      await requireOwnSite(deps, request, siteId);
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
      return uploadImage(deps.storage, siteId, body, file.filename, limits);
    });

    scope.put("/api/sites/:siteId/crop-image/v2", { preHandler: limited }, async (request) => {
      const { siteId } = parseInput(params, request.params);
      await requireOwnSite(deps, request, siteId);
      return cropImage(deps.storage, siteId, parseInput(cropInput, request.body));
    });

    scope.put("/api/sites/:siteId/crop-image/v2/revert", async (request) => {
      const { siteId } = parseInput(params, request.params);
      await requireOwnSite(deps, request, siteId);
      return revertCrop(deps.storage, siteId, parseInput(revertInput, request.body).image);
    });
  });
}
