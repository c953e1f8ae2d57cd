import type { RouteObject } from "react-router";
import { RsvpOverviewPage } from "../editor/comingSoonPages";

/**
 * /visa-osa (Svar) and /visa-osa/fragor (Frågor), under /redigera/{siteId} and under the
 * quick-start bases (spec 3, routes). PLACEHOLDER until the answers overview lands.
 */
export const answersRoutes: RouteObject[] = [
  { path: "visa-osa", element: <RsvpOverviewPage /> },
  { path: "visa-osa/fragor", element: <RsvpOverviewPage /> },
];
