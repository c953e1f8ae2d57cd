import type { Brand } from "../../domain/brands";
import { BrandMark } from "../ui/Logo";

/** A sketch of a finished site on a phone and a laptop: decoration only, so it carries no text. */
export function LandingArt({ brand }: { brand: Brand }) {
  return (
    <div className="landing-art" aria-hidden="true">
      <svg className="landing-art__scene" viewBox="0 0 360 310">
        <defs>
          <linearGradient id="art-header" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f6ddd3" />
            <stop offset="1" stopColor="#e9c9bb" />
          </linearGradient>
        </defs>
        <circle cx="290" cy="60" r="46" fill="#efe3d2" />
        <circle cx="58" cy="236" r="34" fill="#f3dcd4" />
        <g className="landing-art__leaves">
          <path d="M20 120c22-26 52-36 82-30-18 24-46 36-82 30z" />
          <path d="M30 150c30-8 58 0 78 22-30 8-58 0-78-22z" />
          <path d="M318 210c-10-30-4-58 18-80 10 30 4 58-18 80z" />
        </g>
        <rect x="70" y="36" width="226" height="196" rx="14" className="landing-art__window" />
        <rect x="70" y="36" width="226" height="22" rx="11" className="landing-art__bar" />
        <circle cx="84" cy="47" r="3.5" className="landing-art__dot" />
        <circle cx="96" cy="47" r="3.5" className="landing-art__dot" />
        <rect x="82" y="66" width="202" height="82" rx="8" fill="url(#art-header)" />
        <BrandMark brand={brand} className="landing-art__mark" x="166" y="76" width="34" height="32" />
        <rect x="132" y="114" width="102" height="9" rx="4.5" className="landing-art__title" />
        <rect x="152" y="130" width="62" height="5" rx="2.5" className="landing-art__line" />
        <rect x="96" y="158" width="84" height="6" rx="3" className="landing-art__line" />
        <rect x="96" y="172" width="120" height="6" rx="3" className="landing-art__line landing-art__line--soft" />
        <rect x="96" y="186" width="100" height="6" rx="3" className="landing-art__line landing-art__line--soft" />
        <rect x="96" y="204" width="58" height="16" rx="8" className="landing-art__button" />
        <rect x="226" y="120" width="92" height="160" rx="16" className="landing-art__phone" />
        <rect x="234" y="138" width="76" height="48" rx="6" fill="url(#art-header)" />
        <rect x="248" y="156" width="48" height="7" rx="3.5" className="landing-art__title" />
        <rect x="242" y="196" width="60" height="5" rx="2.5" className="landing-art__line" />
        <rect x="242" y="208" width="48" height="5" rx="2.5" className="landing-art__line landing-art__line--soft" />
        <rect x="242" y="220" width="54" height="5" rx="2.5" className="landing-art__line landing-art__line--soft" />
        <rect x="242" y="238" width="44" height="14" rx="7" className="landing-art__button" />
      </svg>
    </div>
  );
}
