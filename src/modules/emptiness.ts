import { isEmptyCountdown } from "./countdown/isEmpty";
import { isEmptyForm } from "./form/isEmpty";
import { isEmptyGiftRegistry } from "./giftRegistry/isEmpty";
import { isEmptyHeader } from "./header/isEmpty";
import { isEmptyImageAndText } from "./imageAndText/isEmpty";
import { isEmptyImageGallery } from "./imageGallery/isEmpty";
import { isEmptyLocation } from "./location/isEmpty";
import { isEmptyPeopleList } from "./peopleList/isEmpty";
import { isEmptyRsvp } from "./rsvp/isEmpty";
import { isEmptyText } from "./text/isEmpty";
import { isEmptyTextAndImageList } from "./textAndImageList/isEmpty";
import { isEmptyVideo } from "./video/isEmpty";
import type { GuestModule } from "./guestDocument";
import { isLegacyGuestModule } from "./legacy/guestModules";
import type { ModuleOf, SiteModule, SiteModuleType } from "./siteModule";

/** What "nothing to show yet" means for each module type; a title over nothing is not content (the header's title is). */
const IS_EMPTY: { [T in SiteModuleType]: (module: ModuleOf<T>) => boolean } = {
  Header: isEmptyHeader,
  Countdown: isEmptyCountdown,
  Text: isEmptyText,
  ImageAndText: isEmptyImageAndText,
  TextAndImageList: isEmptyTextAndImageList,
  ImageGallery: isEmptyImageGallery,
  Location: isEmptyLocation,
  Video: isEmptyVideo,
  PeopleList: isEmptyPeopleList,
  GiftRegistry: isEmptyGiftRegistry,
  Rsvp: isEmptyRsvp,
  Form: isEmptyForm,
};

/** Whether the module has nothing for guests yet: the owner sees a placeholder, guests nothing. */
export function isEmptyModule(module: SiteModule): boolean {
  return (IS_EMPTY[module.siteModuleType] as (module: SiteModule) => boolean)(module);
}

/** Whether guests get the module at all: neither hidden by the owner nor empty (a legacy RSVP or speech form never is). */
export function shownToGuests(module: GuestModule): boolean {
  return !module.hide && (isLegacyGuestModule(module) || !isEmptyModule(module));
}
