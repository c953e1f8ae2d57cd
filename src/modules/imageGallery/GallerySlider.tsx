import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { SiteImage as Image } from "../../domain/site/common";
import { SiteImage } from "../../kit/guestPage/ui/SiteImage";
import { useTexts } from "../../kit/guestPage/SiteContext";
import { useDialogFocus } from "../../kit/guestPage/ui/useDialogFocus";
import { clampIndex, sliderIndexForKey } from "./sliderIndex";
import { GALLERY_TEXTS } from "./texts";
import { fill } from "../../domain/fill";

/** How long the strip must rest before a swipe counts as choosing an image. */
const SCROLL_SETTLE_MS = 150;
/** A smooth scroll of ours that has not arrived by then was interrupted by the guest. */
const SMOOTH_SCROLL_MAX_MS = 1500;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth";
}

/**
 * The full-screen slider: a native modal dialog holding a strip of images that scrolls
 * smoothly to the chosen one. Arrow keys move one image, PageUp/PageDown ten, Home/End to
 * the ends; swiping works through scroll snapping; Escape closes.
 */
export function GallerySlider({ images, start, onClose }: { images: Image[]; start: number; onClose: () => void }) {
  const texts = useTexts(GALLERY_TEXTS);
  const dialog = useRef<HTMLDialogElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Where our own smooth scroll is heading, so its pauses are not read as a swipe. */
  const heading = useRef<{ left: number; until: number } | null>(null);
  const first = clampIndex(start, images.length);
  const [index, setIndex] = useState(first);
  const last = images.length - 1;

  useDialogFocus(dialog);
  // On opening: the strip jumps to the chosen image.
  useEffect(() => {
    strip.current?.scrollTo({ left: first * strip.current.clientWidth, behavior: "instant" });
  }, [first]);

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const left = index * element.clientWidth;
    if (Math.abs(element.scrollLeft - left) <= 1) return;
    heading.current = { left, until: performance.now() + SMOOTH_SCROLL_MAX_MS };
    element.scrollTo({ left, behavior: scrollBehavior() });
  }, [index]);

  // A resized window would leave the strip between two images.
  useEffect(() => {
    const realign = () => strip.current?.scrollTo({ left: index * strip.current.clientWidth, behavior: "instant" });
    window.addEventListener("resize", realign);
    return () => window.removeEventListener("resize", realign);
  }, [index]);

  const go = (next: number) => setIndex(clampIndex(next, images.length));

  const onKeyDown = (event: KeyboardEvent) => {
    const next = sliderIndexForKey(event.key, index, images.length);
    if (next === null) return;
    event.preventDefault();
    go(next);
  };

  // A swipe or a trackpad scroll chooses the image the strip comes to rest on.
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const settled = () => {
      if (element.clientWidth === 0) return;
      const ours = heading.current;
      if (ours) {
        const now = performance.now();
        if (Math.abs(element.scrollLeft - ours.left) <= 1) {
          heading.current = null;
          return;
        }
        // Still on our way (a slow frame): look again once our scroll must have ended.
        if (now <= ours.until) {
          settle.current = setTimeout(settled, ours.until - now + SCROLL_SETTLE_MS);
          return;
        }
        heading.current = null;
      }
      const rested = clampIndex(Math.round(element.scrollLeft / element.clientWidth), images.length);
      setIndex((current) => (current === rested ? current : rested));
    };
    const onScroll = () => {
      clearTimeout(settle.current);
      settle.current = setTimeout(settled, SCROLL_SETTLE_MS);
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      element.removeEventListener("scroll", onScroll);
      clearTimeout(settle.current);
    };
  }, [images.length]);

  const position = fill(texts.position, { n: index + 1, count: images.length });

  return (
    <dialog
      ref={dialog}
      className="gallery-slider"
      aria-label={texts.slider}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="gallery-slider__bar">
        <p className="gallery-slider__position" aria-live="polite">
          <span aria-hidden="true">
            {index + 1} / {images.length}
          </span>
          <span className="gallery-slider__sr">{position}</span>
        </p>
        <button type="button" className="gallery-slider__close" aria-label={texts.close} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      {/* Focusable so keyboard users can scroll the strip too. */}
      <div ref={strip} className="gallery-slider__strip" tabIndex={0} role="group" aria-label={position}>
        {images.map((image, slide) => (
          <div
            key={`${image.path}${image.fileName}-${slide}`}
            className="gallery-slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={fill(texts.position, { n: slide + 1, count: images.length })}
            aria-hidden={slide !== index}
          >
            <SiteImage className="gallery-slider__image" image={image} sizes="100vw" priority={slide === index} />
          </div>
        ))}
      </div>
      <NavButton direction="previous" label={texts.previous} atEnd={index === 0} onClick={() => go(index - 1)} />
      <NavButton direction="next" label={texts.next} atEnd={index === last} onClick={() => go(index + 1)} />
    </dialog>
  );
}

const NAV_ARROWS = { previous: "M15 5l-7 7 7 7", next: "M9 5l7 7-7 7" } as const;

/** The previous or next arrow; at the end it stays focusable (aria-disabled) and a press does nothing. */
function NavButton({ direction, label, atEnd, onClick }: { direction: keyof typeof NAV_ARROWS; label: string; atEnd: boolean; onClick: () => void }) {
  return (
    <button type="button" className={`gallery-slider__nav gallery-slider__nav--${direction}`} aria-label={label} aria-disabled={atEnd} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d={NAV_ARROWS[direction]} />
      </svg>
    </button>
  );
}
