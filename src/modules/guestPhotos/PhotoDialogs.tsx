import { fill } from "../../domain/fill";
import type { GuestPhoto } from "../../domain/guestPhotos/types";
import { Modal } from "../../kit/guestPage/ui/Modal";
import { srcSet } from "./PhotoGrid";
import type { PhotoTexts } from "./texts";

/** One photo as large as the window lets it be, with its caption and the guest's name. */
export function PhotoDialog({ photo, title, texts, onClose }: { photo: GuestPhoto; title: string; texts: PhotoTexts; onClose: () => void }) {
  return (
    <Modal title={photo.guestName ? fill(texts.from, { name: photo.guestName }) : title} onClose={onClose} wide>
      <figure className="guest-photo-dialog">
        {photo.kind === "video" ? (
          <video className="guest-photo-dialog__media" src={photo.files[0]?.url} controls playsInline />
        ) : (
          <img className="guest-photo-dialog__media" src={photo.files.at(-1)?.url} srcSet={srcSet(photo.files)} sizes="(min-width: 900px) 860px, 100vw" width={photo.width} height={photo.height} alt={photo.caption ?? ""} />
        )}
        {photo.caption && <figcaption>{photo.caption}</figcaption>}
      </figure>
    </Modal>
  );
}

/** Asks before one of the guest's own photos is removed for good. */
export function RemoveDialog({ texts, busy, onRemove, onClose }: { texts: PhotoTexts; busy: boolean; onRemove: () => void; onClose: () => void }) {
  return (
    <Modal title={texts.removeTitle} onClose={onClose}>
      <p>{texts.removeText}</p>
      <div className="guest-photos__actions">
        <button type="button" className="site-button" disabled={busy} onClick={onRemove}>
          {texts.remove}
        </button>
        <button type="button" className="site-button site-button--secondary" onClick={onClose}>
          {texts.cancel}
        </button>
      </div>
    </Modal>
  );
}
