import { QUICK_START_DRAFT_KEY, QUICK_START_IMAGE_TTL_MS } from "../../domain/quickStart";
import type { SiteDocument } from "../../modules/siteDocument";
import { forgetDraft as forgetKept, keepDraft as keepKept, readKeptDraft } from "../editor/site/draft/keptDraft";

/**
 * The quick-start draft of one base (/snabbstart, /kom-igang/redigera …), kept in local
 * storage so a reload loses nothing (spec 3, Quick start).
 *
 * A draft is kept for as long as its uploads live: the server removes unclaimed quick-start
 * images a day after upload, and every upload in a draft was made after its editing began,
 * so a draft begun less than a day ago never shows a removed picture.
 */
export interface QuickStartDraft {
  /** When the editing of this draft began: the page was opened (ms since the epoch). */
  startedAt: number;
  /** What the draft was made from: the wizard's answers, so a new run of the wizard starts anew. */
  basis: string;
  document: SiteDocument;
}

const keyOf = (base: string) => `${QUICK_START_DRAFT_KEY}:${base}`;

export function restoreDraft(storage: Storage, base: string, basis: string, now: number): QuickStartDraft | null {
  const kept = readKeptDraft(storage, keyOf(base));
  if (!kept || now - kept.startedAt >= QUICK_START_IMAGE_TTL_MS || kept.basis !== basis) {
    forgetKept(storage, keyOf(base));
    return null;
  }
  return kept;
}

export const keepDraft = (storage: Storage, base: string, draft: QuickStartDraft) => void keepKept(storage, keyOf(base), { ...draft, changedAt: Date.now() });

export const forgetDraft = (storage: Storage, base: string) => forgetKept(storage, keyOf(base));
