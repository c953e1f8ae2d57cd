import { useId, useState } from "react";
import ReactCrop, { type PercentCrop } from "react-image-crop";
import "react-image-crop/dist/ReactCrop.css";
import type { SiteImage } from "../../../domain/site/common";
import { CROP_ASPECTS, percentCropToPixels, type CropAspectId } from "../../../domain/site/crop";
import { cropImage, type CropRequest } from "../../api/images";
import { useShowError } from "../../errors/useShowError";
import { largestImageUrl } from "../../guestPage/ui/SiteImage";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { useSiteEditor } from "../siteEditorContext";
import { ChoiceField } from "../fields/ChoiceField";
import { initialCrop } from "./initialCrop";
import { IMAGE_TEXTS } from "./texts";
import "./images.css";

interface ImageCropperProps {
  image: SiteImage;
  onCropped: (image: SiteImage) => void;
  onCancel: () => void;
  /** A format the place holds the image to (a card's photo); without it the owner chooses among CROP_ASPECTS. */
  ratio?: number;
  /** Where the crop is made: the site's crop call unless the image belongs elsewhere (a card). */
  cropWith?: (request: CropRequest) => Promise<SiteImage>;
}

/**
 * The crop view (spec 2, Image upload and crop): a format choice, the crop box (arrow keys
 * nudge it 1, 10 with Shift, 100 with Ctrl or ⌘), cancel, and save once the box has a size.
 * The server cuts the stored original; the crop is sent in pixels of the image shown.
 */
export function ImageCropper({ image, onCropped, onCancel, ratio: fixedRatio, cropWith }: ImageCropperProps) {
  const { siteId } = useSiteEditor();
  const texts = useOwnerTexts(IMAGE_TEXTS);
  const showError = useShowError();
  const helpId = useId();
  const [aspect, setAspect] = useState<CropAspectId>("free");
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [crop, setCrop] = useState<PercentCrop>();
  const [saving, setSaving] = useState(false);
  // Sharp enough to aim at, lighter than the original.
  const source = largestImageUrl(image);
  const ratio = fixedRatio ?? CROP_ASPECTS.find((entry) => entry.id === aspect)?.ratio;
  const pixels = crop && natural ? percentCropToPixels(crop, natural) : null;

  const chooseAspect = (id: CropAspectId) => {
    setAspect(id);
    if (natural) setCrop(initialCrop(CROP_ASPECTS.find((entry) => entry.id === id)?.ratio, natural.width, natural.height));
  };

  async function save() {
    if (!pixels) return;
    setSaving(true);
    try {
      const cropped = await (cropWith ?? ((request: CropRequest) => cropImage(siteId, request)))({
        originalName: image.originalName,
        sourceImageUrl: source,
        crop: pixels,
        imageBeforeEdit: image.imageBeforeEdit,
      });
      onCropped(cropped);
    } catch (error) {
      setSaving(false);
      showError(error, texts.cropFailed);
    }
  }

  return (
    <div className="image-cropper" aria-busy={saving}>
      {fixedRatio === undefined && (
        <ChoiceField
          legend={texts.aspect}
          choices={CROP_ASPECTS.map((entry) => ({ value: entry.id, label: entry.id === "free" ? texts.free : entry.id }))}
          value={aspect}
          onChange={chooseAspect}
        />
      )}
      <p id={helpId} className="image-cropper__help">
        {texts.cropHelp}
      </p>
      <div className="image-cropper__stage">
        <ReactCrop
          crop={crop}
          aspect={ratio}
          keepSelection
          ruleOfThirds
          disabled={saving}
          ariaLabels={{
            cropArea: texts.cropArea,
            nwDragHandle: texts.handles.nw,
            nDragHandle: texts.handles.n,
            neDragHandle: texts.handles.ne,
            eDragHandle: texts.handles.e,
            seDragHandle: texts.handles.se,
            sDragHandle: texts.handles.s,
            swDragHandle: texts.handles.sw,
            wDragHandle: texts.handles.w,
          }}
          onChange={(_, percent) => setCrop(percent)}
        >
          <img
            className="image-cropper__image"
            src={source}
            alt={texts.current}
            aria-describedby={helpId}
            onLoad={(event) => {
              const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
              setNatural({ width, height });
              setCrop(initialCrop(ratio, width, height));
            }}
          />
        </ReactCrop>
      </div>
      <div className="image-field__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={saving}>
          {texts.cancel}
        </button>
        {pixels && (
          <button type="button" className="button button--primary" onClick={() => void save()} disabled={saving}>
            {texts.save}
          </button>
        )}
      </div>
    </div>
  );
}
