import { useId } from "react";
import type { SeatingPlan } from "../../../domain/seating/plan";
import type { PlacementProblem } from "../../../domain/seating/placementTypes";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { problemSentence } from "./sentences";
import { SEATING_RULE_TEXTS } from "./texts";
import "./rules.css";

/** The rules the plan could not follow, each naming its guests: after "Placera åt mig", or for the seats as the couple left them. */
export function PlacementProblems({ plan, problems }: { plan: SeatingPlan; problems: PlacementProblem[] }) {
  const texts = useOwnerTexts(SEATING_RULE_TEXTS);
  const headingId = useId();
  if (problems.length === 0) return null;
  return (
    <section className="seating-problems" aria-labelledby={headingId} role="status">
      <h2 id={headingId} className="seating-problems__heading">
        {texts.problemsHeading}
      </h2>
      <ul className="seating-problems__list">
        {problems.map((problem) => {
          const sentence = problemSentence(texts, plan, problem);
          return <li key={`${problem.rule}:${problem.guestIds.join(",")}:${problem.tableId ?? ""}`}>{sentence}</li>;
        })}
      </ul>
    </section>
  );
}
