import type { AnswerEntry } from "../../domain/answers";
import { translate } from "../../domain/languages";
import type { QuestionColumn } from "./answerTable";
import { answerText } from "./answerTable";

/** The Frågor view (spec 3, RSVP screens): per question, the count of each option or the texts answered. */
export interface OptionCount {
  id: string;
  text: string;
  count: number;
}

export interface QuestionSummary {
  column: QuestionColumn;
  /** Guests whose answers hold the question (it may have been added later, or removed). */
  asked: number;
  answered: number;
  /** A multiple choice question's options, as last asked, each with how many chose it. */
  options: OptionCount[];
  /** A text question's non-empty answers, newest first, each with who gave it (unless the question asks just that). */
  texts: { entryId: string; text: string; who: string }[];
}

/** The guest's own first text answer, usually the name. */
const whoOf = (entry: AnswerEntry) => entry.formElements.find((answer) => answer.formElement.formElementType === "ShortText" && answer.value.trim() !== "");

export function questionSummaries(entries: readonly AnswerEntry[], columns: readonly QuestionColumn[], language: string): QuestionSummary[] {
  const newestFirst = [...entries].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return columns.map((column) => {
    const summary: QuestionSummary = { column, asked: 0, answered: 0, options: [], texts: [] };
    const options = new Map<string, OptionCount>();
    for (const entry of newestFirst) {
      const answer = entry.formElements.find((each) => each.formElement.id === column.id);
      if (!answer) continue;
      summary.asked += 1;
      // The newest asking names the options; an option removed since still gets its own count.
      for (const option of answer.formElement.options) {
        if (!options.has(option.id)) options.set(option.id, { id: option.id, text: translate(option.text, language), count: 0 });
      }
      const text = answerText(answer, language).trim();
      if (text === "") continue;
      summary.answered += 1;
      if (column.type === "SingleSelect" && answer.selectedOption) {
        const counted = options.get(answer.selectedOption.id) ?? { id: answer.selectedOption.id, text, count: 0 };
        counted.count += 1;
        options.set(counted.id, counted);
      } else {
        const who = whoOf(entry);
        summary.texts.push({ entryId: entry._id, text, who: who && who.formElement.id !== column.id ? who.value.trim() : "" });
      }
    }
    summary.options = [...options.values()];
    return summary;
  });
}

const normal = (text: string) => text.toLocaleLowerCase().normalize("NFC");

/**
 * The filter: a question whose text matches shows whole; otherwise it shows when one of its
 * options matches (with all counts, which only mean something together) or with the text
 * answers that match.
 */
export function filterSummaries(summaries: readonly QuestionSummary[], query: string): QuestionSummary[] {
  const wanted = normal(query.trim());
  if (wanted === "") return [...summaries];
  const matches = (text: string) => normal(text).includes(wanted);
  return summaries.flatMap((summary) => {
    if (matches(summary.column.label) || summary.options.some((option) => matches(option.text))) return [summary];
    const texts = summary.texts.filter((answer) => matches(answer.text));
    return texts.length > 0 ? [{ ...summary, texts }] : [];
  });
}
