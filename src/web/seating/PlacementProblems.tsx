import { fill } from "../../domain/fill";
import type { PlacementProblem } from "../../domain/seating/placementTypes";
import type { SeatingPlan } from "../../domain/seating/plan";
import type { SeatingTexts } from "./texts";

/**
 * What "Placera åt mig" could not follow, under its button: each problem's rule and the guests
 * (and table) it concerns. The rules part (src/web/seating/rules/) puts a whole sentence in its place.
 */
export function PlacementProblems({ texts, plan, problems }: { texts: SeatingTexts; plan: SeatingPlan; problems: PlacementProblem[] }) {
  const names = new Map(plan.guests.map((guest) => [guest.id, guest.name]));
  const tables = new Map(plan.tables.map((table) => [table.id, table.name]));
  const unplaced = plan.guests.filter((guest) => guest.tableId === null).length;
  const placed = plan.guests.length - unplaced;
  return (
    <section className="card seating-problems" aria-labelledby="seating-problems-heading">
      <h2 id="seating-problems-heading">{problems.length > 0 ? texts.problemsHeading : fill(texts.placementDone, { placed, coming: plan.guests.length })}</h2>
      {problems.length === 0 && unplaced === 0 && <p className="muted">{texts.problemsNone}</p>}
      {unplaced > 0 && <p>{fill(texts.problemUnplaced, { count: unplaced })}</p>}
      {problems.length > 0 && (
        <ul className="seating-problems__list">
          {problems.map((problem, index) => (
            <li key={index} data-rule={problem.rule}>
              {fill(texts.problem, { rule: texts.ruleNames[problem.rule], names: [...problem.guestIds.map((id) => names.get(id) ?? ""), problem.tableId ? (tables.get(problem.tableId) ?? "") : ""].filter(Boolean).join(", ") })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
