import type { ReactNode, SVGProps } from "react";
import type { Brand } from "../../domain/brands";

/** Each brand's mark: entwined rings (wedding), a balloon (party), a star on a ticket (event). */
const MARKS: Record<Brand, ReactNode> = {
  wedding: (
    <>
      <circle cx="13" cy="18" r="7.5" />
      <circle cx="21" cy="18" r="7.5" />
      <path className="logo__accent" d="M17 6.5l1.6-2.2h-3.2zM15.4 4.3L17 2l1.6 2.3" />
    </>
  ),
  party: (
    <>
      <path d="M17 3.5c4.6 0 7.5 3.6 7.5 8 0 5-3.6 9.5-7.5 9.5s-7.5-4.5-7.5-9.5c0-4.4 2.9-8 7.5-8z" />
      <path d="M15.8 21.3l1.2 1.7 1.2-1.7M17 23c-.8 2.5 1.6 3.4.6 6.5" />
      <path className="logo__accent" d="M5 9.5l1.5.5M27.5 20.5l1.6.3M4.5 21l1.3-1M29 8l-1.3 1" />
    </>
  ),
  event: (
    <>
      <path d="M5 9.5h24v4a3 3 0 000 6v4H5v-4a3 3 0 000-6z" />
      <path className="logo__accent" d="M17 11.8l1.3 2.7 3 .4-2.2 2.1.5 3-2.6-1.4-2.6 1.4.5-3-2.2-2.1 3-.4z" />
    </>
  ),
};

/** The mark alone; extra SVG attributes place it inside a larger drawing. */
export function BrandMark({ brand, className = "logo__mark", ...placement }: { brand: Brand; className?: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg className={className} viewBox="0 0 34 32" aria-hidden="true" {...placement}>
      {MARKS[brand]}
    </svg>
  );
}

export function Logo({ brand, name }: { brand: Brand; name: string }) {
  return (
    <span className="logo">
      <BrandMark brand={brand} />
      <span className="logo__name">{name}</span>
    </span>
  );
}
