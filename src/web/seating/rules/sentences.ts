import { fill } from "../../../domain/fill";
import type { SeatingPlan } from "../../../domain/seating/plan";
import type { PlacementProblem, SeatReason } from "../../../domain/seating/placementTypes";
import type { SeatingRuleTexts } from "./texts";

/** The sentences the seating page writes from the placement's reasons and problems, in the page's language. */

const guestName = (plan: SeatingPlan, id: string | undefined) => plan.guests.find((guest) => guest.id === id)?.name ?? "";
const tableName = (plan: SeatingPlan, id: string | undefined) => plan.tables.find((table) => table.id === id)?.name ?? "";

/** "Anna, Erik och Åsa": a list of names as a sentence writes it. */
export function nameList(names: string[], and: string): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;
}

/** Why the guest sits where they sit, as one sentence; null for a reason this page has no words for. */
export function reasonSentence(texts: SeatingRuleTexts, plan: SeatingPlan, guestId: string, reason: SeatReason): string | null {
  const values = { name: guestName(plan, guestId), other: guestName(plan, reason.otherGuestId), table: tableName(plan, reason.tableId) };
  const words = texts.reason;
  const text = (() => {
    switch (reason.rule) {
      case "household":
        return words.household;
      case "locked":
        return words.locked;
      case "splitCouples":
        return reason.relation === "rightOf" ? words.splitCouplesrightOf : reason.relation === "leftOf" ? words.splitCouplesleftOf : null;
      case "alternatePartners":
        return reason.relation === "rightOf" ? words.alternatePartnersrightOf : reason.relation === "leftOf" ? words.alternatePartnersleftOf : null;
      case "apart":
        return reason.otherGuestId ? words.apart : null;
      case "together":
        return reason.otherGuestId ? words.together : null;
      case "accessNear":
        return reason.relation === "nearSpeakers" ? words.nearSpeakers : words.nearExit;
      case "familiesNearHead":
        return words.nearHead;
      default:
        return null;
    }
  })();
  return text === null ? null : fill(text, values);
}

/** A rule the plan could not follow, naming it and the guests (and table) it concerns. */
export function problemSentence(texts: SeatingRuleTexts, plan: SeatingPlan, problem: PlacementProblem): string {
  const names = problem.guestIds.map((id) => guestName(plan, id)).filter((name) => name !== "");
  const shown = names.length > 6 ? [...names.slice(0, 5), fill(texts.more, { count: names.length - 5 })] : names;
  const table = problem.tableId ? fill(texts.atTable, { table: tableName(plan, problem.tableId) }) : "";
  return fill(texts.problem[problem.rule], { names: nameList(shown, texts.and) + table });
}
