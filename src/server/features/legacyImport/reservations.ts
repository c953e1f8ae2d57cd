import { z } from "zod";
import type { LegacySiteDocument } from "../../../modules/legacy/document";
import { problem, type Problem } from "./problems";

/** A guest's reservation as the older product kept it in the document: a gift's id and how many. */
export const importedReservations = z
  .array(z.object({ giftRegistryId: z.string().min(1).max(100), quantityReserved: z.coerce.number().int().min(1) }))
  .max(3000);
export type ImportedReservation = z.infer<typeof importedReservations>[number];

/** A reservation placed on a gift of one of the document's gift registries. */
export interface PlacedReservation {
  moduleId: string;
  itemId: string;
  quantity: number;
}

interface Gift {
  moduleId: string;
  moduleIndex: number;
  reservable: boolean;
  quantity: number | null;
}

function giftsOf(document: LegacySiteDocument): Map<string, Gift[]> {
  const gifts = new Map<string, Gift[]>();
  document.modules.forEach((module, moduleIndex) => {
    if (module.module !== "GiftRegistry") return;
    for (const item of module.properties.giftRegistry) {
      gifts.set(item.id, [...(gifts.get(item.id) ?? []), { moduleId: module.id, moduleIndex, reservable: item.reservable, quantity: item.quantity }]);
    }
  });
  return gifts;
}

/**
 * Places each reservation on its gift: it must name one reservable gift of the document, and a
 * gift's reservations together may not exceed its quantity.
 */
export function placeReservations(document: LegacySiteDocument, reservations: ImportedReservation[]): { placed: PlacedReservation[]; problems: Problem[] } {
  const gifts = giftsOf(document);
  const reserved = new Map<string, number>();
  const placed: PlacedReservation[] = [];
  const problems: Problem[] = [];
  reservations.forEach(({ giftRegistryId, quantityReserved }, index) => {
    const at = (field: string) => ["giftRegistryReservations", index, field];
    const found = gifts.get(giftRegistryId) ?? [];
    if (found.length === 0) return problems.push(problem(at("giftRegistryId"), `no gift registry has a gift ${giftRegistryId}`));
    if (found.length > 1) return problems.push(problem(at("giftRegistryId"), `gift ${giftRegistryId} is in more than one gift registry (modules ${found.map((gift) => gift.moduleIndex).join(" and ")})`));
    const gift = found[0]!;
    if (!gift.reservable || gift.quantity === null) return problems.push(problem(at("giftRegistryId"), `gift ${giftRegistryId} cannot be reserved`));
    const total = (reserved.get(giftRegistryId) ?? 0) + quantityReserved;
    reserved.set(giftRegistryId, total);
    if (total > gift.quantity) return problems.push(problem(at("quantityReserved"), `${total} reserved of gift ${giftRegistryId}, which has ${gift.quantity}`));
    placed.push({ moduleId: gift.moduleId, itemId: giftRegistryId, quantity: quantityReserved });
  });
  return { placed, problems };
}
