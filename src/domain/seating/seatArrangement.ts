import type { PlacementFacts } from "./placementFacts";
import type { PlacementGuest, PlacementTable } from "./placementTypes";
import { sideBySide } from "./tableGeometry";

/**
 * The placement's second step (decision 111): the seats at one table. A first order that already
 * separates couples and alternates dam and herre, then swaps of two seats (a guest or an empty
 * seat; locked seats never move) while a swap lowers the table's cost, for a bounded number of
 * rounds. Side by side is read only through tableGeometry.
 */

/** What a pair of neighbours costs: a couple side by side, then two dams or two herrar; a household's own beside each other is a small gain. */
const COST = { couple: 1_000, sameRole: 10, household: -1 };
const MAX_ROUNDS = 50;

export function arrangeTable(facts: PlacementFacts, table: PlacementTable, lockedAt: Map<number, string>, guests: PlacementGuest[]): Map<string, number> {
  const occupant: (string | null)[] = Array.from({ length: table.seats }, (_, seat) => lockedAt.get(seat) ?? null);
  const open = occupant.flatMap((guestId, seat) => (guestId === null ? [seat] : []));
  firstOrder(facts, guests).forEach((guest, index) => (occupant[open[index]!] = guest.id));

  const neighbours = occupant.map((_, seat) => sideBySide(table.shape, table.seats, seat));
  const pairCost = (a: string | null, b: string | null) => {
    if (a === null || b === null) return 0;
    const [guestA, guestB] = [facts.guestById.get(a)!, facts.guestById.get(b)!];
    if (facts.rules.splitCouples && facts.partnerOf.get(a) === b) return COST.couple;
    let cost = guestA.householdId === guestB.householdId ? COST.household : 0;
    if (facts.rules.alternatePartners && guestA.role && guestA.role === guestB.role) cost += COST.sameRole;
    return cost;
  };
  const seatCost = (seat: number) => neighbours[seat]!.reduce((sum, other) => sum + pairCost(occupant[seat]!, occupant[other]!), 0);

  for (let round = 0, improved = true; improved && round < MAX_ROUNDS; round++) {
    improved = false;
    for (let i = 0; i < open.length; i++) {
      for (let j = i + 1; j < open.length; j++) {
        const [a, b] = [open[i]!, open[j]!];
        if (occupant[a] === null && occupant[b] === null) continue;
        const before = seatCost(a) + seatCost(b);
        [occupant[a], occupant[b]] = [occupant[b]!, occupant[a]!];
        if (seatCost(a) + seatCost(b) < before) improved = true;
        else [occupant[a], occupant[b]] = [occupant[b]!, occupant[a]!];
      }
    }
  }
  const seats = new Map<string, number>();
  for (const seat of open) if (occupant[seat] !== null) seats.set(occupant[seat]!, seat);
  return seats;
}

/**
 * Households in turn, each as one adult, the children, then the other adults (so a couple starts
 * apart and a child beside a parent); with alternation on, dams and herrar taken in turn, the
 * unmarked between the left-over ones.
 */
function firstOrder(facts: PlacementFacts, guests: PlacementGuest[]): PlacementGuest[] {
  const ids = new Set(guests.map((guest) => guest.id));
  const ordered: PlacementGuest[] = [];
  for (const members of facts.households.values()) {
    const here = members.filter((guest) => ids.has(guest.id));
    const adults = here.filter((guest) => !guest.child);
    ordered.push(...adults.slice(0, 1), ...here.filter((guest) => guest.child), ...adults.slice(1));
  }
  if (!facts.rules.alternatePartners) return ordered;
  const dams = ordered.filter((guest) => guest.role === "dam");
  const herrar = ordered.filter((guest) => guest.role === "herre");
  const unmarked = ordered.filter((guest) => !guest.role);
  // Herrar start two households on: one on would seat each dam beside her own herre on her other side.
  herrar.push(...herrar.splice(0, Math.min(2, Math.max(0, herrar.length - 1))));
  const alternating: PlacementGuest[] = [];
  const [longer, shorter] = dams.length >= herrar.length ? [dams, herrar] : [herrar, dams];
  while (shorter.length) alternating.push(longer.shift()!, shorter.shift()!);
  while (longer.length) alternating.push(longer.shift()!, ...unmarked.splice(0, 1));
  return [...alternating, ...unmarked];
}
