import type { SiteDocument } from "../siteDocument";
import type { SiteModule, SiteModuleType } from "../siteModule";
import { sameValue } from "./sameValue";

/** One module that differs between two documents, as a stale save's 409 names it (decision 102). */
export interface ModuleChange {
  id: string;
  type: SiteModuleType;
  /** The module's title in the site's main language ("" when it has none). */
  title: string;
  change: "added" | "removed" | "changed";
}

/** The module's title in the document's main language, for naming it to the owner. */
export function moduleTitle(module: SiteModule, document: Pick<SiteDocument, "availableLanguages">): string {
  const title = (module as { title?: Record<string, string | undefined> }).title;
  const main = document.availableLanguages[0]?.languageCode ?? "sv";
  return title?.[main] ?? Object.values(title ?? {}).find(Boolean) ?? "";
}

const byId = (document: SiteDocument) => new Map(document.siteModules.map((module) => [module.id, module]));

/** The modules added, removed or changed from `base` to `other`, in `other`'s order, then the removed in `base`'s. */
export function moduleChanges(base: SiteDocument, other: SiteDocument): ModuleChange[] {
  const before = byId(base);
  const after = byId(other);
  const named = (module: SiteModule, document: SiteDocument, change: ModuleChange["change"]): ModuleChange => ({
    id: module.id,
    type: module.siteModuleType,
    title: moduleTitle(module, document),
    change,
  });
  const addedOrChanged = other.siteModules.flatMap((module) => {
    const earlier = before.get(module.id);
    if (!earlier) return [named(module, other, "added")];
    return sameValue(earlier, module) ? [] : [named(module, other, "changed")];
  });
  const removed = base.siteModules.filter((module) => !after.has(module.id)).map((module) => named(module, base, "removed"));
  return [...addedOrChanged, ...removed];
}
