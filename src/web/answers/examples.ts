import type { GuestListOverview } from "../../domain/guestList/overview";
import type { AnswerKind } from "../api/answers";
import type { ExportTable } from "./excelExport";

/** What decides whether the example answers (spec 3, section 4) stand in for the real ones. */
export interface AnswersState {
  /** No form to choose: the site has no RSVP or Form module. */
  exampleForm: boolean;
  kind: AnswerKind;
  /** Answers to the chosen form. */
  formEntries: number;
  /** Answers to any of the site's forms, older ones included. */
  allAnswers: number;
  /** A household has replied through its personal link, or an open-form send is matched to one. */
  householdsAnswered: boolean;
}

/** The examples show only while the site has no answers of any kind, so they never hide or stand beside real ones (decision 079). */
export function showsExamples(state: AnswersState): boolean {
  if (state.allAnswers > 0 || state.householdsAnswered) return false;
  return state.exampleForm || (state.kind === "rsvp" && state.formEntries === 0);
}

export const householdsAnswered = (guestList: GuestListOverview | undefined): boolean => guestList?.households.some((household) => household.status !== "notAnswered") ?? false;

/** The export's sheets: the answers unless they are the examples, then the guest list's when the site has one. */
export function exportedSheets({ demo, answers, guestList }: { demo: boolean; answers: ExportTable; guestList?: ExportTable }): ExportTable[] {
  return [...(demo ? [] : [answers]), ...(guestList ? [guestList] : [])];
}
