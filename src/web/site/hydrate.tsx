import { hydrateRoot } from "react-dom/client";
import "./design/site.css";
import { SitePage, type SitePageProps } from "./SitePage";
import { reportSiteError } from "./reportError";

/** The guest bundle's entry: takes over the server-rendered page. Imports no editor code. */
const props = JSON.parse(document.getElementById("site-data")!.textContent!) as SitePageProps;
hydrateRoot(document.getElementById("site")!, <SitePage {...props} />, {
  onRecoverableError: (error) => reportSiteError(error instanceof Error ? error : new Error(String(error)), { source: "hydration" }),
});
