/** The address screens' routes (spec 3, section 2), in Swedish as the spec gives them. */
export function addressPaths(siteId: string) {
  const editor = `/redigera/${siteId}/`;
  const choice = `/redigera/${siteId}/valj-adress`;
  return {
    editor,
    choice,
    subdomain: `${choice}/subdoman/`,
    domain: `${choice}/doman/`,
    /** The reference is optional: an address taken for free has no receipt. */
    subdomainConfirmation: (reference = "") => `${choice}/subdoman/bekraftelse/${encodeURIComponent(reference)}`,
    domainConfirmation: (reference = "") => `${choice}/doman/bekraftelse/${encodeURIComponent(reference)}`,
    otherRegistrarConfirmation: (reference = "") => `${choice}/doman-annan-registrar/bekraftelse/${encodeURIComponent(reference)}`,
  };
}
