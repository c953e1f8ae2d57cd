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
import type { ModuleOf, SiteModuleType } from "./siteModule";

/** The guest view of every module type; the guest bundle imports only these. */
export const MODULE_VIEWS: { [T in SiteModuleType]: ComponentType<{ module: ModuleOf<T> }> } = {
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
};
