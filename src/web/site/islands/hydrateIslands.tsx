import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { ISLAND_VIEWS } from "virtual:island-views";
import { HOUSEHOLD_RSVP_VIEW } from "../../../modules/rsvp/household/chunk";
import { PageFault } from "../faults/PageErrorBoundary";
import { watchFailedImages } from "./failedImages";
import { IslandRoot, type IslandView } from "./IslandRoot";
import { islandKeys, islandUiLanguage, type IslandData } from "./islandData";
import { reportSiteError } from "../reportError";

/**
 * The guest page's islands in the browser, loaded by the guest entry once the page has painted
 * (../hydrate.tsx): the server's page stays as it is, and only its islands (the menu and the
 * interactive modules) take over their part, each as its own root with its view's chunk
 * loaded on demand. Built on Preact's React-compatible layer (vite.guest.config.ts), which
 * hydrates without reporting mismatches (decision 048). Imports no editor code and no view of a
 * module without interaction.
 */
const data = JSON.parse(document.getElementById("site-data")!.textContent!) as IslandData;
const roots: Root[] = [];
const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** A crash in the page's frame (the menu) shows the page's own message in place of the whole page. */
function showPageFault(error: Error) {
  reportSiteError(error, { siteId: data.siteId, source: "page" });
  // The site's themed box.
  const page = document.querySelector("#site > div")!;
  setTimeout(() => {
    for (const root of roots.splice(0)) root.unmount();
    createRoot(page).render(<PageFault uiLanguage={islandUiLanguage(data)} contactMail={data.contactMail} embedded={false} />);
  });
}

async function hydrateIsland(key: string, index: number) {
  const element = document.querySelector(`[data-island="${CSS.escape(key)}"]`);
  if (!element) return;
  const module = data.document.siteModules.find((candidate) => candidate.id === key);
  const load = module && (data.household && module.siteModuleType === "Rsvp" ? HOUSEHOLD_RSVP_VIEW : ISLAND_VIEWS[module.siteModuleType]);
  const View = load ? ((await load()).default as IslandView) : undefined;
  roots.push(hydrateRoot(element, <IslandRoot data={data} islandKey={key} index={index} View={View} onFrameError={showPageFault} />));
}

const hydrating = islandKeys(data).map((key, index) =>
  hydrateIsland(key, index).catch((error: unknown) => reportSiteError(asError(error), { siteId: data.siteId, source: "island", island: key })),
);
// Marks the page as answering: a script driving it (a browser test, a monitor) waits for this, since the
// load event comes before the islands do (decision 069).
void Promise.all(hydrating).then(() => (document.documentElement.dataset.hydrated = ""));

// The couple's notices: a small chunk of its own, after the islands (decision 108).
const noticeRegion = document.querySelector<HTMLElement>(".site-notices");
if (noticeRegion) {
  const link = data.household ? `?link=${encodeURIComponent(data.household.token)}` : "";
  void import("../notices/noticeBanner").then(({ watchNotices }) => watchNotices(noticeRegion, `/api/sites/${data.siteId}/notices/live${link}`, data.language));
}

watchFailedImages(document.getElementById("site")!);
