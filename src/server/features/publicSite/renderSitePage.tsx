import { renderToString } from "react-dom/server";
import { translate } from "../../../domain/languages";
import { MODULE_VIEWS } from "../../../modules/views";
import { SitePage, type SitePageProps } from "../../../web/site/SitePage";
import { IslandRoot, type IslandView } from "../../../web/site/islands/IslandRoot";
import { islandData, islandIdPrefix, islandKeys, type IslandData } from "../../../web/site/islands/islandData";
import type { GuestAssets } from "../../web/guestAssets";
import { escapeHtml } from "../../../domain/html";
import { htmlDocument, scriptJson } from "./document";
import { firstScreenFontPreloads } from "./firstPaint";

export function pageTitle(props: SitePageProps, fallback: string): string {
  const header = props.document.siteModules.find((module) => module.siteModuleType === "Header" && !module.hide);
  return translate(header?.title, props.language) || fallback;
}

/** Each island rendered as the browser will hydrate it: the same tree, the same ids. */
function renderIslands(data: IslandData): Record<string, string> {
  return Object.fromEntries(
    islandKeys(data).map((key, index) => {
      const module = data.document.siteModules.find((candidate) => candidate.id === key);
      const View = module && (MODULE_VIEWS[module.siteModuleType] as IslandView);
      const html = renderToString(<IslandRoot data={data} islandKey={key} View={View} onFrameError={() => {}} />, { identifierPrefix: islandIdPrefix(index) });
      return [key, html];
    }),
  );
}

const LEADING_PRELOADS = /^((?:<link rel="preload"[^>]*>)*)([\s\S]*)$/;

/**
 * The guest page as HTML: rendered with React on the server; in the browser only its islands
 * (the menu and the interactive modules) hydrate, each from its own chunk, preloaded here.
 * React itself emits the preload of the first image (the header's, marked priority); it goes first in the head.
 */
export function renderSitePage(props: SitePageProps, options: { title: string; noindex: boolean; assets?: GuestAssets; style: string }): string {
  const renderedAt = props.renderedAt ?? Date.now();
  const data = islandData({ ...props, renderedAt });
  const rendered = renderToString(<SitePage {...props} renderedAt={renderedAt} islands={renderIslands(data)} />);
  // React puts that preload at the top of what it renders, behind every script preload once in the page.
  const [, imagePreloads = "", body = rendered] = LEADING_PRELOADS.exec(rendered) ?? [];
  const assets = options.assets;
  const islandFiles = data.document.siteModules.flatMap((module) => assets?.islands[module.siteModuleType] ?? []);
  const head = [
    imagePreloads,
    ...firstScreenFontPreloads(props.document),
    `<style>${options.style}</style>`,
    ...[...new Set([...(assets?.preloads ?? []), ...islandFiles])].map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
  ]
    .filter(Boolean)
    .join("\n");
  const scripts = (assets?.scripts ?? []).map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join("");
  return htmlDocument({
    language: props.language,
    title: options.title,
    noindex: options.noindex,
    head,
    body: `<div id="site">${body}</div><script type="application/json" id="site-data">${scriptJson(data)}</script>${scripts}`,
  });
}
