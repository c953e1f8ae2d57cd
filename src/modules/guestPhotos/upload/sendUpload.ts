import type { GuestPhoto, UploadStart, UploadStatus } from "../../../domain/guestPhotos/types";
import { GuestApiError } from "../../../kit/guestPage/guestApi";
import { missingParts, PARTS_AT_ONCE, partRange, sendInParallel, sentPercent } from "./parts";
import { withRetry, type RetryEnvironment } from "./retry";

/** The guest calls of one upload (photoCalls.ts makes them over HTTP). */
export interface UploadCalls {
  start: (input: UploadStart) => Promise<UploadStatus>;
  status: (uploadId: string) => Promise<UploadStatus>;
  part: (uploadId: string, index: number, bytes: Blob) => Promise<UploadStatus>;
  finish: (uploadId: string) => Promise<GuestPhoto>;
}

export interface UploadWatcher {
  /** The server knows the upload: kept so that a reload can resume it. */
  started: (uploadId: string) => void;
  sent: (percent: number) => void;
  /** Every part is there; the server now makes the photo. */
  processing: () => void;
}

const gone = (error: unknown) => error instanceof GuestApiError && (error.clientError.status === 404 || error.clientError.status === 410);

/**
 * One file through the resumable protocol: start (or ask where `resumeId` stands), the missing
 * parts three at a time, each retried as retry.ts says, then finish. An upload the server no
 * longer knows (expired after a day) starts over.
 */
export async function sendUpload(
  file: Blob,
  input: UploadStart,
  resumeId: string | null,
  calls: UploadCalls,
  environment: RetryEnvironment & { isOffline: () => boolean },
  watcher: UploadWatcher,
): Promise<GuestPhoto> {
  const retried = <T>(call: () => Promise<T>) => withRetry(call, environment, environment.isOffline);
  let status: UploadStatus | null = null;
  if (resumeId) {
    try {
      status = await retried(() => calls.status(resumeId));
    } catch (error) {
      if (!gone(error)) throw error;
    }
  }
  status ??= await retried(() => calls.start(input));
  const { uploadId, partBytes, parts } = status;
  watcher.started(uploadId);
  const missing = missingParts(status);
  let done = parts - missing.length;
  watcher.sent(sentPercent(done, parts));
  await sendInParallel(
    missing,
    PARTS_AT_ONCE,
    async (index) => {
      const { start, end } = partRange(index, partBytes, file.size);
      await retried(() => calls.part(uploadId, index, file.slice(start, end)));
    },
    () => watcher.sent(sentPercent(++done, parts)),
  );
  watcher.processing();
  return retried(() => calls.finish(uploadId));
}
