import { useOutletContext } from "react-router";
import type { AnswerRow, QuestionColumn, SortOrder } from "./answerTable";
import type { AnswersOverview } from "./useAnswersOverview";

/** What the frame around Svar and Frågor hands both views: the chosen form's answers as columns and sorted rows. */
export interface AnswersView {
  overview: AnswersOverview;
  columns: QuestionColumn[];
  /** In the order chosen on Svar; the export writes them in that order too. */
  rows: AnswerRow[];
  order: SortOrder;
  setOrder: (order: SortOrder) => void;
  /** Guests answered in more than one language: the table gets a language column. */
  showLanguage: boolean;
  /** The guest list's household names by id, for open-form sends matched to one; empty without a guest list. */
  householdNames: Map<string, string>;
  /** Households have replied through their personal links: their answers are under Gäster. */
  householdsAnswered: boolean;
  /** A toastmaster or helper reads the answers and deletes none (decision 101). */
  readOnly: boolean;
}

export const useAnswersView = () => useOutletContext<AnswersView>();
