import type { FastifyInstance } from "fastify";
import { QUICK_START_SITE_ID, STARTER_IMAGE_FOLDER } from "../../../domain/quickStart";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { byIp, rateLimitBy } from "../../http/rateLimit";
import { siteImagePaths, type ImageCallAccess } from "../imageUpload/routes";
import type { ImageFolders } from "../imageUpload/service";
import { countQuickStartImagesSince, insertQuickStartImage, quickStartFileId } from "./repository";

const DAY_MS = 86_400_000;

/** Quick start stores in its own folder, temporarily, and crops its own images and the starter pictures. */
const QUICK_START_FOLDERS: ImageFolders = { store: QUICK_START_SITE_ID, readable: [QUICK_START_SITE_ID, STARTER_IMAGE_FOLDER], temporary: true };

/**
 * The image calls with the word quick-start in place of the site id (spec 2, section 1): no
 * account, so each IP's uploads and crops are counted, and all visitors together store at most
 * QUICK_START_IMAGES_PER_DAY images in any 24 hours (counted in the database, so across
 * processes; calls in flight when the cap is reached may pass it by a few). Every stored image
 * gets a row, so the clean-up job removes it a day later (a site that claimed it has a copy).
 */
export function quickStartImageCalls(app: FastifyInstance, deps: Deps): ImageCallAccess {
  const limits = deps.config.quickStart;
  const perIp = rateLimitBy(deps, "quick-start-images", [{ limit: limits.imagesPerIp, key: byIp }]);
  return {
    paths: siteImagePaths(`/api/sites/${QUICK_START_SITE_ID}`),
    async limited(request, reply) {
      await perIp.call(app, request, reply);
      const since = new Date(deps.now().getTime() - DAY_MS);
      if ((await countQuickStartImagesSince(deps.db, since)) >= limits.imagesPerDay) {
        throw new ApiError(429, "quickStartImagesFull", "Quick start has taken all the images it can today; create an account to upload more");
      }
    },
    folders: async () => QUICK_START_FOLDERS,
    async stored(image) {
      const fileNames = [image.fileName, ...image.sizes.map((size) => size.fileName)];
      try {
        await insertQuickStartImage(deps.db, quickStartFileId(image.fileName), fileNames, deps.now());
      } catch (error) {
        // Untracked files would never be cleaned up: they go now.
        await Promise.all(fileNames.map((name) => deps.storage.delete(`${QUICK_START_SITE_ID}/${name}`)));
        throw error;
      }
      return image;
    },
  };
}
