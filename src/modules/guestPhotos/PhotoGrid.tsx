import type { GuestPhoto, PhotoFile } from "../../domain/guestPhotos/types";
import type { PhotoTexts } from "./texts";

/** Above 750 px the grid's cells are at most about 240 px wide; on a phone, half the width. */
const CELL_SIZES = "(min-width: 751px) 240px, 50vw";

export const srcSet = (files: PhotoFile[]) => files.map((file) => `${file.url} ${file.width}w`).join(", ");

/** The photos this guest may see, newest first; their own with a remove button, and marked while waiting. */
export function PhotoGrid({ photos, texts, onOpen, onRemove }: { photos: GuestPhoto[]; texts: PhotoTexts; onOpen: (photo: GuestPhoto) => void; onRemove: (photo: GuestPhoto) => void }) {
  if (!photos.length) return null;
  return (
    <ul className="guest-photos__grid" aria-label={texts.photos}>
      {photos.map((photo) => (
        <li key={photo.id} className="guest-photo">
          <button type="button" className="guest-photo__open" aria-haspopup="dialog" aria-label={[photo.kind === "video" ? texts.openVideo : texts.open, photo.caption].filter(Boolean).join(": ")} onClick={() => onOpen(photo)}>
            {photo.kind === "video" ? (
              <video className="guest-photo__media" src={photo.files[0]?.url} muted playsInline preload="metadata" aria-hidden="true" />
            ) : (
              <img className="guest-photo__media" src={photo.files[0]?.url} srcSet={srcSet(photo.files)} sizes={CELL_SIZES} width={photo.width} height={photo.height} alt="" loading="lazy" decoding="async" />
            )}
          </button>
          {photo.own && photo.state === "pending" && <span className="guest-photo__pending">{texts.pending}</span>}
          {photo.own && (
            <button type="button" className="guest-photo__remove" onClick={() => onRemove(photo)}>
              {texts.remove}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
