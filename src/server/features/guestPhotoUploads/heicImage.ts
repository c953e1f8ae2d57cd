import { Worker } from "node:worker_threads";
import { PHOTO_MAX_PIXELS } from "../../../domain/guestPhotos/limits";
import { ApiError } from "../../http/errors";
import { typeRefused } from "./fileKinds";

export const tooManyPixels = () => new ApiError(422, "photoTooManyPixels", `The photo has more than ${PHOTO_MAX_PIXELS} pixels`);

type Decoded = { width: number; height: number; data: Uint8Array } | { refused: "type" | "pixels" };

/**
 * The main picture of an iPhone's HEIC as upright RGB pixels: libheif applies the container's
 * rotation and mirroring (irot, imir) while decoding, so the EXIF orientation inside must not be
 * applied again. Its size is read from the header first: too many pixels are refused undecoded.
 * Decoded in a worker thread of its own, so the seconds it takes never hold up other requests.
 */
export function decodeHeicPhoto(file: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  return new Promise((resolve, reject) => {
    // Plain JavaScript: none of the process's loader flags (tsx, the guest runtime's hook) are wanted there.
    const worker = new Worker(new URL("./heicWorker.mjs", import.meta.url), { workerData: { file, maxPixels: PHOTO_MAX_PIXELS }, execArgv: [] });
    worker.once("message", (answer: Decoded) => {
      if ("refused" in answer) reject(answer.refused === "pixels" ? tooManyPixels() : typeRefused());
      else resolve({ data: Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.byteLength), width: answer.width, height: answer.height });
    });
    worker.once("error", reject);
    // A worker gone without an answer (out of memory) refuses the file; after an answer this does nothing.
    worker.once("exit", () => reject(typeRefused()));
  });
}
