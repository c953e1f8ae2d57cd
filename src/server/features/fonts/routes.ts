import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { FONT_PACKAGES } from "../../../kit/guestPage/design/fonts";
import { fontPackageDir } from "./packages";

/** A stylesheet at the package's root or a woff2 file in its files/ folder; nothing else. */
const FILE = /^(?:[a-z0-9-]+\.css|files\/[a-z0-9-]+\.woff2)$/;
const TYPES = { ".css": "text/css; charset=utf-8", ".woff2": "font/woff2" } as const;


/**
 * The guest page's self-hosted fonts: /fonts/<package>/<file> from node_modules/@fontsource,
 * for the whitelisted families only, stylesheets and woff2 files only, cached for a year.
 */
export function fontRoutes(app: FastifyInstance): void {
  app.get<{ Params: { pkg: string; "*": string } }>("/fonts/:pkg/*", async (request, reply) => {
    const { pkg, "*": file } = request.params;
    if (!FONT_PACKAGES.has(pkg) || !FILE.test(file)) return reply.callNotFound();
    const body = await fs.readFile(path.join(fontPackageDir(pkg), file)).catch(() => null);
    if (!body) return reply.callNotFound();
    return reply
      .type(TYPES[path.extname(file) as keyof typeof TYPES])
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .send(body);
  });
}
