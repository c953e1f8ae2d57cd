import type { RouteObject } from "react-router";

/**
 * The checkout and the order confirmation (spec 3, routes), under /redigera/{siteId}/inbjudningar
 * only: a quick-start visitor has no saved card to order. Loaded when first opened.
 */
export const cardOrderRoutes: RouteObject[] = [
  { path: "inbjudningar/:printId/bestall", lazy: async () => ({ Component: (await import("./CheckoutPage")).CheckoutPage }) },
  { path: "inbjudningar/bekraftelse/:orderId", lazy: async () => ({ Component: (await import("./OrderConfirmationPage")).OrderConfirmationPage }) },
];
