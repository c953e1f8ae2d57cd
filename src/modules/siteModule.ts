import { z } from "zod";
import { countdownModule } from "./countdown/schema";
import { formModule } from "./form/schema";
import { giftRegistryModule } from "./giftRegistry/schema";
import { headerModule } from "./header/schema";
import { imageAndTextModule } from "./imageAndText/schema";
import { imageGalleryModule } from "./imageGallery/schema";
import { locationModule } from "./location/schema";
import { peopleListModule } from "./peopleList/schema";
import { rsvpModule } from "./rsvp/schema";
import { textModule } from "./text/schema";
import { textAndImageListModule } from "./textAndImageList/schema";
import { videoModule } from "./video/schema";

/** Any module of the newer site shape, told apart by siteModuleType. */
export const siteModule = z.discriminatedUnion("siteModuleType", [
  headerModule,
  countdownModule,
  textModule,
  imageAndTextModule,
  textAndImageListModule,
  imageGalleryModule,
  locationModule,
  videoModule,
  peopleListModule,
  giftRegistryModule,
  rsvpModule,
  formModule,
]);
export type SiteModule = z.infer<typeof siteModule>;
export type SiteModuleType = SiteModule["siteModuleType"];
export type ModuleOf<T extends SiteModuleType> = Extract<SiteModule, { siteModuleType: T }>;
