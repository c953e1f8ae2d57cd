/** Where an owner extends a publication or publishes a page for the first time (spec 1 section 2, spec 3). */
export const extendUrl = (appUrl: string, siteId: string) => `${appUrl}/redigera/${siteId}/konto/forlang`;
export const chooseAddressUrl = (appUrl: string, siteId: string) => `${appUrl}/redigera/${siteId}/valj-adress`;
