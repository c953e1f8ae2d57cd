import { eq } from "drizzle-orm";
import { siteDocument, type SiteDocumentInput } from "../../src/modules/siteDocument";
import { sites } from "../../src/server/db/schema";
import { hashPassword } from "../../src/server/security/passwords";
import { registerOwner, type TestApp } from "./app";

let hosts = 0;

/** An owner with a published site holding `document`, on its own host unless one is given. */
export async function publishedSite(t: TestApp, document: SiteDocumentInput, options: { host?: string; password?: string; metaNoindex?: boolean } = {}) {
  const owner = await registerOwner(t.app);
  const host = options.host ?? `site-${++hosts}-${Date.now()}.localhost`;
  await t.database.db
    .update(sites)
    .set({
      host,
      active: true,
      activeDate: new Date(),
      document: siteDocument.parse(document),
      passwordHash: options.password ? await hashPassword(options.password) : null,
      metaNoindex: options.metaNoindex ?? false,
    })
    .where(eq(sites.id, owner.siteId));
  return { ...owner, host };
}
