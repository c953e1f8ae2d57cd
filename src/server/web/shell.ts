import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { builtGuestAssets, DEV_GUEST_ASSETS, type GuestAssets } from "./guestAssets";
import { GUEST_DEV_BASE } from "./guestBuild";

/** Serves the owner's single-page app: Vite's dev server in development, the built files otherwise. */
export interface WebShell {
  /** The shell HTML for a page request at this URL. */
  html(url: string): Promise<string>;
  /** What the server-rendered guest page links to hydrate. */
  guestAssets: GuestAssets;
  /** Vite's dev server, which needs inline scripts and styles and its WebSocket. */
  viteDev: boolean;
  close(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, "../../..");

export async function builtShell(app: FastifyInstance, outDir = path.join(ROOT, "dist/client")): Promise<WebShell> {
  const template = await fs.readFile(path.join(outDir, "index.html"), "utf8").catch(() => {
    throw new Error(`No built web app in ${outDir}: run \`npm run build\` first.`);
  });
  const { default: fastifyStatic } = await import("@fastify/static");
  await app.register(fastifyStatic, {
    root: path.join(outDir, "assets"),
    prefix: "/assets/",
    wildcard: false,
    immutable: true,
    maxAge: "365d",
    // The build writes .br and .gz copies (vite.config.ts); sent as they are.
    preCompressed: true,
  });
  return { html: async () => template, guestAssets: await builtGuestAssets(outDir), viteDev: false, close: async () => {} };
}

/**
 * Vite's dev servers: the app's, and the guest entry's on Preact under /guest-dev/ (its own
 * config, as in the build). `dataDir` (database, outbox, uploads) is denied to both besides what
 * vite.config.ts allows. A change reloads the guest page whole: Preact has no React refresh here.
 * Vite answers only localhost and `*.localhost` unless told: `editHosts` are the owner's side's
 * other hosts (the brand domains, bryllupssiden.dk among them on the dk market).
 */
export async function devShell(app: FastifyInstance, dataDir: string, editHosts: readonly string[]): Promise<WebShell> {
  const { createServer } = await import("vite");
  const fsDeny = { deny: [`${dataDir}/**`] };
  const vite = await createServer({
    configFile: path.join(ROOT, "vite.config.ts"),
    server: { middlewareMode: true, hmr: { server: app.server }, fs: fsDeny, allowedHosts: [...editHosts] },
    appType: "custom",
  });
  const guestVite = await createServer({
    configFile: path.join(ROOT, "vite.guest.config.ts"),
    // Its client's WebSocket is on the app's server too, at the guest base.
    server: { middlewareMode: true, hmr: { server: app.server }, fs: fsDeny, allowedHosts: [...editHosts] },
    appType: "custom",
  });
  const { default: middie } = await import("@fastify/middie");
  await app.register(middie);
  // The guest server answers only under its base: what it would serve elsewhere is the app's.
  app.use((request, response, next) => (request.url?.startsWith(GUEST_DEV_BASE) ? guestVite.middlewares(request, response, next) : next()));
  app.use(vite.middlewares);
  const indexFile = path.join(ROOT, "src/web/index.html");
  return {
    html: async (url) => vite.transformIndexHtml(url, await fs.readFile(indexFile, "utf8")),
    guestAssets: DEV_GUEST_ASSETS,
    viteDev: true,
    close: async () => {
      await Promise.all([vite.close(), guestVite.close()]);
    },
  };
}
