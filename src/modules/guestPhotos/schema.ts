import { z } from "zod";
import { moduleBase, translatedText } from "../../domain/site/common";

/**
 * "Bilder från gästerna": guests upload their photos here without an account (issue 36). The
 * photos are not in the document: they are the site's guest_photos, read by the view.
 */
/** The type's name, which the server and the couple's page look for on a page. */
export const GUEST_PHOTOS_TYPE = "GuestPhotos";

export const guestPhotosModule = z.object({
  ...moduleBase,
  siteModuleType: z.literal(GUEST_PHOTOS_TYPE),
  /** Rich text (sanitized HTML) per language, above the upload button. */
  text: translatedText.default({}),
});
export type GuestPhotosModule = z.infer<typeof guestPhotosModule>;
