import { createHash } from "node:crypto";
import type { GiftItem, GiftReservation } from "../schema";
import { isLegacyDocument, legacySiteDocument } from "../../legacy/document";
import { maxReservable } from "../limits";
import { readSiteDocument } from "../../document/readSiteDocument";
import type { Deps } from "../../../server/deps";
import { ApiError } from "../../../server/http/errors";
import { hashPassword, verifyPassword } from "../../../server/security/passwords";
import type { SiteRow } from "../../../server/core";
import { passwordLookup } from "./passwordLookup";
import {
  candidateReservations,
  givenTotal,
  householdIdOfLink,
  insertReservation,
  listReservations,
  lockItem,
  reservationsById,
  reservedTotal,
  setReservationQuantity,
  type CandidateRow,
  type ItemRef,
  type StoredPassword,
} from "./repository";

/** A gift as either site shape has it: legacy gifts have no money fields. */
type Gift = Pick<GiftItem, "id" | "reservable" | "quantity"> & Partial<Pick<GiftItem, "kind" | "price" | "shared" | "goal" | "showProgress">>;

/** The gift items of the site's shown GiftRegistry module `moduleId`, in either site shape, or undefined. */
function giftItems(document: unknown, moduleId: string): Gift[] | undefined {
  if (isLegacyDocument(document)) {
    const module = legacySiteDocument.parse(document).modules.find((candidate) => candidate.id === moduleId);
    return module?.module === "GiftRegistry" && !module.hide ? module.properties.giftRegistry : undefined;
  }
  const module = readSiteDocument(document).siteModules.find((candidate) => candidate.id === moduleId);
  return module?.siteModuleType === "GiftRegistry" && !module.hide ? module.giftRegistry : undefined;
}

/** The gift a call names: an item of a shown GiftRegistry module of the site (newer or legacy shape), else 404. */
export function findItem(site: SiteRow, moduleId: string, itemId: string): Gift {
  const items = giftItems(site.document, moduleId);
  if (!items) throw new ApiError(404, "notFound", "No such gift registry");
  const item = items.find((candidate) => candidate.id === itemId);
  if (!item) throw new ApiError(404, "notFound", "No such gift");
  return item;
}

function reservableItem(site: SiteRow, moduleId: string, itemId: string): Gift {
  const item = findItem(site, moduleId, itemId);
  if (item.kind === "fund" || !item.reservable || item.quantity === null) throw new ApiError(422, "giftNotReservable", "This gift cannot be reserved");
  return item;
}

function checkAvailable(item: Gift, reserved: number, given: number, quantity: number): void {
  const available = maxReservable(item, reserved, given);
  if (quantity > available) throw new ApiError(422, "giftQuantityUnavailable", `Only ${available} left to reserve`, ["quantity"]);
}

/** The distinct hashes among `rows` that the password verifies: each checked once, one at a time. */
async function matchingHashes(rows: CandidateRow[], password: string): Promise<Set<string>> {
  const matched = new Set<string>();
  for (const hash of new Set(rows.map((row) => row.passwordHash))) {
    if (await verifyPassword(hash, password, "guest")) matched.add(hash);
  }
  return matched;
}

/**
 * The hash to store: a guest who reserves again with the same password reuses the hash of
 * their earlier row in the bucket, so repeated reservations add no work to a cancel.
 */
async function passwordToStore(deps: Deps, ref: ItemRef, password: string): Promise<StoredPassword> {
  const lookup = await passwordLookup(deps.db, ref, password);
  const bucket = (await candidateReservations(deps.db, ref, lookup)).filter((row) => row.passwordLookup === lookup);
  const [known] = await matchingHashes(bucket, password);
  return { passwordHash: known ?? (await hashPassword(password, "guest")), passwordLookup: lookup };
}

/** Who reserves, as the guest gave it: for the couple's list and thank-you, never shown to guests. */
export interface Giver {
  name: string | null;
  language: string | null;
  /** The personal link's token; a token of no household of the site attributes nothing. */
  household?: string;
}
const NO_GIVER: Giver = { name: null, language: null };

/**
 * Reserves `quantity` of a gift. A plain read refuses a sold-out gift before any hashing;
 * the password is hashed before the lock (argon2 is slow); the total is read again and the
 * row written under the gift's lock, so parallel requests can never reserve more than the
 * gift's quantity.
 */
export async function reserve(deps: Deps, site: SiteRow, moduleId: string, itemId: string, quantity: number, password: string, reserver?: string, giver: Giver = NO_GIVER): Promise<GiftReservation[]> {
  const item = reservableItem(site, moduleId, itemId);
  const ref: ItemRef = { siteId: site.id, moduleId, itemId };
  checkAvailable(item, await reservedTotal(deps.db, ref), await givenTotal(deps.db, ref), quantity);
  const stored = await passwordToStore(deps, ref, password);
  const householdId = giver.household ? ((await householdIdOfLink(deps.db, site.id, giver.household)) ?? null) : null;
  return deps.db.transaction(async (tx) => {
    await lockItem(tx, ref);
    checkAvailable(item, await reservedTotal(tx, ref), await givenTotal(tx, ref), quantity);
    await insertReservation(tx, ref, quantity, stored, reserver ? reserverHash(reserver) : null, deps.now(), { giverName: giver.name, language: giver.language, householdId });
    return listReservations(tx, site.id);
  });
}

/** A browser's key as stored: its SHA-256 (the key is random and long, so no salt or argon2 is needed). */
export function reserverHash(reserver: string): string {
  return createHash("sha256").update(reserver).digest("hex");
}

/**
 * Takes back up to `quantity` from the reservations of this gift made with this password by
 * this browser (rows made before browsers had keys: by anyone with the password). Another
 * browser's rows are refused before any hashing. Only the password's bucket is verified
 * (argon2 is slow), before the lock; under the lock the matching rows are read again, since a
 * parallel cancel may have changed them.
 */
export async function cancel(deps: Deps, site: SiteRow, moduleId: string, itemId: string, quantity: number, password: string, reserver?: string): Promise<GiftReservation[]> {
  reservableItem(site, moduleId, itemId);
  const ref: ItemRef = { siteId: site.id, moduleId, itemId };
  const bucket = await candidateReservations(deps.db, ref, await passwordLookup(deps.db, ref, password));
  const own = reserver ? reserverHash(reserver) : null;
  const rows = bucket.filter((row) => row.reserverHash === null || row.reserverHash === own);
  if (bucket.length && !rows.length) throw new ApiError(403, "reservationOfAnotherGuest", "The reservation was made from another browser", ["reserver"]);
  const matched = await matchingHashes(rows, password);
  const ids = rows.filter((row) => matched.has(row.passwordHash)).map((row) => row.id);
  if (!ids.length) throw new ApiError(403, "reservationPasswordMismatch", "No reservation of this gift matches the password", ["password"]);
  return deps.db.transaction(async (tx) => {
    await lockItem(tx, ref);
    const current = await reservationsById(tx, ids);
    const mine = current.reduce((sum, row) => sum + row.quantity, 0);
    if (mine === 0) throw new ApiError(403, "reservationPasswordMismatch", "No reservation of this gift matches the password", ["password"]);
    if (quantity > mine) throw new ApiError(422, "reservationQuantityTooLarge", `Only ${mine} reserved with this password`, ["quantity"]);
    let left = quantity;
    for (const row of current) {
      if (left === 0) break;
      const taken = Math.min(row.quantity, left);
      await setReservationQuantity(tx, row.id, row.quantity - taken);
      left -= taken;
    }
    return listReservations(tx, site.id);
  });
}
