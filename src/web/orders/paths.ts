/** The card and order routes of spec 3 under one site's editor. */
export const orderPaths = (siteId: string) => {
  const invitations = `/redigera/${encodeURIComponent(siteId)}/inbjudningar`;
  return {
    invitations,
    card: (printId: string) => `${invitations}/${encodeURIComponent(printId)}`,
    checkout: (printId: string) => `${invitations}/${encodeURIComponent(printId)}/bestall`,
    confirmation: (orderId: string) => `${invitations}/bekraftelse/${encodeURIComponent(orderId)}`,
  };
};
