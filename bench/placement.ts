import { placeGuests } from "../src/domain/seating/placement";
import { largestPlan, weddingOf150 } from "../tests/support/seatingGuests";
import type { PlacementInput } from "../src/domain/seating/placementTypes";

const RUNS = 11;
const LARGEST_RUNS = 3;

/**
 * "Placera åt mig" on a wedding of 150 guests at 15 tables of 10 (households of 1–5, children,
 * dam and herre marks, family, access needs, apart and together pairs; every rule on), run in
 * this process as the server's call runs it: the median and the worst of 11 runs, the first
 * (cold: nothing compiled yet) among them; then the largest plan the bounds allow.
 */
export function benchPlacement() {
  const wedding = timed(weddingOf150({ splitCouples: true, alternatePartners: true, accessNear: true, familiesNearHead: true }), RUNS);
  // What one call may cost at most: the bounds' largest plan (a run is also limited per account a minute).
  const largest = timed(largestPlan(), LARGEST_RUNS);
  return {
    "median ms (budget ≤ 1000)": wedding.median,
    [`worst of ${RUNS} ms (budget ≤ 1000)`]: wedding.worst,
    "seated / unplaced / problems": wedding.outcome,
    "largest plan: median ms": largest.median,
    [`largest plan: worst of ${LARGEST_RUNS} ms`]: largest.worst,
  };
}

function timed(input: PlacementInput, runs: number) {
  const times: number[] = [];
  let result: ReturnType<typeof placeGuests> | undefined;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    result = placeGuests(input);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(runs / 2)]!.toFixed(1),
    worst: times[runs - 1]!.toFixed(1),
    outcome: `${result!.seats.length} / ${result!.unplaced.length} / ${result!.problems.length}`,
  };
}
