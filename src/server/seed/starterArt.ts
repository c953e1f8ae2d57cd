import type { StarterImageName } from "../../modules/starter/images";
import type { Area } from "../features/images/pipeline";
import { STARTER_PHOTOS, starterPhotoFile, type StarterPhoto } from "./starterPhotos";

/**
 * The pictures of the demo site and the starter pages: freely licensed photographs (whole, or a
 * part of one as a detail) and, for the people and two gifts, our own artwork drawn as SVG. Both
 * run through the same image pipeline as uploads, so the demo exercises srcset, sizes and
 * caching like a real site.
 */
export type StarterPicture = { svg: string } | { photo: StarterPhoto; area?: Area };

const bouquet = (background: string, petals: string[]) => `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1600" viewBox="0 0 1600 1600">
<rect width="1600" height="1600" fill="${background}"/>
${petals.map((color, i) => `<circle cx="${560 + (i % 3) * 240}" cy="${560 + Math.floor(i / 3) * 240}" r="${210 - i * 8}" fill="${color}" opacity="0.85"/>`).join("")}
<path d="M800 1000 L 760 1500 M800 1000 L 840 1500 M800 1000 L 800 1520" stroke="#4d6b3c" stroke-width="22" stroke-linecap="round"/>
</svg>`;

const portrait = (background: string, skin: string, hair: string, top: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">
<rect width="1200" height="1200" fill="${background}"/><ellipse cx="600" cy="1180" rx="420" ry="330" fill="${top}"/>
<rect x="540" y="700" width="120" height="160" rx="40" fill="${skin}"/><ellipse cx="600" cy="520" rx="210" ry="240" fill="${hair}"/>
<ellipse cx="600" cy="580" rx="170" ry="200" fill="${skin}"/>
</svg>`;

const svg = (text: string): StarterPicture => ({ svg: text });

/** The file the pipeline stores, the part of it kept and the credit the stored image carries. */
export function starterPictureSource(picture: StarterPicture): { input: Buffer; area?: Area; credit?: string } {
  return "svg" in picture ? { input: Buffer.from(picture.svg) } : { input: starterPhotoFile(picture.photo), area: picture.area, credit: picture.photo.credit };
}

export const STARTER_ART: Record<StarterImageName, StarterPicture> = {
  header: { photo: STARTER_PHOTOS.dandelions },
  couple: { photo: STARTER_PHOTOS.sunset },
  venue: { photo: STARTER_PHOTOS.autumnHills },
  gallery1: { photo: STARTER_PHOTOS.forestStream },
  gallery2: { photo: STARTER_PHOTOS.mountainPath },
  // Details of the header's dandelions and the autumn larches, so a page shows no photo twice.
  gallery3: { photo: STARTER_PHOTOS.dandelions, area: { left: 0, top: 0, width: 800, height: 600 } },
  gallery4: { photo: STARTER_PHOTOS.autumnHills, area: { left: 0, top: 250, width: 900, height: 600 } },
  anna: svg(portrait("#f3e6dc", "#f1c7a8", "#7a4a2a", "#c56b6b")),
  erik: svg(portrait("#e4ebe6", "#e8b995", "#3b2a1e", "#3f5a48")),
  toastmaster: svg(portrait("#ece6f3", "#d9a982", "#a36a3a", "#5a4a6e")),
  giftDinner: { photo: STARTER_PHOTOS.sunset, area: { left: 700, top: 80, width: 900, height: 675 } },
  giftTrip: { photo: STARTER_PHOTOS.mountainPath, area: { left: 700, top: 0, width: 900, height: 675 } },
  giftPlates: svg(bouquet("#f7f7f4", ["#dfe3e8", "#c9d1da", "#eef1f4", "#b7c2cf", "#d6dde4", "#f3f5f7"])),
  partyHeader: { photo: STARTER_PHOTOS.sunset },
  eventHeader: { photo: STARTER_PHOTOS.mountainPath },
};
