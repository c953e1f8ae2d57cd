import { useEffect, useRef, useState } from "react";
import { ModuleTitle, RichText } from "../../kit/guestPage/ui/ModuleText";
import { SiteImage } from "../../kit/guestPage/ui/SiteImage";
import { useTexts, useTranslate } from "../../kit/guestPage/SiteContext";
import { GallerySlider } from "./GallerySlider";
import type { ImageGalleryModule } from "./schema";
import { GALLERY_TEXTS } from "./texts";
import { EmptyModuleHint } from "../EmptyModuleHint";
import { fill } from "../../domain/fill";

/** Spec 2: gallery images have a 600 px size hint above 750 px width; two columns below. */
const THUMB_SIZES = "(min-width: 751px) 600px, 50vw";

/** Title, rich text and a grid of images; a click opens the full-screen slider. */
export default function ImageGalleryView({ module }: { module: ImageGalleryModule }) {
  const t = useTranslate();
  const texts = useTexts(GALLERY_TEXTS);
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const images = module.gallery;

  // Focus returns to the image the slider was opened from.
  useEffect(() => {
    if (open === null && opener.current !== null) {
      thumbs.current[opener.current]?.focus();
      opener.current = null;
    }
  }, [open]);

  return (
    <div className="gallery">
      <ModuleTitle text={t(module.title)} />
      <RichText html={t(module.text)} className="gallery__text" />
      {images.length > 0 && (
        <ul className={`gallery__grid gallery__grid--${Math.min(images.length, 4)}`}>
          {images.map((image, index) => (
            <li key={`${image.path}${image.fileName}-${index}`} className="gallery__item">
              <button
                ref={(element) => {
                  thumbs.current[index] = element;
                }}
                type="button"
                className="gallery__thumb"
                aria-label={fill(texts.open, { n: index + 1, count: images.length })}
                aria-haspopup="dialog"
                onClick={() => {
                  opener.current = index;
                  setOpen(index);
                }}
              >
                <SiteImage className="gallery__image" image={image} sizes={THUMB_SIZES} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open !== null && images.length > 0 && <GallerySlider images={images} start={open} onClose={() => setOpen(null)} />}
      <EmptyModuleHint module={module} />
    </div>
  );
}
