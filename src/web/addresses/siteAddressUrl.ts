/**
 * The link to a site on its address. Sites answer on the same scheme and port as the editor,
 * so in development `anna.localhost` becomes http://anna.localhost:3000/ and in production
 * https://anna.example.se/.
 */
export function siteAddressUrl(host: string, location: Pick<Location, "protocol" | "port"> = window.location): string {
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ""}/`;
}
