import { useEffect, useRef, useState } from "react";
import type { SiteImage } from "../../../domain/site/common";
import { uploadImage } from "../../api/images";
import { useShowError } from "../../errors/useShowError";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { useSiteEditor } from "../siteEditorContext";
import { IMAGE_TEXTS } from "./texts";
import { uploadInSequence, type UploadProgress } from "./uploadSequence";
import { useLatest } from "../fields/useLatest";

/** One file's upload: the site's call unless the image belongs elsewhere (a card). */
export type UploadCall = (file: File, onProgress: (sent: number) => void, signal: AbortSignal) => Promise<SiteImage>;

/**
 * Uploads files to the site in sequence with progress; each stored image goes to onUploaded
 * as it arrives. A run still going when the field leaves the page is stopped.
 */
export function useImageUploads(onUploaded: (image: SiteImage) => void, uploadWith?: UploadCall) {
  const { siteId } = useSiteEditor();
  const texts = useOwnerTexts(IMAGE_TEXTS);
  const showError = useShowError();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const running = useRef<AbortController | null>(null);
  const report = useLatest(onUploaded);
  useEffect(() => () => running.current?.abort(), []);

  async function upload(files: readonly File[]) {
    if (files.length === 0 || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    const call: UploadCall = uploadWith ?? ((file, onProgress, signal) => uploadImage(siteId, file, onProgress, signal));
    const failure = await uploadInSequence(files, (file, onProgress) => call(file, onProgress, controller.signal), {
      onProgress: setProgress,
      onUploaded: report,
    });
    if (controller.signal.aborted) return;
    running.current = null;
    setProgress(null);
    if (failure) showError(failure, texts.uploadFailed);
  }

  return { upload, progress };
}
