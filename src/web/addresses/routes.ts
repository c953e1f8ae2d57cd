import type { RouteObject } from "react-router";

/** The address screens under /redigera/:siteId (spec 3, section 2), loaded when first opened. */
export const addressRoutes: RouteObject[] = [
  { path: "valj-adress", lazy: async () => ({ Component: (await import("./ChooseAddressPage")).ChooseAddressPage }) },
  { path: "valj-adress/subdoman", lazy: async () => ({ Component: (await import("./SubdomainPage")).SubdomainPage }) },
  { path: "valj-adress/subdoman/bekraftelse/:reference?", lazy: async () => ({ Component: (await import("./AddressConfirmationPage")).AddressConfirmationPage }) },
  { path: "valj-adress/doman", lazy: async () => ({ Component: (await import("./DomainPage")).DomainPage }) },
  { path: "valj-adress/doman/bekraftelse/:reference?", lazy: async () => ({ Component: (await import("./AddressConfirmationPage")).DomainConfirmationPage }) },
  {
    path: "valj-adress/doman-annan-registrar/bekraftelse/:reference?",
    lazy: async () => ({ Component: (await import("./OtherRegistrarConfirmationPage")).OtherRegistrarConfirmationPage }),
  },
];
