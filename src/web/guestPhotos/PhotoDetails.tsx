import type { OwnerPhoto } from "../../domain/guestPhotos/types";
import type { UiLanguage } from "../../domain/languages";
import { Dialog } from "../../kit/ui/Dialog";
import { photoName, srcSet } from "./PhotoTile";
import type { GuestPhotoTexts } from "./texts";
import { storageSize } from "./usage";

interface PhotoDetailsProps {
  photo: OwnerPhoto | undefined;
  texts: GuestPhotoTexts;
  language: UiLanguage;
  onClose: () => void;
}

/** One photo larger, with who sent it, from which household, when, and how big it is. */
export function PhotoDetails({ photo, texts, language, onClose }: PhotoDetailsProps) {
  const time = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Dialog open={photo !== undefined} onClose={onClose} title={photo ? photoName(photo, texts) : texts.details} closeLabel={texts.close} className="photo-details">
      {photo && (
        <>
          {photo.kind === "video" ? (
            <video className="photo-details__media" src={photo.files[0]?.url} controls preload="metadata" />
          ) : (
            <img className="photo-details__media" srcSet={srcSet(photo)} sizes="(min-width: 40rem) 36rem, 100vw" src={photo.files.at(-1)?.url} alt={photoName(photo, texts)} width={photo.width} height={photo.height} />
          )}
          <dl className="photo-details__facts">
            <dt>{texts.detailName}</dt>
            <dd>{photo.guestName ?? texts.noName}</dd>
            {photo.caption && (
              <>
                <dt>{texts.detailCaption}</dt>
                <dd>{photo.caption}</dd>
              </>
            )}
            {photo.householdName && (
              <>
                <dt>{texts.detailHousehold}</dt>
                <dd>{photo.householdName}</dd>
              </>
            )}
            <dt>{texts.detailTime}</dt>
            <dd>{time.format(new Date(photo.createdAt))}</dd>
            <dt>{texts.detailSize}</dt>
            <dd>
              {storageSize(photo.bytes, language)} · {photo.width} × {photo.height}
            </dd>
            <dt>{texts.detailState}</dt>
            <dd>{[texts.stateLabel[photo.state], photo.inGallery && texts.inGallery].filter(Boolean).join(", ")}</dd>
            <dt>{texts.detailFile}</dt>
            <dd className="photo-details__file">{photo.originalName}</dd>
          </dl>
        </>
      )}
    </Dialog>
  );
}
