import { fill } from "../../domain/fill";
import type { PlacementProblem } from "../../domain/seating/placementTypes";
import type { SeatingPlan } from "../../domain/seating/plan";
import { problemSentence } from "./rules/sentences";
import { SEATING_RULE_TEXTS } from "./rules/texts";
import type { SeatingTexts } from "./texts";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";

/**
 * What "Placera åt mig" could not follow, under its button: each problem's rule and the guests
 * (and table) it concerns, as a sentence.
 */
export function PlacementProblems({ texts, plan, problems }: { texts: SeatingTexts; plan: SeatingPlan; problems: PlacementProblem[] }) {
  const ruleTexts = useOwnerTexts(SEATING_RULE_TEXTS);
  const unplaced = plan.guests.filter((guest) => guest.tableId === null).length;
  const placed = plan.guests.length - unplaced;
  return (
    <section className="card seating-problems" aria-labelledby="seating-problems-heading">
      <h2 id="seating-problems-heading">{problems.length > 0 ? texts.problemsHeading : fill(texts.placementDone, { placed, coming: plan.guests.length })}</h2>
      {problems.length === 0 && unplaced === 0 && <p className="muted">{texts.problemsNone}</p>}
      {/* The capacity problem's sentence says it with the names already. */}
      {unplaced > 0 && !problems.some((problem) => problem.rule === "capacity") && <p>{fill(texts.problemUnplaced, { count: unplaced })}</p>}
      {problems.length > 0 && (
        <ul className="seating-problems__list">
          {problems.map((problem, index) => (
            <li key={index} data-rule={problem.rule}>
              {problemSentence(ruleTexts, plan, problem)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
