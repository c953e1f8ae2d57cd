import { useState } from "react";
import type { SiteImage as Image } from "../../../domain/site/common";
import { revertCrop } from "../../api/images";
import { useShowError } from "../../errors/useShowError";
import { SiteImage } from "../../guestPage/ui/SiteImage";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { useSiteEditor } from "../siteEditorContext";
import { FocalPointField } from "./FocalPointField";
import { ImageCropper } from "./ImageCropper";
import { IMAGE_TEXTS } from "./texts";
import { UploadArea } from "./UploadArea";
import { useImageUploads } from "./useImageUploads";
import { useLatest } from "../fields/useLatest";
import "./images.css";

interface ImageFieldProps {
  label: string;
  image: Image | null | undefined;
  onChange: (image: Image | null) => void;
  /** Offer the focal point: for images the guest page crops (header, image and text); a legacy site's images have none. */
  focalPoint?: boolean;
}

const PREVIEW_SIZES = "(max-width: 40rem) 90vw, 24rem";

/** A crop of a starter photo, or its undoing, is still that photographer's picture: it keeps the credit. */
const withCredit = (from: Image, to: Image): Image => (from.credit ? { ...to, credit: from.credit } : to);

/**
 * One image of a module (spec 2, Image upload and crop): upload by click or drop with
 * progress, the current image, remove, crop and undo a crop, and where asked its focal point.
 * Two views: image and crop.
 */
export function ImageField({ label, image, onChange, focalPoint = false }: ImageFieldProps) {
  const { siteId, legacy } = useSiteEditor();
  const texts = useOwnerTexts(IMAGE_TEXTS);
  const showError = useShowError();
  const [cropping, setCropping] = useState(false);
  const [reverting, setReverting] = useState(false);
  const change = useLatest(onChange);
  const { upload, progress } = useImageUploads(onChange);
  // Only the site's own stored images can be cut on the server ("only for images on the CDN").
  const croppable = image?.path === `/images/${siteId}/`;
  // While a new image uploads, the current one is about to be replaced.
  const busy = reverting || progress !== null;

  async function revert(current: Image) {
    setReverting(true);
    try {
      change(withCredit(current, await revertCrop(siteId, current)));
    } catch (error) {
      showError(error, texts.revertFailed);
    } finally {
      setReverting(false);
    }
  }

  return (
    <fieldset className="image-field">
      <legend className="image-field__label">{label}</legend>
      {image && cropping ? (
        <ImageCropper
          image={image}
          onCancel={() => setCropping(false)}
          onCropped={(cropped) => {
            change(withCredit(image, cropped));
            setCropping(false);
          }}
        />
      ) : (
        <>
          {/* While a new image uploads the old one is on its way out: the progress takes its place. */}
          {image && progress === null && (
            <div className="image-field__current">
              <SiteImage className="image-field__preview" image={image} sizes={PREVIEW_SIZES} alt={texts.current} />
              <div className="image-field__actions">
                {croppable && (
                  <button type="button" className="button button--secondary" disabled={busy} onClick={() => setCropping(true)}>
                    {texts.crop}
                  </button>
                )}
                {image.imageBeforeEdit && (
                  <button type="button" className="button button--ghost" disabled={busy} onClick={() => void revert(image)}>
                    {texts.revert}
                  </button>
                )}
                <button type="button" className="button button--ghost" disabled={busy} onClick={() => onChange(null)}>
                  {texts.remove}
                </button>
              </div>
            </div>
          )}
          {image && progress === null && focalPoint && !legacy && <FocalPointField image={image} onChange={change} />}
          <UploadArea progress={progress} onFiles={(files) => void upload(files)} />
        </>
      )}
    </fieldset>
  );
}
