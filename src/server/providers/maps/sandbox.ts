import { escapeHtml } from "../../../domain/html";
import type { MapImage, MapRenderer, MapRequest } from "./mapRenderer";

const PALETTES: Record<MapRequest["mapTheme"], { land: string; water: string; road: string; park: string; text: string }> = {
  NORMAL: { land: "#f2efe9", water: "#aadaff", road: "#ffffff", park: "#c8e6c9", text: "#3c4043" },
  SILVER: { land: "#f5f5f5", water: "#c9c9c9", road: "#ffffff", park: "#e5e5e5", text: "#616161" },
  RETRO: { land: "#ebe3cd", water: "#b9d3c2", road: "#f5f1e6", park: "#a5b076", text: "#523735" },
  DARK: { land: "#212121", water: "#000000", road: "#3c3c3c", park: "#263c3f", text: "#9e9e9e" },
  NIGHT: { land: "#242f3e", water: "#17263c", road: "#38414e", park: "#263c3f", text: "#d59563" },
};

/** A deterministic pseudo-random sequence, so the same place always gets the same streets. */
function seeded(text: string) {
  let seed = [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

/**
 * Offline map: a styled street pattern in the chosen theme with the marker in the chosen
 * colour and the place's name, as SVG. Denser streets at higher zoom.
 */
export function sandboxMapRenderer(): MapRenderer {
  return {
    extension: "svg",
    async render({ location, zoom, mapTheme, markerColor, width, height }: MapRequest): Promise<MapImage> {
      const palette = PALETTES[mapTheme];
      const random = seeded(`${location}:${zoom}`);
      const streets = Math.round(4 + zoom * 0.8);
      const lines: string[] = [];
      for (let i = 0; i < streets; i++) {
        const horizontal = i % 2 === 0;
        const at = random() * (horizontal ? height : width);
        const tilt = (random() - 0.5) * 80;
        const stroke = i % 5 === 0 ? 10 : 5;
        lines.push(
          horizontal
            ? `<line x1="0" y1="${at.toFixed(1)}" x2="${width}" y2="${(at + tilt).toFixed(1)}" stroke="${palette.road}" stroke-width="${stroke}"/>`
            : `<line x1="${at.toFixed(1)}" y1="0" x2="${(at + tilt).toFixed(1)}" y2="${height}" stroke="${palette.road}" stroke-width="${stroke}"/>`,
        );
      }
      const cx = width / 2;
      const cy = height / 2;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="${palette.land}"/>
<path d="M0 ${height * 0.78} C ${width * 0.3} ${height * 0.7}, ${width * 0.55} ${height * 0.95}, ${width} ${height * 0.82} L ${width} ${height} L 0 ${height} Z" fill="${palette.water}"/>
<ellipse cx="${width * 0.22}" cy="${height * 0.28}" rx="${width * 0.12}" ry="${height * 0.12}" fill="${palette.park}"/>
${lines.join("\n")}
<g transform="translate(${cx} ${cy})"><path d="M0 0 C -6 -14 -16 -20 -16 -32 A 16 16 0 1 1 16 -32 C 16 -20 6 -14 0 0 Z" fill="${markerColor}" stroke="#00000055" stroke-width="1.5"/><circle cx="0" cy="-32" r="6" fill="#ffffffcc"/></g>
<text x="${cx}" y="${cy + 26}" text-anchor="middle" font-family="Arial, sans-serif" font-size="16" font-weight="700" fill="${palette.text}" stroke="${palette.land}" stroke-width="4" paint-order="stroke">${escapeHtml(location.slice(0, 60))}</text>
</svg>`;
      return { body: Buffer.from(svg), contentType: "image/svg+xml" };
    },
  };
}
