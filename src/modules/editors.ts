import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { ModuleEditorProps } from "./editorTypes";
import type { SiteModuleType } from "./siteModule";

/** The edit dialog of every module type, each loaded when first opened (the rich-text editor is large). */
export const MODULE_EDITORS: { [T in SiteModuleType]: LazyExoticComponent<ComponentType<ModuleEditorProps<T>>> } = {
  Header: lazy(() => import("./header/editor")),
  Countdown: lazy(() => import("./countdown/editor")),
  Text: lazy(() => import("./text/editor")),
  ImageAndText: lazy(() => import("./imageAndText/editor")),
  TextAndImageList: lazy(() => import("./textAndImageList/editor")),
  ImageGallery: lazy(() => import("./imageGallery/editor")),
  Location: lazy(() => import("./location/editor")),
  Video: lazy(() => import("./video/editor")),
  PeopleList: lazy(() => import("./peopleList/editor")),
  GiftRegistry: lazy(() => import("./giftRegistry/editor")),
  Rsvp: lazy(() => import("./rsvp/editor")),
  Form: lazy(() => import("./form/editor")),
};
