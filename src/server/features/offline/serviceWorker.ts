import { createHash } from "node:crypto";
import { cacheName, fetchPlan, imageFamily, pageAnswer } from "../../../domain/offline/fetchPlan";

/**
 * The guest page's service worker (decision 110): written here as a function and sent as the
 * text of that function with the pure choices of domain/offline/fetchPlan.ts, so it needs no
 * build of its own and is the same in development, tests and production. It may use nothing
 * from this module but what it is handed.
 */

/** The parts of a service worker's scope, events and clients that the worker uses (the DOM's types have no worker scope). */
interface WorkerEvent {
  waitUntil(work: Promise<unknown>): void;
}
interface WorkerFetchEvent extends WorkerEvent {
  request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface WorkerMessageEvent extends WorkerEvent {
  data: unknown;
}
interface WorkerScope {
  location: { origin: string };
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: WorkerEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: WorkerMessageEvent) => void): void;
}

export function workerMain(scope: WorkerScope, version: string, plan: typeof fetchPlan, answer: typeof pageAnswer, cacheOf: typeof cacheName, family: typeof imageFamily): void {
  // A slower network than this shows the kept page: a church basement's one bar of signal.
  const PAGE_TIMEOUT_MS = 3000;
  // The resources one page hands over on the first install: a page loads a few dozen.
  const MAX_HANDED = 200;
  const current = ["page", "asset", "image", "read"].map((kind) => cacheOf(kind as "page", version));

  const timeout = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  async function page(event: WorkerFetchEvent): Promise<Response> {
    const cache = await caches.open(cacheOf("page", version));
    const key = event.request.url;
    const network = fetch(event.request).then(async (response) => {
      const choice = answer(response.status);
      if (choice === "keep") await cache.put(key, response.clone());
      if (choice === "drop") await cache.delete(key, { ignoreVary: true });
      return response;
    });
    // The copy is refreshed even when the kept one was shown.
    event.waitUntil(network.catch(() => undefined));
    const copy = () => cache.match(key, { ignoreVary: true });
    try {
      return await Promise.race([network, timeout(PAGE_TIMEOUT_MS).then(async () => (await copy()) ?? network)]);
    } catch {
      return (await copy()) ?? Response.error();
    }
  }

  async function cacheFirst(request: Request): Promise<Response> {
    const cache = await caches.open(cacheOf("asset", version));
    const hit = await cache.match(request, { ignoreVary: true });
    if (hit) return hit;
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  }

  /** Images: the kept copy at once, refreshed behind it; reads: the network's answer, the kept one without a network. */
  async function keptAsFetched(kind: "image" | "read", event: WorkerFetchEvent): Promise<Response> {
    const cache = await caches.open(cacheOf(kind, version));
    const network = fetch(event.request).then(async (response) => {
      if (response.ok) await cache.put(event.request, response.clone());
      return response;
    });
    event.waitUntil(network.catch(() => undefined));
    const hit = kind === "image" ? await cache.match(event.request, { ignoreVary: true }) : undefined;
    if (hit) return hit;
    try {
      return await network;
    } catch (error) {
      const copy = await cache.match(event.request, { ignoreVary: true });
      if (copy) return copy;
      // Another size of the same image, kept at the width the page was first read at.
      const stem = kind === "image" ? family(event.request.url) : null;
      const sibling = stem ? (await cache.keys()).find((kept) => kept.url.startsWith(stem)) : undefined;
      if (sibling) return (await cache.match(sibling, { ignoreVary: true }))!;
      throw error;
    }
  }

  /** What the page loaded before the worker was there, fetched once more into the caches. */
  async function keepHanded(urls: unknown): Promise<void> {
    if (!Array.isArray(urls)) return;
    const origin = scope.location.origin;
    for (const url of urls.slice(0, MAX_HANDED)) {
      if (typeof url !== "string" || !URL.canParse(url)) continue;
      const kind = url === urls[0] ? "page" : plan({ method: "GET", mode: "no-cors", url }, origin);
      if (kind === "pass") continue;
      try {
        const response = await fetch(url, { credentials: "same-origin" });
        if (response.ok) await (await caches.open(cacheOf(kind, version))).put(url, response);
      } catch {
        // Gone offline meanwhile: the rest is kept as the guest reads on.
      }
    }
  }

  scope.addEventListener("install", (event) => event.waitUntil(scope.skipWaiting()));
  scope.addEventListener("activate", (event) =>
    event.waitUntil(
      (async () => {
        for (const name of await caches.keys()) if (name.startsWith("guest-") && !current.includes(name)) await caches.delete(name);
        await scope.clients.claim();
      })(),
    ),
  );
  scope.addEventListener("fetch", (event) => {
    const kind = plan(event.request, scope.location.origin);
    if (kind === "page") event.respondWith(page(event));
    else if (kind === "asset") event.respondWith(cacheFirst(event.request));
    else if (kind === "image" || kind === "read") event.respondWith(keptAsFetched(kind, event));
  });
  scope.addEventListener("message", (event) => {
    const data = event.data as { type?: string; urls?: unknown } | null;
    // The page's own address first, then its resources.
    if (data?.type === "keep") event.waitUntil(keepHanded(data.urls));
  });
}

function script(): string {
  // A transpiler that keeps function names wraps them in __name(): harmless here.
  const body = `(${workerMain.toString()})(self, VERSION, ${fetchPlan.toString()}, ${pageAnswer.toString()}, ${cacheName.toString()}, ${imageFamily.toString()});`;
  const version = createHash("sha256").update(body).digest("base64url").slice(0, 12);
  return `"use strict";\nvar __name = (target) => target;\nconst VERSION = ${JSON.stringify(version)};\n${body}\n`;
}

/** The worker's text, made once: its version changes with its code, and so do its caches' names. */
export const SERVICE_WORKER_SCRIPT = script();
