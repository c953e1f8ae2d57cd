import { and, asc, desc, eq, like, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { accounts, formSubmissions, legacyAnswers, rsvpAnswers, sites, siteVersions } from "../../db/schema";
import { LEGACY_SOURCE_PREFIX } from "../../../modules/legacy/answerRules";
import { requireKnownVersion } from "../../../modules/document/readSiteDocument";
import { isLegacyDocument, type LegacySiteDocument } from "../../../modules/legacy/document";
import type { SiteDocument } from "../../../modules/siteDocument";
import type { SiteRow } from "../../core";

export type VersionSummary = { id: string; createdAt: Date };
export type VersionRow = VersionSummary & { document: unknown };

/**
 * A save started from a version that is no longer the current document (decision 102). `base` is
 * that version's document, undefined when the site has no such version.
 */
export class SiteSavedMeanwhileError extends Error {
  constructor(
    readonly base: unknown,
    readonly current: unknown,
    readonly currentVersionId: string | null,
  ) {
    super("The site was saved meanwhile");
  }
}

/**
 * The id of the newest version holding the current document; null before the first save. By
 * content, so a restore or a legacy import that also writes versions names the right one.
 */
function currentVersionQuery(db: Pick<Db, "select">, siteId: string) {
  return db
    .select({ id: siteVersions.id })
    .from(siteVersions)
    .innerJoin(sites, eq(sites.id, siteVersions.siteId))
    .where(and(eq(siteVersions.siteId, siteId), sql`${siteVersions.document} = ${sites.document}`))
    .orderBy(desc(siteVersions.createdAt))
    .limit(1);
}

export async function currentVersionId(db: Db, siteId: string): Promise<string | null> {
  const [row] = await currentVersionQuery(db, siteId);
  return row?.id ?? null;
}

/**
 * Under the site's lock: refuses the save when the document it started from (the version
 * `baseVersionId`, or for null the site's first, as it was before any save) is not the current one.
 */
async function requireCurrentBase(tx: Pick<Db, "select">, siteId: string, current: unknown, baseVersionId: string | null): Promise<void> {
  const [base] = await tx
    .select({ document: siteVersions.document, current: sql<boolean>`${siteVersions.document} = ${sites.document}` })
    .from(siteVersions)
    .innerJoin(sites, eq(sites.id, siteVersions.siteId))
    .where(and(eq(siteVersions.siteId, siteId), baseVersionId === null ? undefined : eq(siteVersions.id, baseVersionId)))
    .orderBy(asc(siteVersions.createdAt))
    .limit(1);
  if (base?.current || (!base && baseVersionId === null)) return;
  const [latest] = await currentVersionQuery(tx, siteId);
  throw new SiteSavedMeanwhileError(base?.document, current, latest?.id ?? null);
}

/**
 * Stores the document as the site's current one and as a new version, both or neither. The
 * first save of a site without versions keeps the state before it as a version too, dated when
 * the site was made, so what the site started as can be seen and restored. A document a newer
 * product stored is never written over (NewerDocumentError, decision 089), and neither is one saved
 * since the version the save started from, when it names one (SiteSavedMeanwhileError), both checked under the lock.
 * The new version remembers who saved it.
 */
export async function storeDocument(db: Db, siteId: string, document: SiteDocument | LegacySiteDocument, { savedBy, baseVersionId }: { savedBy?: string; baseVersionId?: string | null } = {}): Promise<SiteRow> {
  return db.transaction(async (tx) => {
    // The lock makes two first saves at once keep the earlier state once.
    const [before] = await tx.select({ document: sites.document, createdAt: sites.createdAt }).from(sites).where(eq(sites.id, siteId)).for("update");
    if (before && !isLegacyDocument(before.document)) requireKnownVersion(before.document);
    if (before && baseVersionId !== undefined) await requireCurrentBase(tx, siteId, before.document, baseVersionId);
    const [anyVersion] = await tx.select({ id: siteVersions.id }).from(siteVersions).where(eq(siteVersions.siteId, siteId)).limit(1);
    if (before && !anyVersion) await tx.insert(siteVersions).values({ siteId, document: before.document, createdAt: before.createdAt });
    const [site] = await tx.update(sites).set({ document }).where(eq(sites.id, siteId)).returning();
    await tx.insert(siteVersions).values({ siteId, document, savedBy });
    return site!;
  });
}

/** The site's versions, newest first, with the mail of who saved each; `legacy` for one in the legacy shape (the page before a conversion). */
export async function listVersions(db: Db, siteId: string): Promise<(VersionSummary & { legacy: boolean; savedBy: string | null })[]> {
  return db
    .select({
      id: siteVersions.id,
      createdAt: siteVersions.createdAt,
      legacy: sql<boolean>`coalesce(${siteVersions.document}->>'usesSiteModules' = 'false', false)`,
      savedBy: accounts.mail,
    })
    .from(siteVersions)
    .leftJoin(accounts, eq(accounts.id, siteVersions.savedBy))
    .where(eq(siteVersions.siteId, siteId))
    .orderBy(desc(siteVersions.createdAt));
}

/** One version, only when it belongs to the site. */
export async function findVersion(db: Db, siteId: string, versionId: string): Promise<VersionRow | undefined> {
  const [row] = await db
    .select({ id: siteVersions.id, createdAt: siteVersions.createdAt, document: siteVersions.document })
    .from(siteVersions)
    .where(and(eq(siteVersions.id, versionId), eq(siteVersions.siteId, siteId)));
  return row;
}

export async function updateSiteSettings(db: Db, siteId: string, settings: { passwordHash?: string | null; metaNoindex?: boolean }): Promise<SiteRow> {
  const [site] = await db.update(sites).set(settings).where(eq(sites.id, siteId)).returning();
  return site!;
}

/**
 * Ids of the site's RSVP and Form modules that have answers: editing their questions then needs
 * care. A converted legacy site's older answers count for the module their source names.
 */
export async function listAnsweredFormIds(db: Db, siteId: string): Promise<string[]> {
  const rows = await union(
    db.selectDistinct({ formId: rsvpAnswers.formId }).from(rsvpAnswers).where(eq(rsvpAnswers.siteId, siteId)),
    db.selectDistinct({ formId: formSubmissions.formId }).from(formSubmissions).where(eq(formSubmissions.siteId, siteId)),
    db
      .selectDistinct({ formId: sql<string>`substr(${legacyAnswers.source}, ${sql.raw(String(LEGACY_SOURCE_PREFIX.length + 1))})` })
      .from(legacyAnswers)
      .where(and(eq(legacyAnswers.siteId, siteId), like(legacyAnswers.source, `${LEGACY_SOURCE_PREFIX}%`))),
  );
  return rows.map((row) => row.formId);
}
