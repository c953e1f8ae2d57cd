import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { QR_RENDERS_PER_MINUTE } from "../../../domain/limits";
import { QR_DEMO, qrTarget } from "../../../domain/print/card";
import { boundedMap } from "../../boundedMap";
import type { Deps } from "../../deps";
import { parseInput } from "../../http/errors";
import { byIp, rateLimitBy } from "../../http/rateLimit";
import { qrPng } from "../siteEditing/qr";

/** About 5 cm on the printed card at 300 dpi. */
const QR_WIDTH = 600;
const CACHED_CODES = 500;
const hexColor = z
  .string()
  .regex(/^#?[0-9a-fA-F]{6}$/, "Six hex digits")
  .transform((value) => `#${value.replace("#", "").toLowerCase()}`);
const qrQuery = z.object({ darkColor: hexColor.default("#000000"), lightColor: hexColor.default("#ffffff") });

/**
 * GET /api/qr/{url or DEMO}?darkColor=&lightColor= (spec 3): the card's QR code as a PNG, for the
 * card editor, quick start and the print renderer, so no session. The address is bounded and
 * must be a web address; drawn codes are kept per process and cached by browsers, and an IP
 * may have QR_RENDERS_PER_MINUTE new ones drawn a minute.
 */
export function qrRoute(app: FastifyInstance, deps: Deps): void {
  const drawn = boundedMap<Buffer>(CACHED_CODES);
  const perIp = rateLimitBy(deps, "qr-codes", [{ limit: { max: QR_RENDERS_PER_MINUTE, window: 60_000 }, key: byIp }]);
  // A wildcard, not a parameter: the router refuses parameters over 100 characters, and an address may hold slashes.
  app.get<{ Params: { "*": string } }>("/api/qr/*", async (request, reply) => {
    const { url: target } = parseInput(z.object({ url: qrTarget }), { url: request.params["*"] });
    const { darkColor, lightColor } = parseInput(qrQuery, request.query);
    const url = target === QR_DEMO ? `https://${deps.config.brand.demoHost}/` : target;
    const key = `${darkColor}${lightColor}${url}`;
    let png = drawn.get(key);
    if (!png) {
      await perIp.call(app, request, reply);
      png = await qrPng(url, QR_WIDTH, { dark: darkColor, light: lightColor });
      drawn.set(key, png);
    }
    return reply.type("image/png").header("cache-control", "public, max-age=86400").send(png);
  });
}
