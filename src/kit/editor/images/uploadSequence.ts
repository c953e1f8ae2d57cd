/** Where a run of uploads is: file `index` of `count`, and the share of all bytes sent (0 to 1). */
export interface UploadProgress {
  index: number;
  count: number;
  share: number;
}

interface Callbacks<T> {
  onProgress: (progress: UploadProgress) => void;
  onUploaded: (result: T) => void;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === "AbortError";

/**
 * Uploads files one request at a time, in order (spec 3: one upload request per file, in
 * sequence), reporting each result as it arrives. A failed file does not stop the rest; the
 * first failure is returned so one error is shown for the run. Stopping (an AbortError) ends
 * the run quietly.
 */
export async function uploadInSequence<F extends { size: number }, T>(
  files: readonly F[],
  upload: (file: F, onProgress: (sent: number) => void) => Promise<T>,
  { onProgress, onUploaded }: Callbacks<T>,
): Promise<unknown> {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  // Empty files still count, so the bar moves; without bytes each file is an equal share.
  const shareOf = (done: number, index: number, sent: number, size: number) =>
    total > 0 ? (done + sent * size) / total : (index + sent) / files.length;
  let done = 0;
  let failure: unknown;
  for (const [index, file] of files.entries()) {
    const report = (sent: number) => onProgress({ index, count: files.length, share: shareOf(done, index, sent, file.size) });
    report(0);
    try {
      onUploaded(await upload(file, report));
    } catch (error) {
      if (isAbort(error)) return undefined;
      failure ??= error;
    }
    done += file.size;
  }
  onProgress({ index: files.length - 1, count: files.length, share: 1 });
  return failure;
}
