import multipart, { type Multipart } from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { IMPORT_FILE_MAX_BYTES } from "../../../domain/guestList/importFile";
import { GUEST_EVENTS_PER_SITE, GUEST_LIST_IMPORTS_PER_MINUTE } from "../../../domain/guestList/limits";
import type { Deps } from "../../deps";
import { ApiError, parseInput } from "../../http/errors";
import { rateLimitBy } from "../../http/rateLimit";
import { byAccount, requireSiteAccess } from "../../core";
import { importGuestList, importRefusal, type GuestListUpload } from "./importService";

const params = z.object({ siteId: z.string() });
const query = z.object({ preview: z.enum(["true", "false"]).default("false") });
const eventIds = z.array(z.uuid()).max(GUEST_EVENTS_PER_SITE);

const FILE_FIELD = "file";

/**
 * POST /api/sites/{siteId}/guest-list/import (multipart: `file`, and `eventIds` once per event
 * to invite every imported household to); `?preview=true` answers what would be created and
 * stores nothing. Counted per account apart from the other guest-list writes: reading a file
 * costs far more than a write.
 */
export function guestListImportRoutes(app: FastifyInstance, deps: Deps): void {
  const limited = rateLimitBy(deps, "guest-list-imports", [{ limit: { max: GUEST_LIST_IMPORTS_PER_MINUTE, window: 60_000 }, key: byAccount(deps) }]);
  void app.register(async (scope) => {
    // One byte past the bound is enough to refuse: busboy stops reading there, so a large upload never sits in memory.
    await scope.register(multipart, { limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: GUEST_EVENTS_PER_SITE + 2, parts: GUEST_EVENTS_PER_SITE + 4 } });
    scope.post("/api/sites/:siteId/guest-list/import", { preHandler: limited }, async (request, reply) => {
      const { site } = await requireSiteAccess(deps, request, parseInput(params, request.params).siteId, "edit");
      const { preview } = parseInput(query, request.query);
      const { upload, fields } = await readForm(scope, request.isMultipart() ? request.parts() : undefined);
      const summary = await importGuestList(deps, site, upload, { preview: preview === "true", eventIds: parseInput(eventIds, fields) });
      reply.header("cache-control", "private, no-store");
      return reply.status(summary.stored ? 201 : 200).send(summary);
    });
  });
}

async function readForm(scope: FastifyInstance, parts: AsyncIterableIterator<Multipart> | undefined): Promise<{ upload: GuestListUpload; fields: string[] }> {
  if (!parts) throw new ApiError(422, "invalidInput", `Send the guest list as multipart/form-data in the field ${FILE_FIELD}`, [FILE_FIELD]);
  let upload: GuestListUpload | undefined;
  const fields: string[] = [];
  try {
    for await (const part of parts) {
      if (part.type === "file") {
        if (part.fieldname !== FILE_FIELD) throw new ApiError(422, "invalidInput", `No guest list in the field ${FILE_FIELD}`, [FILE_FIELD]);
        upload = { bytes: new Uint8Array(await part.toBuffer()), fileName: part.filename };
      } else if (part.fieldname === "eventIds") {
        fields.push(String(part.value));
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof scope.multipartErrors.RequestFileTooLargeError) {
      throw importRefusal("fileTooLarge", IMPORT_FILE_MAX_BYTES / 1024 / 1024, FILE_FIELD);
    }
    if (error instanceof scope.multipartErrors.FilesLimitError) throw new ApiError(422, "invalidInput", "Send one file", [FILE_FIELD]);
    if (error instanceof Error && !("statusCode" in error)) throw new ApiError(400, "badRequest", `The upload could not be read: ${error.message}`, [FILE_FIELD]);
    throw error;
  }
  if (!upload) throw new ApiError(422, "invalidInput", `No guest list in the field ${FILE_FIELD}`, [FILE_FIELD]);
  return { upload, fields };
}
