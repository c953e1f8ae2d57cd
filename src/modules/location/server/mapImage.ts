import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { MAP_IMAGE } from "../mapUrls";
import { MAP_THEMES, MAP_ZOOM, type SiteMap } from "../schema";
import type { Deps } from "../../../server/deps";
import { ApiError } from "../../../server/http/errors";
import type { MapImage } from "../../../server/providers/maps/mapRenderer";
import type { BeforeProviderCall } from "../../../server/core";

/** The path of every map call: /maps/{location}/{zoom}/{mapTheme}/{markerColor}/ (colour without #). */
export const mapParams = z.object({
  location: z.string().trim().min(1).max(300),
  zoom: z.coerce.number().int().min(MAP_ZOOM.min).max(MAP_ZOOM.max),
  mapTheme: z.enum(MAP_THEMES),
  markerColor: z.string().regex(/^[0-9a-fA-F]{6}$/),
});
type MapParams = z.infer<typeof mapParams>;

/** The map object the Location module stores (spec 3, section 3). */
export function siteMapOf(params: MapParams): SiteMap {
  return { location: params.location, zoom: params.zoom, mapTheme: params.mapTheme, markerColor: `#${params.markerColor.toLowerCase()}`, contentDataType: "Map" };
}

/**
 * The map's image: each distinct map is drawn once by the provider (after `beforeDraw` allows it)
 * and then kept in storage. Without a provider there is no image (404), never an invented one.
 */
export async function storedMapImage(deps: Deps, params: MapParams, log: FastifyBaseLogger, beforeDraw: BeforeProviderCall): Promise<MapImage> {
  const maps = deps.maps;
  if (!maps) throw new ApiError(404, "notFound", "No map provider");
  const { location, zoom, mapTheme, markerColor } = siteMapOf(params);
  const request = { location, zoom, mapTheme, markerColor, ...MAP_IMAGE };
  const key = `maps/${createHash("sha256").update(JSON.stringify(request)).digest("hex")}.${maps.extension}`;
  const stored = await deps.storage.get(key);
  if (stored) return stored;
  await beforeDraw();
  let image: MapImage;
  try {
    image = await maps.render(request);
  } catch (error) {
    log.error({ err: error }, "map provider failed");
    throw new ApiError(502, "serverError", "The map could not be drawn right now");
  }
  await deps.storage.put(key, image.body, image.contentType);
  return image;
}
