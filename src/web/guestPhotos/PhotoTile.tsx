import { memo } from "react";
import type { OwnerPhoto } from "../../domain/guestPhotos/types";
import { fill } from "../../domain/fill";
import type { GuestPhotoTexts } from "./texts";

interface PhotoTileProps {
  photo: OwnerPhoto;
  texts: GuestPhotoTexts;
  /** A reader (a toastmaster) only opens photos; the couple selects them with a tap. */
  selectable: boolean;
  selected: boolean;
  onToggle: (id: string) => void;
  onOpen: (id: string) => void;
}

/** What a tile is called: who sent it, and what they wrote. */
export const photoName = (photo: OwnerPhoto, texts: GuestPhotoTexts) => [photo.guestName ?? texts.noName, photo.caption].filter(Boolean).join(": ");

/** The srcset of a photo's WebP sizes (smallest first), for the browser to pick the tile's. */
export const srcSet = (photo: OwnerPhoto) => photo.files.map((file) => `${file.url} ${file.width}w`).join(", ");

/**
 * One square of the grid. Memoised with stable callbacks, so a tap re-renders only the tile it
 * changes, even among 2,000; its image loads when it nears the screen.
 */
export const PhotoTile = memo(function PhotoTile({ photo, texts, selectable, selected, onToggle, onOpen }: PhotoTileProps) {
  const name = photoName(photo, texts);
  const label = `${name} (${[photo.kind === "video" && texts.video, texts.stateLabel[photo.state], photo.inGallery && texts.inGallery].filter(Boolean).join(", ")})`;
  const picture =
    photo.kind === "video" ? (
      <span className="photo-tile__video" aria-hidden="true">
        <span className="photo-tile__play">▶</span>
        {texts.video}
      </span>
    ) : (
      <img className="photo-tile__image" srcSet={srcSet(photo)} sizes="(min-width: 56rem) 10rem, 33vw" src={photo.files[0]?.url} alt="" loading="lazy" decoding="async" />
    );
  return (
    <li className="photo-tile" data-state={photo.state} data-selected={selected}>
      {selectable ? (
        <>
          <button type="button" role="checkbox" aria-checked={selected} aria-label={label} className="photo-tile__main" onClick={() => onToggle(photo.id)}>
            {picture}
            <span className="photo-tile__check" aria-hidden="true" />
          </button>
          <button type="button" className="photo-tile__open" aria-label={fill(texts.openLarger, { name })} onClick={() => onOpen(photo.id)}>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="icon">
              <path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />
            </svg>
          </button>
        </>
      ) : (
        <button type="button" aria-label={fill(texts.openLarger, { name })} className="photo-tile__main" onClick={() => onOpen(photo.id)}>
          {picture}
        </button>
      )}
      {photo.inGallery && (
        <span className="photo-tile__gallery" aria-hidden="true">
          {texts.inGallery}
        </span>
      )}
      {photo.state !== "approved" && (
        <span className="photo-tile__state" aria-hidden="true">
          {texts.stateLabel[photo.state]}
        </span>
      )}
    </li>
  );
});
