import { describe, expect, it } from "vitest";
import { cacheName, fetchPlan, imageFamily, pageAnswer } from "./fetchPlan";

const ORIGIN = "https://anna-och-erik.example";
const plan = (path: string, mode = "no-cors", method = "GET", origin = ORIGIN) => fetchPlan({ method, mode, url: `${origin}${path}` }, ORIGIN);

describe("the service worker's choices", () => {
  it("answers the site's pages network first: the open page, a language's and a personal link's", () => {
    expect(plan("/", "navigate")).toBe("page");
    expect(plan("/en", "navigate")).toBe("page");
    expect(plan("/inbjudan/abc123", "navigate")).toBe("page");
    expect(plan("/da/inbjudan/abc123?x=1", "navigate")).toBe("page");
  });

  it("keeps hashed build files and fonts cache first, images and maps as fetched, and the notices read", () => {
    expect(plan("/assets/guest-3f9a1c.js", "cors")).toBe("asset");
    expect(plan("/assets/guest-3f9a1c.css")).toBe("asset");
    expect(plan("/fonts/lora/lora-latin-400-normal.woff2", "cors")).toBe("asset");
    expect(plan("/images/site-1/photo-640.webp")).toBe("image");
    expect(plan("/api/sites/site-1/maps/map-abc.png")).toBe("image");
    expect(plan("/manifest-icon-192.png")).toBe("image");
    expect(plan("/api/sites/site-1/notices/live", "cors")).toBe("read");
    // The couple's own list of notices is never kept.
    expect(plan("/api/sites/site-1/notices", "cors")).toBe("pass");
  });

  it("leaves answers, other calls, other origins and its own script to the network", () => {
    expect(plan("/api/rsvps/site-1/v4/", "cors", "POST")).toBe("pass");
    expect(plan("/api/sites/site-1/gifts", "cors")).toBe("pass");
    expect(plan("/", "navigate", "GET", "https://www.youtube-nocookie.com")).toBe("pass");
    expect(plan("/sw.js", "same-origin")).toBe("pass");
    expect(plan("/manifest.webmanifest", "navigate")).toBe("pass");
    expect(plan("/api/sites/site-1/notices/live", "navigate")).toBe("pass");
    // A seat search's answer is the searcher's own and needs the network: never kept (decision 115).
    expect(plan("/hitta-din-plats?q=asa", "navigate")).toBe("pass");
    expect(plan("/en/hitta-din-plats?q=asa", "navigate")).toBe("pass");
  });

  it("replaces a kept page with a new one, drops it when the link or the site is gone and keeps it through a passing fault", () => {
    expect(pageAnswer(200)).toBe("keep");
    expect(pageAnswer(404)).toBe("drop");
    expect(pageAnswer(410)).toBe("drop");
    expect(pageAnswer(503)).toBe("leave");
    expect(pageAnswer(0)).toBe("leave");
  });

  it("names its caches by the worker's version, so an update starts afresh", () => {
    expect(cacheName("page", "v1")).not.toBe(cacheName("page", "v2"));
    expect(cacheName("page", "v1")).not.toBe(cacheName("asset", "v1"));
  });

  it("knows the sizes of one stored image, so a wider window offline shows a size that was kept", () => {
    expect(imageFamily(`${ORIGIN}/images/site-1/abc123-800.webp`)).toBe(`${ORIGIN}/images/site-1/abc123-`);
    expect(imageFamily(`${ORIGIN}/images/site-1/abc123-1600.webp`)).toBe(imageFamily(`${ORIGIN}/images/site-1/abc123-600.webp`));
    expect(imageFamily(`${ORIGIN}/images/site-1/abc123.jpg`)).toBeNull();
    expect(imageFamily(`${ORIGIN}/api/sites/site-1/maps/map-1.png`)).toBeNull();
  });
});
