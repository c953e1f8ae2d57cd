import type { RouteObject } from "react-router";

/** The wedding brand's start wizard (spec 3, routes): /kom-igang and its three further steps; it ends at /kom-igang/redigera. */
export const wizardRoute: RouteObject = {
  path: "kom-igang",
  lazy: async () => ({ Component: (await import("./WizardLayout")).WizardLayout }),
  children: [
    { index: true, lazy: async () => ({ Component: (await import("./DesignStep")).DesignStep }) },
    { path: "information", lazy: async () => ({ Component: (await import("./InformationStep")).InformationStep }) },
    { path: "sprak", lazy: async () => ({ Component: (await import("./LanguagesStep")).LanguagesStep }) },
    { path: "innehall", lazy: async () => ({ Component: (await import("./ContentStep")).ContentStep }) },
  ],
};
