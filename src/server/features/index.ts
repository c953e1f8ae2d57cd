import type { FastifyInstance } from "fastify";
import type { Deps } from "../deps";
import { accountRoutes } from "./accounts/routes";
import { addressRoutes } from "./addresses/routes";
import { answerRoutes } from "./answers/routes";
import { feedbackRoutes } from "./feedback/routes";
import { fontRoutes } from "./fonts/routes";
import { giftRegistryRoutes } from "./giftRegistry/routes";
import { guestFormRoutes } from "./guestForms/routes";
import { imageRoutes } from "./images/routes";
import { imageUploadRoutes } from "./imageUpload/routes";
import { logRoutes } from "./logs/routes";
import { mapRoutes } from "./maps/routes";
import { passwordResetRoutes } from "./passwordReset/routes";
import { paymentRoutes } from "./payments/routes";
import { publicationWork } from "./publication/work";
import { swishRoutes } from "./payments/swishRoutes";
import { recipientConfirmationRoutes } from "./recipientConfirmations/routes";
import { sitePasswordRoutes } from "./publicSite/routes";
import { siteEditingRoutes } from "./siteEditing/routes";
import { siteRoutes } from "./sites/routes";
import { videoThumbnailRoutes } from "./videoThumbnails/routes";

/** Every feature's routes; one line per feature. */
export function registerFeatures(app: FastifyInstance, deps: Deps): void {
  accountRoutes(app, deps);
  passwordResetRoutes(app, deps);
  siteRoutes(app, deps);
  feedbackRoutes(app, deps);
  logRoutes(app, deps);
  sitePasswordRoutes(app, deps);
  imageRoutes(app, deps);
  imageUploadRoutes(app, deps);
  siteEditingRoutes(app, deps);
  mapRoutes(app, deps);
  videoThumbnailRoutes(app, deps);
  fontRoutes(app);
  guestFormRoutes(app, deps);
  answerRoutes(app, deps);
  recipientConfirmationRoutes(app, deps);
  giftRegistryRoutes(app, deps);
  paymentRoutes(app, deps);
  addressRoutes(app, deps);
  publicationWork(app, deps);
  swishRoutes(app, deps);
}
