import type { RouteObject } from "react-router";

/**
 * /visa-osa (Svar), /visa-osa/fragor (Frågor) and, for a site with a guest list, /visa-osa/gaster (Gäster), for a site with a gift list /visa-osa/gavor (Gåvor), under /redigera/{siteId} and under the
 * quick-start bases (spec 3, routes). Loaded when first opened, like the editor's other pages.
 */
export const answersRoutes: RouteObject[] = [
  {
    path: "visa-osa",
    lazy: async () => ({ Component: (await import("./AnswersLayout")).AnswersLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import("./AnswersPage")).AnswersPage }) },
      { path: "fragor", lazy: async () => ({ Component: (await import("./QuestionsPage")).QuestionsPage }) },
      { path: "gaster", lazy: async () => ({ Component: (await import("./guestList/GuestsPage")).GuestsPage }) },
      { path: "gavor", lazy: async () => ({ Component: (await import("./gifts/GiftsPage")).GiftsPage }) },
    ],
  },
];
