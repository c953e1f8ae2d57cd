import "./design/site.css";
import { followDayMode } from "./dayMode/dayModeClock";
import { pageIslandScripts } from "./islands/islandScripts";
import { registerServiceWorker } from "./offline/registerWorker";

/**
 * The guest bundle's entry, 1.2 KB gzip (most of it Vite's preload helper): the page paints from
 * its HTML and stylesheet first, and only then are the islands' code fetched and hydrated
 * (decision 069). On a phone's link the scripts then take no bandwidth from the photo, the fonts
 * and the stylesheet, and hydrating does not hold back the first frame. The page's island chunks
 * are preloaded at the same moment as the islands' runtime, so they are not a second round trip
 * after it.
 */
function afterFirstPaint(run: () => void) {
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    // Told once the first frame is on screen (at once when it already is: `buffered`).
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      run();
    });
    observer.observe({ type: "paint", buffered: true });
  } else {
    // A frame callback runs just before the frame is drawn; a task queued from it runs after.
    requestAnimationFrame(() => setTimeout(run));
  }
}

afterFirstPaint(() => {
  for (const href of pageIslandScripts()) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  void import("./islands/hydrateIslands");
  followDayMode();
});

registerServiceWorker();
