import type { RouteObject } from "react-router";

/** /gaster (Gäster) under /redigera/{siteId} (issue 15): the owner's guest list, loaded when first opened. */
export const guestListRoutes: RouteObject[] = [{ path: "gaster", lazy: async () => ({ Component: (await import("./GuestListPage")).GuestListPage }) }];
