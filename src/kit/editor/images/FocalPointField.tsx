import { useId, useRef, type PointerEvent } from "react";
import type { SiteImage as Image } from "../../../domain/site/common";
import { SiteImage } from "../../guestPage/ui/SiteImage";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { CENTRE, movedPoint, pointAt, type FocalPoint } from "./focalPoint";
import { IMAGE_TEXTS } from "./texts";
import { fill } from "../../../domain/fill";

const PICKER_SIZES = "(max-width: 40rem) 90vw, 20rem";
const CROP_SIZES = "12rem";

/**
 * The image's focal point: a click or touch on the image places the marker, the arrow keys
 * move it (a 2D slider, as colour pickers do), and a phone (portrait) and a computer
 * (landscape) crop beside it show what the guests will see.
 */
export function FocalPointField({ image, onChange }: { image: Image; onChange: (image: Image) => void }) {
  const texts = useOwnerTexts(IMAGE_TEXTS);
  const labelId = useId();
  const helpId = useId();
  const marker = useRef<HTMLSpanElement>(null);
  const point = image.focalPoint ?? CENTRE;
  const place = (focalPoint: FocalPoint) => onChange({ ...image, focalPoint });

  const placeAt = (event: PointerEvent<HTMLDivElement>) => {
    place(pointAt(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY));
  };

  return (
    <div className="focal-point" role="group" aria-labelledby={labelId}>
      <p className="focal-point__label" id={labelId}>
        {texts.focalPoint}
      </p>
      <p className="field__hint" id={helpId}>
        {texts.focalPointHelp}
      </p>
      <div className="focal-point__layout">
        <div
          className="focal-point__picker"
          onPointerDown={(event) => {
            event.preventDefault();
            event.currentTarget.setPointerCapture(event.pointerId);
            marker.current?.focus();
            placeAt(event);
          }}
          onPointerMove={(event) => {
            if (event.currentTarget.hasPointerCapture(event.pointerId)) placeAt(event);
          }}
        >
          <SiteImage className="focal-point__image" image={image} sizes={PICKER_SIZES} />
          <span
            ref={marker}
            className="focal-point__marker"
            style={{ left: `${point.x}%`, top: `${point.y}%` }}
            role="slider"
            tabIndex={0}
            aria-labelledby={labelId}
            aria-describedby={helpId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={point.x}
            aria-valuetext={fill(texts.focalPointValue, point)}
            onKeyDown={(event) => {
              const moved = movedPoint(point, event.key, event.shiftKey);
              if (!moved) return;
              event.preventDefault();
              place(moved);
            }}
          />
        </div>
        <div className="focal-point__crops" role="group" aria-label={texts.crops}>
          <figure className="focal-point__crop focal-point__crop--phone">
            <SiteImage className="focal-point__crop-image" image={image} sizes={CROP_SIZES} />
            <figcaption>{texts.phoneCrop}</figcaption>
          </figure>
          <figure className="focal-point__crop focal-point__crop--desktop">
            <SiteImage className="focal-point__crop-image" image={image} sizes={CROP_SIZES} />
            <figcaption>{texts.desktopCrop}</figcaption>
          </figure>
        </div>
      </div>
    </div>
  );
}
