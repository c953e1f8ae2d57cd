import type { SiteDocument } from "../siteDocument";
import type { SiteModule, SiteModuleType } from "../siteModule";
import { moduleTitle } from "./moduleChanges";
import { sameValue } from "./sameValue";

/**
 * The three-way merge of a stale save (decision 102): `base` is the version the owner's edits
 * started from, `mine` the edits, `theirs` what someone else saved meanwhile. Each module, and
 * each of the page's settings, is taken from the side that changed it; one both sides changed
 * differently is a conflict the owner resolves by choosing a side, never silently.
 */
export type MergeChoice = "mine" | "theirs";

export type MergeConflict =
  | { key: string; kind: "module"; id: string; type: SiteModuleType; title: string; mine: "changed" | "removed"; theirs: "changed" | "removed" }
  /** The design, languages and other page settings, changed on both sides: one choice for all of them. */
  | { key: typeof SETTINGS_KEY; kind: "settings" };

export interface MergeResult {
  conflicts: MergeConflict[];
  /** The merged document, once every conflict has a choice; null before. */
  document: SiteDocument | null;
}

const SETTINGS_KEY = "settings";
const moduleKey = (id: string) => `module:${id}`;

type Side<T> = { value: T; conflict: boolean };

/** The side that changed, or the chosen one when both did (undefined: a removed module). */
function threeWay<T>(base: T, mine: T, theirs: T, choice: MergeChoice | undefined): Side<T> {
  if (sameValue(base, theirs) || sameValue(mine, theirs)) return { value: mine, conflict: false };
  if (sameValue(base, mine)) return { value: theirs, conflict: false };
  return { value: choice === "theirs" ? theirs : mine, conflict: true };
}

const idsOf = (document: SiteDocument) => document.siteModules.map((module) => module.id);

/** Whether `side` moved any of the modules it shares with `base`. */
function reordered(base: string[], side: string[]): boolean {
  const common = new Set(side);
  const baseOrder = base.filter((id) => common.has(id));
  const shared = new Set(baseOrder);
  return !sameValue(baseOrder, side.filter((id) => shared.has(id)));
}

/** The order of the merged modules: the side that moved modules leads; the other side's new ones go after their neighbour there. */
function mergedOrder(base: string[], mine: string[], theirs: string[], kept: Set<string>): string[] {
  const [lead, other] = reordered(base, theirs) && !reordered(base, mine) ? [theirs, mine] : [mine, theirs];
  const order = lead.filter((id) => kept.has(id));
  other.forEach((id, index) => {
    if (!kept.has(id) || order.includes(id)) return;
    const before = other.slice(0, index).reverse().find((earlier) => order.includes(earlier));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id);
  });
  return order;
}

export function mergeSiteDocuments(base: SiteDocument, mine: SiteDocument, theirs: SiteDocument, choices: Record<string, MergeChoice> = {}): MergeResult {
  const conflicts: MergeConflict[] = [];
  const byId = (document: SiteDocument) => new Map(document.siteModules.map((module) => [module.id, module]));
  const [baseModules, mineModules, theirModules] = [byId(base), byId(mine), byId(theirs)];
  const merged = new Map<string, SiteModule>();
  for (const id of new Set([...baseModules.keys(), ...mineModules.keys(), ...theirModules.keys()])) {
    const [b, m, t] = [baseModules.get(id), mineModules.get(id), theirModules.get(id)];
    const side = threeWay(b, m, t, choices[moduleKey(id)]);
    if (side.conflict) {
      const shown = (m ?? t ?? b)!;
      const document = m ? mine : theirs;
      conflicts.push({
        key: moduleKey(id),
        kind: "module",
        id,
        type: shown.siteModuleType,
        title: moduleTitle(shown, document),
        mine: m ? "changed" : "removed",
        theirs: t ? "changed" : "removed",
      });
    }
    if (side.value) merged.set(id, side.value);
  }

  const settings: Record<string, unknown> = {};
  let settingsConflict = false;
  const settingKeys = new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)].filter((key) => key !== "siteModules"));
  for (const key of settingKeys) {
    const value = (document: SiteDocument) => (document as Record<string, unknown>)[key];
    const side = threeWay(value(base), value(mine), value(theirs), choices[SETTINGS_KEY]);
    settingsConflict ||= side.conflict;
    if (side.value !== undefined) settings[key] = side.value;
  }
  if (settingsConflict) conflicts.push({ key: SETTINGS_KEY, kind: "settings" });

  if (conflicts.some((conflict) => !choices[conflict.key])) return { conflicts, document: null };
  const order = mergedOrder(idsOf(base), idsOf(mine), idsOf(theirs), new Set(merged.keys()));
  return { conflicts, document: { ...(settings as Omit<SiteDocument, "siteModules">), siteModules: order.map((id) => merged.get(id)!) } };
}
