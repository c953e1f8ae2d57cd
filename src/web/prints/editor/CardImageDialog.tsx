import { useState } from "react";
import type { SiteImage as Image } from "../../../domain/site/common";
import { cropCardImage, uploadCardImage } from "../../api/prints";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useI18n } from "../../i18n/useI18n";
import { ImageCropper } from "../../../kit/editor/images/ImageCropper";
import { IMAGE_TEXTS } from "../../../kit/editor/images/texts";
import { UploadArea } from "../../../kit/editor/images/UploadArea";
import { useImageUploads } from "../../../kit/editor/images/useImageUploads";
import { SiteImage } from "../../../kit/guestPage/ui/SiteImage";
import { Dialog } from "../../../kit/ui/Dialog";
import { CARD_TEXTS } from "../cardTexts";

interface CardImageDialogProps {
  open: boolean;
  onClose: () => void;
  /** The stored card the image is uploaded to; null for a card not saved yet. */
  printId: string | null;
  /** The site's folder: only its stored images can be cut on the server. */
  siteFolder: string;
  image: Image | null;
  /** The layout's crop ratio (spec 3, Card crop). */
  ratio: number | undefined;
  onImage: (image: Image) => void;
}

/**
 * The card's photo (spec 3, Card): upload, then crop to the layout's ratio; the current photo
 * can be cropped again. The crop is made on the server, which keeps the image from before it.
 */
export function CardImageDialog({ open, onClose, printId, siteFolder, image, ratio, onImage }: CardImageDialogProps) {
  const texts = useOwnerTexts(CARD_TEXTS);
  const { t } = useI18n();
  const imageTexts = useOwnerTexts(IMAGE_TEXTS);
  const [cropping, setCropping] = useState<Image | null>(null);
  const { upload, progress } = useImageUploads(
    (uploaded) => {
      onImage(uploaded);
      setCropping(uploaded);
    },
    (file, onProgress, signal) => uploadCardImage(printId!, file, onProgress, signal),
  );
  const close = () => {
    setCropping(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title={texts.imageTitle} closeLabel={t.common.close} className="card-image-dialog">
      {!printId ? (
        <p className="dialog__lead">{texts.saveFirst}</p>
      ) : cropping ? (
        <ImageCropper
          image={cropping}
          ratio={ratio}
          cropWith={(request) => cropCardImage(printId, request)}
          onCancel={() => setCropping(null)}
          onCropped={(cropped) => {
            onImage(cropped);
            close();
          }}
        />
      ) : (
        <div className="card-image-dialog__body">
          {image && (
            <div className="image-field__current">
              <SiteImage className="image-field__preview" image={image} sizes="24rem" alt={imageTexts.current} />
              {image.path === siteFolder && (
                <div className="image-field__actions">
                  <button type="button" className="button button--secondary" onClick={() => setCropping(image)}>
                    {imageTexts.crop}
                  </button>
                </div>
              )}
            </div>
          )}
          <UploadArea onFiles={(files) => void upload(files)} progress={progress} />
        </div>
      )}
    </Dialog>
  );
}
