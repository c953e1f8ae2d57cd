import { siteUrl, type SiteOrigin } from "../../domain/links";

/**
 * The link to a site on its address. Sites answer on the same scheme and port as the editor,
 * so in development `anna.localhost` becomes http://anna.localhost:3000/ and in production
 * https://anna.example.se/.
 */
export function siteAddressUrl(host: string, location: SiteOrigin = window.location): string {
  return siteUrl(host, location);
}
