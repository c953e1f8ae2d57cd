import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError } from "../../http/errors";
import { documentTooLarge, LEGACY_DOCUMENT_MAX_BYTES } from "./document";
import { ImportRefused, problem } from "./problems";
import type { ImportInput } from "./service";

/** Most image files one import takes. */
export const MAX_IMPORT_IMAGES = 100;

const DOCUMENT_FIELD = "document";

const tooManyFiles = () => new ImportRefused([problem("files", `at most ${MAX_IMPORT_IMAGES} image files are taken`, { kind: "tooManyFiles", value: MAX_IMPORT_IMAGES })]);

/**
 * Reads the owner's import upload: the `document` JSON file and the image files, which are
 * written to a temporary folder as they arrive (an import's images never sit in memory
 * together) and handed to `use`; the folder is removed afterwards.
 */
export async function withUploadedImport<T>(scope: FastifyInstance, request: FastifyRequest, maxFileBytes: number, use: (input: ImportInput) => Promise<T>): Promise<T> {
  if (!request.isMultipart()) throw new ImportRefused([problem(DOCUMENT_FIELD, `send the document as multipart/form-data in the field ${DOCUMENT_FIELD}, with the image files`, { kind: "noDocument" })]);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "legacy-import-"));
  try {
    let json: Buffer | undefined;
    const files = new Map<string, () => Promise<Buffer>>();
    try {
      for await (const part of request.files()) {
        if (part.fieldname === DOCUMENT_FIELD) {
          json = await readDocument(part.file);
          continue;
        }
        if (files.has(part.filename)) throw new ImportRefused([problem("files", `the file ${part.filename} is given twice`, { kind: "fileTwice", value: part.filename })]);
        if (files.size >= MAX_IMPORT_IMAGES) throw tooManyFiles();
        const saved = path.join(folder, String(files.size));
        await pipeline(part.file, createWriteStream(saved));
        files.set(part.filename, () => fs.readFile(saved));
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof scope.multipartErrors.RequestFileTooLargeError) throw new ApiError(422, "imageTooLarge", `A file is larger than ${maxFileBytes} bytes`, ["files"]);
      if (error instanceof scope.multipartErrors.FilesLimitError) throw tooManyFiles();
      if (error instanceof Error && !("statusCode" in error)) throw new ApiError(400, "badRequest", `The upload could not be read: ${error.message}`, [DOCUMENT_FIELD]);
      throw error;
    }
    if (!json) throw new ImportRefused([problem(DOCUMENT_FIELD, `no document in the field ${DOCUMENT_FIELD}`, { kind: "noDocument" })]);
    return await use({ json, files });
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** The document part, refused as soon as it passes the document's limit. */
async function readDocument(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of stream) {
    bytes += chunk.length;
    if (bytes > LEGACY_DOCUMENT_MAX_BYTES) throw new ImportRefused([documentTooLarge]);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
