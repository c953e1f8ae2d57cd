import { boundedMap } from "../../boundedMap";
import type { Deps } from "../../deps";
import { loadDocument, type SiteSummary } from "../../core";
import { photoUploadUrl } from "../guestPhotos/siteLinks";
import { guestDocument } from "../publicSite/renderCache";

const known = boundedMap<string>(2_000);

/** The site's upload address (the module's anchor), worked out once per saved version of the page: every poll asks for it. */
export async function uploadAddress(deps: Pick<Deps, "db" | "config">, site: SiteSummary): Promise<string> {
  const key = `${site.id}@${site.updatedAt.getTime()}@${site.host}`;
  let url = known.get(key);
  if (url === undefined) {
    const document = await guestDocument(site, () => loadDocument(deps.db, site.id));
    known.set(key, (url = photoUploadUrl(deps, { host: site.host, document })));
  }
  return url;
}
