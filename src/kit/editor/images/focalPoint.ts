import type { SiteImage } from "../../../domain/site/common";

export type FocalPoint = NonNullable<SiteImage["focalPoint"]>;

/** No focal point set: the guest page centres the image. */
export const CENTRE: FocalPoint = { x: 50, y: 50 };

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** The point under a click or touch, in whole % of the image's box. */
export function pointAt(box: { left: number; top: number; width: number; height: number }, clientX: number, clientY: number): FocalPoint {
  return { x: clamp(((clientX - box.left) / box.width) * 100), y: clamp(((clientY - box.top) / box.height) * 100) };
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The point an arrow key moves it to (1 %, with Shift 10 %); null for any other key. */
export function movedPoint(point: FocalPoint, key: string, shift: boolean): FocalPoint | null {
  const direction = ARROWS[key];
  if (!direction) return null;
  const step = shift ? 10 : 1;
  return { x: clamp(point.x + direction[0] * step), y: clamp(point.y + direction[1] * step) };
}
