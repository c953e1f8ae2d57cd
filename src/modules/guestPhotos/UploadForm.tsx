import { useEffect, useRef, useState } from "react";
import { PHOTO_CAPTION_MAX, PHOTO_GUEST_NAME_MAX } from "../../domain/guestPhotos/limits";
import type { UploadStart } from "../../domain/guestPhotos/types";
import { readStored, writeStored } from "../../kit/guestPage/browser/browserKey";
import { useIslandId } from "../../kit/guestPage/islands/islandId";
import type { PhotoTexts } from "./texts";

/** iPhones' photos: a desktop browser may not count .heic among image/*. */
const IMAGES = "image/*,.heic,.heif";
const nameKey = "eventsite:photo-guest-name";

/** The optional name (remembered in this browser) and caption, and the big button that chooses the files and sends them. */
export function UploadForm({
  texts,
  videos,
  onFiles,
  refuse,
}: {
  texts: PhotoTexts;
  videos: boolean;
  onFiles: (files: File[], details: Pick<UploadStart, "guestName" | "caption">) => void;
  /** In the owner's app: the button explains instead of choosing files. */
  refuse?: () => void;
}) {
  const id = useIslandId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState("");
  const [caption, setCaption] = useState("");
  useEffect(() => setName(readStored(nameKey) ?? ""), []);

  const chosen = (files: File[]) => {
    if (!files.length) return;
    const guestName = name.trim();
    writeStored(nameKey, guestName);
    onFiles(files, { ...(guestName ? { guestName } : {}), ...(caption.trim() ? { caption: caption.trim() } : {}) });
    setCaption("");
  };

  return (
    <div className="site-form guest-photos__form">
      <div className="site-field">
        <label htmlFor={`${id}-photo-name`}>{texts.name}</label>
        <input id={`${id}-photo-name`} type="text" autoComplete="name" maxLength={PHOTO_GUEST_NAME_MAX} value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="site-field">
        <label htmlFor={`${id}-photo-caption`}>{texts.caption}</label>
        <input id={`${id}-photo-caption`} type="text" maxLength={PHOTO_CAPTION_MAX} value={caption} onChange={(event) => setCaption(event.target.value)} />
      </div>
      <div className="guest-photos__send">
        <button type="button" className="site-button guest-photos__upload" aria-describedby={`${id}-photo-hint`} onClick={() => (refuse ? refuse() : input.current?.click())}>
          {texts.upload}
        </button>
        <p id={`${id}-photo-hint`} className="site-field__hint">
          {videos ? texts.uploadHintVideos : texts.uploadHint}
        </p>
      </div>
      <input
        ref={input}
        className="guest-photos__input"
        type="file"
        multiple
        accept={videos ? `${IMAGES},video/*` : IMAGES}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          chosen([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = "";
        }}
      />
    </div>
  );
}
