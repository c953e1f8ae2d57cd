import { escapeHtml } from "../../../domain/html";
import type { UiLanguage } from "../../../domain/languages";
import { SLIDESHOW_PHOTO_MS, SLIDESHOW_POLL_MS } from "../../../domain/guestPhotos/limits";
import { htmlDocument } from "../publicSite/document";
import type { GateDesign } from "../publicSite/page";
import { SLIDESHOW_STYLE } from "./pageStyle";
import { SLIDESHOW_TEXTS } from "./texts";

export interface SlideshowPage {
  language: UiLanguage;
  siteId: string;
  design: GateDesign;
  /** The QR code of the upload address, as SVG. */
  qrSvg: string;
  uploadUrl: string;
  scripts: string[];
}

/**
 * The slideshow's page (decision 120): every state drawn by the server in the site's language and
 * shown or hidden by its script, which reads the key from the address's fragment. Without a key
 * it shows the no-key message; nothing of the site's photos is in the page itself.
 */
export function slideshowPage({ language, siteId, design, qrSvg, uploadUrl, scripts }: SlideshowPage): string {
  const t = SLIDESHOW_TEXTS[language];
  const style = Object.entries(design.style).map(([property, value]) => `${property}:${value}`).join(";");
  const qr = `<figure class="qr" id="qr" hidden>${qrSvg.replace("<svg ", `<svg role="img" aria-label="${escapeHtml(`${t.qrCode} ${uploadUrl}`)}" `)}<figcaption>${escapeHtml(t.share)}</figcaption></figure>`;
  const data = `data-site-id="${escapeHtml(siteId)}" data-photo-ms="${SLIDESHOW_PHOTO_MS}" data-poll-ms="${SLIDESHOW_POLL_MS}" data-photo-alt="${escapeHtml(t.photoFromGuest)}"`;
  const body = `<div id="slideshow" class="${escapeHtml(design.className)} show" style="${escapeHtml(style)}" ${data}>
<main>
<figure class="slide"></figure><figure class="slide"></figure>
<section class="waiting" id="waiting" hidden><h1>${escapeHtml(design.names || t.title)}</h1><p>${escapeHtml(t.waiting)}</p></section>
${qr}
<section class="nokey" id="nokey" hidden><h1>${escapeHtml(t.linkNotValid)}</h1><p>${escapeHtml(t.linkFromEditor)}</p></section>
</main>
<button type="button" class="start" id="start" hidden>${escapeHtml(t.start)}</button>
<p class="offline" id="offline" role="status" hidden>${escapeHtml(t.offline)}</p>
</div>
<noscript><p class="nokey">${escapeHtml(t.linkFromEditor)}</p></noscript>`;
  const head = [`<style>${SLIDESHOW_STYLE}</style>`, ...design.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`), ...scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`)].join("\n");
  return htmlDocument({ language, title: design.names ? `${t.title} · ${design.names}` : t.title, noindex: true, head, body });
}
