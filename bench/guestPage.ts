import { gzipSync } from "node:zlib";
import { launchBrowser, openGuestPage } from "../tests/e2e/support/browser";
import { getWithHost } from "../tests/support/getWithHost";

export interface PageWeight {
  html: { raw: number; gzip: number };
  js: { raw: number; gzip: number; files: number };
  css: { raw: number; gzip: number; files: number };
  fonts: { raw: number; files: number };
  thirdPartyRequests: string[];
}

const ATTRIBUTE = /<(script|link|img|iframe|source)\b[^>]*?\s(src|href|srcset|imagesrcset)="([^"]+)"/g;

/**
 * The scripts a browser loads for the page until its islands have hydrated: the islands come
 * after the first paint, named on the entry's script tag and imported by it, not in the head.
 */
async function scriptsLoaded(siteUrl: string): Promise<string[]> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
    });
    await openGuestPage(page, siteUrl);
    return scripts;
  } finally {
    await browser.close();
  }
}

/**
 * What the demo page costs a guest's phone: HTML, JS, CSS and font bytes, raw and gzipped.
 * Node does not resolve *.localhost, so requests go to the address with the site's Host header;
 * the browser, which does, opens the site's own address (`siteUrl`) to see which scripts it loads.
 */
export async function measurePageWeight(pageUrl: string, host: string, siteUrl: string): Promise<PageWeight> {
  const html = (await getWithHost(pageUrl, host)).toString();
  const origin = new URL(pageUrl).origin;
  const urls = new Set<string>();
  const thirdParty: string[] = [];
  for (const [, tag, attribute, value] of html.matchAll(ATTRIBUTE)) {
    const candidates = attribute!.includes("srcset") ? value!.split(",").map((part) => part.trim().split(/\s+/)[0]!) : [value!];
    for (const candidate of candidates) {
      const url = new URL(candidate.replace(/&amp;/g, "&"), pageUrl);
      if (url.protocol === "data:") continue;
      if (url.origin !== origin) thirdParty.push(url.href);
      else if (tag === "script" || (tag === "link" && /\.(css|js)$/.test(url.pathname))) urls.add(url.href);
    }
  }
  for (const script of await scriptsLoaded(siteUrl)) urls.add(new URL(script, origin).href);
  const weight: PageWeight = {
    html: { raw: Buffer.byteLength(html), gzip: gzipSync(html).length },
    js: { raw: 0, gzip: 0, files: 0 },
    css: { raw: 0, gzip: 0, files: 0 },
    fonts: { raw: 0, files: 0 },
    thirdPartyRequests: thirdParty,
  };
  const addFonts = async (css: string, base: string) => {
    for (const [, font] of css.matchAll(/url\(([^)]+\.woff2)\)/g)) {
      const fontBody = await getWithHost(new URL(font!.replace(/["']/g, ""), base).href, host);
      weight.fonts.raw += fontBody.length;
      weight.fonts.files += 1;
    }
  };
  // The styles the head carries count as CSS too (as bytes, not as files).
  for (const [, css] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    weight.css.raw += Buffer.byteLength(css!);
    weight.css.gzip += gzipSync(css!).length;
    await addFonts(css!, pageUrl);
  }
  for (const url of urls) {
    const body = await getWithHost(url, host);
    const kind = url.endsWith(".css") ? weight.css : weight.js;
    kind.raw += body.length;
    kind.gzip += gzipSync(body).length;
    kind.files += 1;
    if (url.endsWith(".css")) await addFonts(body.toString(), url);
  }
  return weight;
}
