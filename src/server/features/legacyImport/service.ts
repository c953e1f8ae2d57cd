import { randomUUID } from "node:crypto";
import { resetRequestSchema } from "../../../domain/accounts";
import type { LegacySiteDocument } from "../../../modules/legacy/document";
import type { Executor } from "../../db/client";
import type { Deps } from "../../deps";
import { hashPassword } from "../../security/passwords";
import { newToken } from "../../security/tokens";
import { findAccountByMail, findSiteIdOfAccount, insertAccountWithSite, prepareMail, findSite, type SiteRow } from "../../core";
import { queuePasswordLink } from "../passwordReset/service";
import { sanitizeLegacyDocument } from "../siteEditing/sanitizeLegacy";
import { readImport } from "./document";
import { checkFiles, storeImages, type ImportFiles, type StoredImages } from "./images";
import { fromIssues, ImportRefused, problem, type Problem } from "./problems";
import { replaceReservations, storeImport } from "./repository";
import type { PlacedReservation } from "./reservations";
import { WELCOME_LINK_LIFETIME_MS, welcomeMail } from "./welcomeMail";

type ImportDeps = Pick<Deps, "db" | "storage" | "config" | "now">;

/** A legacy document as JSON and the image files its image list names. */
export interface ImportInput {
  json: Buffer;
  files: ImportFiles;
}

export interface Imported {
  site: SiteRow;
  document: LegacySiteDocument;
  /** What was left out without stopping the import (an uncropped original whose file was not given). */
  warnings: Problem[];
}

interface Prepared {
  document: LegacySiteDocument;
  reservations: PlacedReservation[];
  warnings: Problem[];
  images: StoredImages;
}

/** Reads and checks the document and its files, then stores the images; any problem refuses the import with nothing stored. */
async function prepare(deps: ImportDeps, siteId: string, input: ImportInput): Promise<Prepared> {
  const read = readImport(input.json);
  if ("problems" in read) throw new ImportRefused(read.problems);
  const { document, reservations } = read.read;
  const files = checkFiles(document, input.files);
  if (files.problems.length) throw new ImportRefused(files.problems);
  const stored = await storeImages(deps, siteId, document, input.files, deps.config.imageUpload);
  if ("problems" in stored) throw new ImportRefused(stored.problems);
  return { document: sanitizeLegacyDocument({ ...document, images: stored.stored.images }), reservations, warnings: files.warnings, images: stored.stored };
}

/** Writes what was prepared; when the write fails, the images stored for it are removed again. */
async function commit(deps: ImportDeps, prepared: Prepared, siteId: string, write: (alongside: (tx: Executor) => Promise<void>, at: Date) => Promise<SiteRow | null>): Promise<SiteRow | null> {
  const passwordHash = prepared.reservations.length ? await hashPassword(newToken(), "guest") : "";
  const at = deps.now();
  try {
    const site = await write((tx) => replaceReservations(tx, siteId, prepared.document, prepared.reservations, passwordHash, at), at);
    if (!site) await prepared.images.remove();
    return site;
  } catch (error) {
    await prepared.images.remove();
    throw error;
  }
}

/** Replaces the site's document with the legacy one (the one it had kept as a version), with its images and reservations. */
export async function importLegacySite(deps: ImportDeps, site: SiteRow, input: ImportInput): Promise<Imported> {
  const prepared = await prepare(deps, site.id, input);
  const stored = await commit(deps, prepared, site.id, (alongside, at) => storeImport(deps.db, site.id, prepared.document, alongside, at));
  return { site: stored!, document: prepared.document, warnings: prepared.warnings };
}

/**
 * The command's import: into the site of the account with this mail, or, when there is none,
 * a new account made as registration makes one (a random password) whose site is the legacy
 * one; its owner gets a welcome mail with a link to choose a password.
 */
export async function importForMail(deps: Deps, givenMail: string, input: ImportInput): Promise<Imported & { accountCreated: boolean }> {
  const checked = resetRequestSchema.safeParse({ mail: givenMail });
  if (!checked.success) throw new ImportRefused(fromIssues(checked.error.issues));
  const { mail } = checked.data;
  const account = await findAccountByMail(deps.db, mail);
  const siteId = account && (await findSiteIdOfAccount(deps.db, account.id));
  const site = siteId && (await findSite(deps.db, siteId));
  if (site) return { ...(await importLegacySite(deps, site, input)), accountCreated: false };
  if (account) throw new ImportRefused([problem("mail", `the account ${mail} has no site`)]);
  const newSiteId = randomUUID();
  const prepared = await prepare(deps, newSiteId, input);
  const passwordHash = await hashPassword(newToken());
  await prepareMail(deps);
  const created = await commit(deps, prepared, newSiteId, async (alongside) => {
    // The welcome is queued with the account, named by it: there is never one without the other, nor two.
    const withWelcome = async (tx: Executor, accountId: string) => {
      await alongside(tx);
      await queuePasswordLink(deps, tx, accountId, WELCOME_LINK_LIFETIME_MS, (link) => ({
        mail: welcomeMail({ mail, link, brand: deps.config.brand.name, appUrl: deps.config.appUrl }, prepared.document.language),
        key: `legacy-welcome:${accountId}`,
      }));
    };
    const made = await insertAccountWithSite(deps.db, mail, passwordHash, { id: newSiteId, document: prepared.document, firstVersion: true, alongside: withWelcome });
    return made?.site ?? null;
  });
  if (!created) throw new ImportRefused([problem("mail", `an account ${mail} was made meanwhile; run the import again`)]);
  return { site: created, document: prepared.document, warnings: prepared.warnings, accountCreated: true };
}
