import { renderToString } from "react-dom/server";
import { translate } from "../../../domain/languages";
import { SitePage, type SitePageProps } from "../../../web/site/SitePage";
import type { GuestAssets } from "../../web/guestAssets";
import { escapeHtml } from "../../../domain/html";
import { htmlDocument, scriptJson } from "./document";

export function pageTitle(props: SitePageProps, fallback: string): string {
  const header = props.document.siteModules.find((module) => module.siteModuleType === "Header" && !module.hide);
  return translate(header?.title, props.language) || fallback;
}

/**
 * The guest page as HTML: rendered with React on the server, hydrated by the guest bundle.
 * React itself emits the preload of the first image (the header's, marked priority).
 */
export function renderSitePage(props: SitePageProps, options: { title: string; noindex: boolean; assets?: GuestAssets; stylesheets: string[] }): string {
  const body = renderToString(<SitePage {...props} />);
  const assets = options.assets;
  const head = [
    ...options.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...(assets?.styles ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...(assets?.preloads ?? []).map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
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
