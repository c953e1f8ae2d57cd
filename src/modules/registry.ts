import { countdownDefinition } from "./countdown/definition";
import { formDefinition } from "./form/definition";
import { giftRegistryDefinition } from "./giftRegistry/definition";
import { guestPhotosDefinition } from "./guestPhotos/definition";
import { headerDefinition } from "./header/definition";
import { imageAndTextDefinition } from "./imageAndText/definition";
import { imageGalleryDefinition } from "./imageGallery/definition";
import { rsvp3Definition } from "./legacy/rsvp3/definition";
import { speech2Definition } from "./legacy/speech2/definition";
import { locationDefinition } from "./location/definition";
import { moduleLists } from "./moduleLists";
import { peopleListDefinition } from "./peopleList/definition";
import { rsvpDefinition } from "./rsvp/definition";
import { scheduleDefinition } from "./schedule/definition";
import { textDefinition } from "./text/definition";
import { textAndImageListDefinition } from "./textAndImageList/definition";
import { videoDefinition } from "./video/definition";

/** Every module type of the newer site shape, one definition each (its folder's definition.ts). */
export const MODULE_DEFINITIONS = [
  headerDefinition,
  countdownDefinition,
  textDefinition,
  imageAndTextDefinition,
  textAndImageListDefinition,
  imageGalleryDefinition,
  locationDefinition,
  scheduleDefinition,
  videoDefinition,
  peopleListDefinition,
  giftRegistryDefinition,
  rsvpDefinition,
  formDefinition,
  guestPhotosDefinition,
] as const;

/** The legacy shape's RSVP and speech forms, which only guests see through their own views. */
export const GUEST_ONLY_DEFINITIONS = [rsvp3Definition, speech2Definition] as const;

/** The product's lists of module types, each derived from the definitions. */
export const MODULES = moduleLists(MODULE_DEFINITIONS, GUEST_ONLY_DEFINITIONS);
