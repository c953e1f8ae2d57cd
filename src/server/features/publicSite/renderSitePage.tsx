import { renderToString } from "react-dom/server";
import { translate } from "../../../domain/languages";
import type { HouseholdPage } from "../../../domain/guestList/householdPage";
import HouseholdRsvp from "../../../modules/rsvp/household/HouseholdRsvp";
import { MODULE_VIEWS } from "../../../modules/views";
import { SitePage, type SitePageProps } from "../../../web/site/SitePage";
import { IslandRoot, type IslandView } from "../../../web/site/islands/IslandRoot";
import { islandKeys, type IslandData } from "../../../web/site/islands/islandData";
import { islandData } from "../../../web/site/islands/pageIslandData";
import type { GuestAssets } from "../../web/guestAssets";
import { escapeHtml } from "../../../domain/html";
import { htmlDocument, scriptJson } from "./document";
import { firstScreenFontPreloads } from "./firstPaint";
import { APPLE_TOUCH_ICON_PATH } from "../offline/manifest";
import { islandScriptsAttribute } from "../../../web/site/islands/islandScripts";

export function pageTitle(props: SitePageProps, fallback: string): string {
  const header = props.document.siteModules.find((module) => module.siteModuleType === "Header" && !module.hide);
  return translate(header?.title, props.language, props.document.language) || fallback;
}

/** Each island rendered as the browser will hydrate it: the same tree, the same ids. */
function renderIslands(data: IslandData): Record<string, string> {
  return Object.fromEntries(
    islandKeys(data).map((key, index) => {
      const module = data.document.siteModules.find((candidate) => candidate.id === key);
      const View = module && ((data.household && module.siteModuleType === "Rsvp" ? HouseholdRsvp : MODULE_VIEWS[module.siteModuleType]) as IslandView);
      const html = renderToString(<IslandRoot data={data} islandKey={key} index={index} View={View} onFrameError={() => {}} />);
      return [key, html];
    }),
  );
}

/**
 * The preload of the page's first image (the header's, marked priority: eager, high fetch
 * priority), usually what a phone paints largest, so it is fetched before the styles are read.
 */
function priorityImagePreload(body: string): string[] {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(body)?.[0];
  if (!img) return [];
  // The values are taken as rendered, so already escaped.
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(img)?.[1];
  const [src, srcset, sizes] = [attribute("src"), attribute("srcset"), attribute("sizes")];
  if (!src) return [];
  return [`<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ""}${sizes ? ` imagesizes="${sizes}"` : ""} fetchpriority="high">`];
}

/** Add to Home Screen: the manifest, starting at the page it was added from, and iPhone's icon. */
function homeScreenLinks(start: string): string[] {
  return [`<link rel="manifest" href="${escapeHtml(`/manifest.webmanifest?start=${encodeURIComponent(start)}`)}">`, `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON_PATH}">`];
}

/**
 * The guest page as HTML: rendered on the server with Preact's React-compatible layer, as the
 * browser hydrates it (decision 048); in the browser only its islands (the menu and the
 * interactive modules) hydrate, each from its own chunk, fetched once the page has painted.
 */
export function renderSitePage(props: SitePageProps, options: { title: string; noindex: boolean; assets?: GuestAssets; style: string; household?: HouseholdPage; homeScreenStart: string }): string {
  const renderedAt = props.renderedAt ?? Date.now();
  const data = { ...islandData({ ...props, renderedAt }), ...(options.household ? { household: options.household } : {}) };
  const body = renderToString(<SitePage {...props} renderedAt={renderedAt} islands={renderIslands(data)} />);
  const assets = options.assets;
  const islandFiles = new Set(data.document.siteModules.filter((module) => !(data.household && module.siteModuleType === "Rsvp")).flatMap((module) => assets?.islands[module.siteModuleType] ?? []));
  const head = [
    ...priorityImagePreload(body),
    ...firstScreenFontPreloads(props.document),
    `<style>${options.style}</style>`,
    ...(assets?.styles ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...(assets?.preloads ?? []).map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" fetchpriority="low">`),
    ...homeScreenLinks(options.homeScreenStart),
  ].join("\n");
  // The islands' chunks are fetched by the entry once the page has painted (decision 069).
  const scripts = (assets?.scripts ?? []).map((src) => `<script type="module" src="${escapeHtml(src)}" fetchpriority="low"${islandScriptsAttribute([...islandFiles].map(escapeHtml))}></script>`).join("");
  return htmlDocument({
    language: props.language,
    title: options.title,
    noindex: options.noindex,
    head,
    body: `<div id="site">${body}</div><script type="application/json" id="site-data">${scriptJson(data)}</script>${scripts}`,
  });
}
