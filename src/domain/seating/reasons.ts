import { meetsNeed, placementFacts, type PlacementFacts } from "./placementFacts";
import type { PlacedSeat, PlacementInput, SeatReason } from "./placementTypes";
import { occupants, seatMap, type SeatMap } from "./seatingProblems";
import { seatNeighbours } from "./tableGeometry";

export { seatingProblems } from "./seatingProblems";

/**
 * Why each seated guest sits where they sit, read from the seats as they are now (after
 * "Placera åt mig" or the couple's own moves): only the rules the seat really follows, in one
 * order: locked, household, together, apart, accessNear, familiesNearHead, splitCouples,
 * alternatePartners. The owner's page writes the sentences ("Anna sits left of Erik: couples
 * are split"); "leftOf" means the guest sits on the other guest's left.
 */
export function seatReasons(input: PlacementInput, seats: PlacedSeat[]): Record<string, SeatReason[]> {
  const facts = placementFacts(input);
  const seated = seatMap(facts, seats);
  const atSeat = occupants(seated);
  const reasons: Record<string, SeatReason[]> = {};
  for (const [guestId, place] of seated) {
    const taken = atSeat.get(place.tableId)!;
    reasons[guestId] = [...tableReasons(facts, seated, guestId), ...neighbourReasons(facts, taken, guestId, place)];
  }
  return reasons;
}

function tableReasons(facts: PlacementFacts, seated: SeatMap, guestId: string): SeatReason[] {
  const guest = facts.guestById.get(guestId)!;
  const { tableId, seat } = seated.get(guestId)!;
  const table = facts.tableById.get(tableId)!;
  const tableOf = (id: string) => seated.get(id)?.tableId;
  const reasons: SeatReason[] = [];
  if (guest.locked?.tableId === tableId && guest.locked.seat === seat) reasons.push({ rule: "locked" });
  const household = facts.households.get(guest.householdId)!;
  if (household.length > 1 && household.every((member) => tableOf(member.id) === tableId)) reasons.push({ rule: "household", relation: "sameTable", tableId });
  for (const [a, b] of facts.together) {
    const other = a === guestId ? b : b === guestId ? a : null;
    if (other && tableOf(other) === tableId) reasons.push({ rule: "together", relation: "sameTable", otherGuestId: other });
  }
  for (const [a, b] of facts.apart) {
    const other = a === guestId ? b : b === guestId ? a : null;
    if (other && tableOf(other) && tableOf(other) !== tableId) reasons.push({ rule: "apart", relation: "otherTable", otherGuestId: other });
  }
  if (facts.rules.accessNear && guest.need && meetsNeed(guest, table)) reasons.push({ rule: "accessNear", relation: guest.need === "exit" ? "nearExit" : "nearSpeakers", tableId });
  if (facts.rules.familiesNearHead && guest.family && facts.nearHead.includes(tableId)) reasons.push({ rule: "familiesNearHead", relation: "nearHead", tableId });
  return reasons;
}

/**
 * A split couple: who the guest sits beside instead of the partner at the same table (or across
 * from them). Alternating partners: the neighbours of the other part, when no neighbour shares the
 * guest's.
 */
function neighbourReasons(facts: PlacementFacts, taken: Map<number, string>, guestId: string, place: { tableId: string; seat: number }): SeatReason[] {
  const table = facts.tableById.get(place.tableId)!;
  const { left, right, opposite } = seatNeighbours(table.shape, table.seats, place.seat);
  // The guest on my right hand is the one I sit left of.
  const beside = [
    { relation: "leftOf" as const, guestId: right === null ? undefined : taken.get(right) },
    { relation: "rightOf" as const, guestId: left === null ? undefined : taken.get(left) },
  ].filter((entry): entry is { relation: "leftOf" | "rightOf"; guestId: string } => entry.guestId !== undefined);
  const reasons: SeatReason[] = [];

  const partner = facts.partnerOf.get(guestId);
  const partnerHere = partner !== undefined && [...taken.values()].includes(partner);
  if (facts.rules.splitCouples && partnerHere && !beside.some((entry) => entry.guestId === partner)) {
    for (const entry of beside) reasons.push({ rule: "splitCouples", relation: entry.relation, otherGuestId: entry.guestId });
    if (opposite !== null && taken.get(opposite) === partner) reasons.push({ rule: "splitCouples", relation: "across", otherGuestId: partner });
    if (!reasons.length) reasons.push({ rule: "splitCouples", relation: "sameTable", otherGuestId: partner });
  }

  const role = facts.guestById.get(guestId)!.role;
  const marked = beside.filter((entry) => facts.guestById.get(entry.guestId)!.role);
  if (facts.rules.alternatePartners && role && marked.length && marked.every((entry) => facts.guestById.get(entry.guestId)!.role !== role)) {
    for (const entry of marked) reasons.push({ rule: "alternatePartners", relation: entry.relation, otherGuestId: entry.guestId });
  }
  return reasons;
}
