import { QUICK_START_DRAFT_KEY, QUICK_START_IMAGE_TTL_MS } from "../../domain/quickStart";
import { siteDocument, type SiteDocument } from "../../modules/siteDocument";

/**
 * The quick-start draft of one base (/snabbstart, /kom-igang/redigera …), kept in local
 * storage so a reload loses nothing (spec 3, Quick start).
 *
 * A draft is kept for as long as its uploads live: the server removes unclaimed quick-start
 * images a day after upload, and every upload in a draft was made after its editing began,
 * so a draft begun less than a day ago never shows a removed picture.
 */
export interface KeptDraft {
  /** When the editing of this draft began: the page was opened (ms since the epoch). */
  startedAt: number;
  /** What the draft was made from: the wizard's answers, so a new run of the wizard starts anew. */
  basis: string;
  document: SiteDocument;
}

const keyOf = (base: string) => `${QUICK_START_DRAFT_KEY}:${base}`;

export function restoreDraft(storage: Storage, base: string, basis: string, now: number): KeptDraft | null {
  let kept: Partial<KeptDraft> | null;
  try {
    kept = JSON.parse(storage.getItem(keyOf(base)) ?? "null") as Partial<KeptDraft> | null;
  } catch {
    kept = null;
  }
  const document = siteDocument.safeParse(kept?.document);
  const fresh = typeof kept?.startedAt === "number" && now - kept.startedAt < QUICK_START_IMAGE_TTL_MS;
  if (!kept || !document.success || !fresh || kept.basis !== basis) {
    storage.removeItem(keyOf(base));
    return null;
  }
  return { startedAt: kept.startedAt!, basis, document: document.data };
}

export function keepDraft(storage: Storage, base: string, draft: KeptDraft): void {
  try {
    storage.setItem(keyOf(base), JSON.stringify(draft));
  } catch {
    // Storage full or refused: editing goes on; only a reload would lose the changes.
  }
}

export const forgetDraft = (storage: Storage, base: string) => storage.removeItem(keyOf(base));
