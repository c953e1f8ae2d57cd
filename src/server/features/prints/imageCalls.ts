import type { preHandlerAsyncHookHandler } from "fastify";
import { z } from "zod";
import type { Deps } from "../../deps";
import { parseInput } from "../../http/errors";
import type { ImageCallAccess } from "../imageUpload/routes";
import { flatCropInput, siteFolders } from "../imageUpload/service";
import { requireOwnPrint } from "./ownership";

const params = z.object({ printId: z.string() });

/**
 * A card's upload and crop (spec 3): the card's owner only, its images stored under the card's
 * site like the site's own, counted with the owner's other uploads and crops (`limited`).
 */
export function printImageCalls(deps: Deps, limited: preHandlerAsyncHookHandler): ImageCallAccess {
  return {
    paths: { upload: "/api/prints/:printId/image-upload", crop: "/api/prints/:printId/image-crop" },
    // The card's crop body names the area's x, y, width and height beside the image (spec 3), as the older site crop does.
    cropInput: flatCropInput,
    limited,
    async folders(request) {
      const { site } = await requireOwnPrint(deps, request, parseInput(params, request.params).printId);
      return siteFolders(site.id);
    },
    stored: async (image) => image,
  };
}
