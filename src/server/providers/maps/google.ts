import type { MapImage, MapRenderer, MapRequest } from "./mapRenderer";

/** Map styles per theme, in the Static Maps `style` parameter syntax. */
const STYLES: Record<MapRequest["mapTheme"], string[]> = {
  NORMAL: [],
  SILVER: ["element:geometry|color:0xf5f5f5", "element:labels.text.fill|color:0x616161", "feature:road|element:geometry|color:0xffffff", "feature:water|element:geometry|color:0xc9c9c9"],
  RETRO: ["element:geometry|color:0xebe3cd", "element:labels.text.fill|color:0x523735", "feature:road|element:geometry|color:0xf5f1e6", "feature:water|element:geometry|color:0xb9d3c2"],
  DARK: ["element:geometry|color:0x212121", "element:labels.text.fill|color:0x757575", "feature:road|element:geometry|color:0x2c2c2c", "feature:water|element:geometry|color:0x000000"],
  NIGHT: ["element:geometry|color:0x242f3e", "element:labels.text.fill|color:0x746855", "feature:road|element:geometry|color:0x38414e", "feature:water|element:geometry|color:0x17263c"],
};

/** Google Static Maps API: one GET per image (https://developers.google.com/maps/documentation/maps-static). */
export function googleMapRenderer(apiKey: string, baseUrl = "https://maps.googleapis.com", fetchImpl: typeof fetch = fetch): MapRenderer {
  return {
    extension: "png",
    async render({ location, zoom, mapTheme, markerColor, width, height }: MapRequest): Promise<MapImage> {
      const url = new URL("/maps/api/staticmap", baseUrl);
      url.searchParams.set("center", location);
      url.searchParams.set("zoom", String(zoom));
      url.searchParams.set("size", `${width}x${height}`);
      url.searchParams.set("scale", "2");
      url.searchParams.set("markers", `color:0x${markerColor.replace("#", "")}|${location}`);
      for (const style of STYLES[mapTheme]) url.searchParams.append("style", style);
      url.searchParams.set("key", apiKey);
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`Static Maps answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get("content-type") ?? "image/png" };
    },
  };
}
