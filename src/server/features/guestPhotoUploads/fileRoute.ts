import { Transform, type Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { isUuid } from "../../http/ids";
import { requireGuestAccess } from "../../core";
import { photoFolder, verifiedScope } from "../guestPhotos/photoFiles";
import { findPhotoByFile } from "./repository";

const FILE_NAME = /^([0-9a-f-]{36})(?:\.(?:jpg|mp4)|-\d{3,4}\.webp)$/;
/** Short: a photo the couple hides stops being served to guests within a minute. */
const CACHE_CONTROL = "private, max-age=60";

const notFound = () => new ApiError(404, "notFound", "No such photo");

/** The bytes `start` to `end` (inclusive) of a stream read from its beginning. */
function slice(body: Readable, start: number, end: number): Readable {
  let at = 0;
  const taken = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const from = Math.max(0, start - at);
      const to = Math.min(chunk.length, end + 1 - at);
      at += chunk.length;
      if (to > from) this.push(chunk.subarray(from, to));
      if (at > end) {
        this.push(null);
        body.destroy();
      }
      done();
    },
  });
  return body.pipe(taken);
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within `size`; undefined for none or another form (the whole file is sent). */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | null | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? "");
  if (!match || (!match[1] && !match[2])) return undefined;
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start <= end && start < size ? { start, end } : null;
}

/**
 * A guest photo's files, only through the links the answers give (decision 116): a guest's link
 * (`g`) while the photo is shown, its uploader's (`u`) and the couple's (`o`) in any state; a
 * password-protected site's guest links need its password as the page does. Videos answer Range
 * requests, which Safari needs to play them.
 */
export function guestPhotoFileRoute(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { siteId: string; fileName: string }; Querystring: { v?: string } }>("/guest-photos/:siteId/:fileName", async (request, reply) => {
    const { siteId, fileName } = request.params;
    const match = FILE_NAME.exec(fileName);
    if (!match || !isUuid(siteId)) throw notFound();
    const scope = await verifiedScope(deps.db, siteId, fileName, typeof request.query.v === "string" ? request.query.v : undefined);
    if (!scope) throw notFound();
    if (scope === "g") await requireGuestAccess(deps, request, siteId);
    const photo = await findPhotoByFile(deps.db, siteId, match[1]!);
    if (!photo || (scope === "g" && photo.state !== "approved")) throw notFound();
    const file = await deps.storage.stream(`${photoFolder(siteId)}/${fileName}`);
    if (!file) throw notFound();
    reply.header("cache-control", CACHE_CONTROL).header("x-content-type-options", "nosniff").type(file.contentType);
    if (photo.kind !== "video" || file.size === undefined) {
      if (file.size !== undefined) reply.header("content-length", file.size);
      return reply.send(file.body);
    }
    reply.header("accept-ranges", "bytes");
    const range = rangeOf(request.headers.range, file.size);
    if (range === undefined) return reply.header("content-length", file.size).send(file.body);
    if (range === null) {
      file.body.destroy();
      return reply.status(416).header("content-range", `bytes */${file.size}`).send();
    }
    return reply
      .status(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${file.size}`)
      .header("content-length", range.end - range.start + 1)
      .send(slice(file.body, range.start, range.end));
  });
}
