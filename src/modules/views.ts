import type { ComponentType } from "react";
import CountdownView from "./countdown/view";
import FormView from "./form/view";
import GiftRegistryView from "./giftRegistry/view";
import HeaderView from "./header/view";
import ImageAndTextView from "./imageAndText/view";
import ImageGalleryView from "./imageGallery/view";
import LocationView from "./location/view";
import PeopleListView from "./peopleList/view";
import RsvpView from "./rsvp/view";
import TextView from "./text/view";
import TextAndImageListView from "./textAndImageList/view";
import VideoView from "./video/view";
import Rsvp3View from "./legacy/rsvp3/view";
import Speech2View from "./legacy/speech2/view";
import type { GuestModuleOf, GuestModuleType } from "./guestDocument";

/** The guest view of every module type, the legacy RSVP and speech forms included; the guest bundle imports only these. */
export const MODULE_VIEWS: { [T in GuestModuleType]: ComponentType<{ module: GuestModuleOf<T> }> } = {
  Header: HeaderView,
  Countdown: CountdownView,
  Text: TextView,
  ImageAndText: ImageAndTextView,
  TextAndImageList: TextAndImageListView,
  ImageGallery: ImageGalleryView,
  Location: LocationView,
  Video: VideoView,
  PeopleList: PeopleListView,
  GiftRegistry: GiftRegistryView,
  Rsvp: RsvpView,
  Form: FormView,
  RSVP3: Rsvp3View,
  Speech2: Speech2View,
};
