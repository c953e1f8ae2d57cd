import { placeGuests } from "../src/domain/seating/placement";
import { weddingOf150 } from "../tests/support/seatingGuests";

const RUNS = 11;

/**
 * "Placera åt mig" on a wedding of 150 guests at 15 tables of 10 (households of 1–5, children,
 * dam and herre marks, family, access needs, apart and together pairs; every rule on), run in
 * this process as the server's call runs it: the median and the worst of 11 runs, the first
 * (cold: nothing compiled yet) among them.
 */
export function benchPlacement() {
  const input = weddingOf150({ splitCouples: true, alternatePartners: true, accessNear: true, familiesNearHead: true });
  const times: number[] = [];
  let result: ReturnType<typeof placeGuests> | undefined;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    result = placeGuests(input);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    "median ms (budget ≤ 1000)": times[Math.floor(RUNS / 2)]!.toFixed(1),
    [`worst of ${RUNS} ms (budget ≤ 1000)`]: times[RUNS - 1]!.toFixed(1),
    "seated / unplaced / problems": `${result!.seats.length} / ${result!.unplaced.length} / ${result!.problems.length}`,
  };
}
