import { renderToString } from "react-dom/server";
import { translate } from "../../../domain/languages";
import type { SiteModule } from "../../../modules/siteModule";
import { imageSrcSet } from "../../../web/site/ui/SiteImage";
import { SitePage, type SitePageProps } from "../../../web/site/SitePage";
import type { GuestAssets } from "../../web/guestAssets";
import { escapeHtml, htmlDocument, scriptJson } from "./document";

/** The first image a guest sees, preloaded so the header paints early. */
function firstImage(modules: SiteModule[]) {
  for (const module of modules) {
    if (module.hide) continue;
    if ("image" in module && module.image) return module.image;
    if (module.siteModuleType === "ImageGallery" && module.gallery[0]) return module.gallery[0];
  }
  return null;
}

export function pageTitle(props: SitePageProps, fallback: string): string {
  const header = props.document.siteModules.find((module) => module.siteModuleType === "Header" && !module.hide);
  return translate(header?.title, props.language) || fallback;
}

/** The guest page as HTML: rendered with React on the server, hydrated by the guest bundle. */
export function renderSitePage(props: SitePageProps, options: { title: string; noindex: boolean; assets?: GuestAssets; stylesheets: string[] }): string {
  const body = renderToString(<SitePage {...props} />);
  const image = firstImage(props.document.siteModules);
  const assets = options.assets;
  const head = [
    ...options.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...(assets?.styles ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...(assets?.preloads ?? []).map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    image ? `<link rel="preload" as="image" imagesrcset="${escapeHtml(imageSrcSet(image))}" imagesizes="100vw" fetchpriority="high">` : "",
  ].join("\n");
  const scripts = (assets?.scripts ?? []).map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join("");
  return htmlDocument({
    language: props.language,
    title: options.title,
    noindex: options.noindex,
    head,
    body: `<div id="site">${body}</div><script type="application/json" id="site-data">${scriptJson(props)}</script>${scripts}`,
  });
}
