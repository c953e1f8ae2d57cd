import { siteDocument, type SiteDocument } from "../../../modules/siteDocument";
import type { SiteSummary } from "../sites/repository";

/**
 * Parsed documents and rendered pages, kept per process and keyed on the site's
 * updated_at (moved by a database trigger on every change), so an entry is never stale;
 * rendering is the expensive part of a guest page request.
 */
const MAX_ENTRIES = 500;

function boundedMap<V>() {
  const entries = new Map<string, V>();
  return {
    get: (key: string) => entries.get(key),
    set: (key: string, value: V) => {
      entries.set(key, value);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    },
  };
}

const documents = boundedMap<SiteDocument>();
const pages = boundedMap<string>();

const version = (site: SiteSummary) => `${site.id}@${site.updatedAt.getTime()}`;

/** The site's document, loaded and validated once per version. */
export async function parsedDocument(site: SiteSummary, load: () => Promise<unknown>): Promise<SiteDocument> {
  const key = version(site);
  let document = documents.get(key);
  if (!document) {
    document = siteDocument.parse(await load());
    documents.set(key, document);
  }
  return document;
}

/** The page for this site version, language and reservations, rendered once. */
export async function cachedPage(site: SiteSummary, variant: string, render: () => Promise<string>): Promise<string> {
  const key = `${version(site)}|${variant}`;
  let html = pages.get(key);
  if (html === undefined) {
    html = await render();
    pages.set(key, html);
  }
  return html;
}
