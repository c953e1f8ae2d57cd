import { useEffect, useRef } from "react";
import { useFileDrop } from "../../ui/useFileDrop";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { IMAGE_TEXTS } from "./texts";
import type { UploadProgress } from "./uploadSequence";
import "./images.css";
import { fill } from "../../../domain/fill";

interface UploadAreaProps {
  /** Several files at once (the gallery); otherwise only the first file of a drop is used. */
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  /** The run under way, or null. */
  progress: UploadProgress | null;
}

function UploadIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="icon upload-area__icon">
      <path d="M12 16V4M7 9l5-5 5 5M4 15v3a2 2 0 002 2h12a2 2 0 002-2v-3" />
    </svg>
  );
}

/**
 * The upload area (spec 2, Image upload and crop): a button opening the file dialog and a
 * drop target, with the upload's progress while it runs.
 */
export function UploadArea({ multiple = false, onFiles, progress }: UploadAreaProps) {
  const texts = useOwnerTexts(IMAGE_TEXTS);
  const input = useRef<HTMLInputElement>(null);
  const busy = progress !== null;

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  const drop = useFileDrop(take, !busy);
  const area = useRef<HTMLDivElement>(null);
  // The progress shows where the owner looks, even when the area sits low in a tall dialog.
  useEffect(() => {
    if (busy) area.current?.scrollIntoView({ block: "nearest" });
  }, [busy]);

  const status = progress && (progress.count > 1 ? fill(texts.uploadingMany, { n: progress.index + 1, count: progress.count }) : texts.uploading);

  return (
    <div ref={area} className={`upload-area${drop.over ? " upload-area--over" : ""}`} {...drop.handlers}>
      <button type="button" className="upload-area__button" disabled={busy} onClick={() => input.current?.click()}>
        <UploadIcon />
        <span>{multiple ? texts.uploadMany : texts.upload}</span>
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={multiple}
        hidden
        onChange={(event) => {
          take(event.target.files);
          // Cleared so choosing the same file again still counts as a change.
          event.target.value = "";
        }}
      />
      {progress && <progress className="upload-area__bar" max={1} value={progress.share} aria-label={texts.progress} />}
      {/* Always present, so screen readers announce the status when it appears. */}
      <p className="upload-area__status" role="status">
        {status}
      </p>
    </div>
  );
}
