import type { AnswerElement, AnswerEntry } from "../../domain/answers";
import { formatDateTime } from "../../domain/dates";
import { translate, type UiLanguage } from "../../domain/languages";
import type { FormElement } from "../../domain/site/forms";
import { languageName } from "../../domain/site/languageNames";

/**
 * The table of answers (spec 3, RSVP screens: "a table with sortable columns including
 * Datum"): one column per question the answers hold, one row per guest. Pure, so sorting
 * 2,000 rows is measured and tested without a browser.
 */
export interface QuestionColumn {
  id: string;
  label: string;
  type: FormElement["formElementType"];
}

/**
 * Every question found in the answers, labelled as it was last asked. Questions the form
 * still has come in the form's order; questions deleted since follow in the order met.
 */
export function questionColumns(entries: readonly AnswerEntry[], formElements: readonly FormElement[], language: string): QuestionColumn[] {
  const found = new Map<string, { element: FormElement; createdAt: string }>();
  for (const entry of entries) {
    for (const { formElement } of entry.formElements) {
      const seen = found.get(formElement.id);
      if (!seen || seen.createdAt < entry.createdAt) found.set(formElement.id, { element: formElement, createdAt: entry.createdAt });
    }
  }
  const order = (id: string) => {
    const index = formElements.findIndex((element) => element.id === id);
    return index === -1 ? formElements.length : index;
  };
  return [...found.values()]
    .map(({ element }) => ({ id: element.id, label: translate(element.label, language), type: element.formElementType }))
    .sort((a, b) => order(a.id) - order(b.id));
}

/** A chosen option in the owner's language (so one option reads the same whoever chose it), else the text answered. */
export function answerText(answer: AnswerElement, language: string): string {
  return (answer.selectedOption && translate(answer.selectedOption.text, language)) || answer.value;
}

/**
 * Rows the table shows on one page: measured with 2,000 answers (bench/answersOverview.ts),
 * every row at once took seconds to show and about a second to re-sort; a page is immediate.
 */
export const ROWS_PER_PAGE = 100;

export interface AnswerRow {
  entry: AnswerEntry;
  /** One text per question column, "" when the guest was not asked or left it empty. */
  cells: string[];
  time: number;
  /** The guest's language by name, in the owner's language. */
  language: string;
}

export function answerRows(entries: readonly AnswerEntry[], columns: readonly QuestionColumn[], language: UiLanguage): AnswerRow[] {
  return entries.map((entry) => {
    const byId = new Map(entry.formElements.map((answer) => [answer.formElement.id, answer]));
    return {
      entry,
      cells: columns.map((column) => {
        const answer = byId.get(column.id);
        return answer ? answerText(answer, language).trim() : "";
      }),
      time: Date.parse(entry.createdAt),
      language: languageName(entry.language, language),
    };
  });
}

export type SortKey = { by: "date" } | { by: "language" } | { by: "question"; id: string };

export interface SortOrder {
  key: SortKey;
  direction: "ascending" | "descending";
}

export const NEWEST_FIRST: SortOrder = { key: { by: "date" }, direction: "descending" };

export const sameKey = (a: SortKey, b: SortKey) => a.by === b.by && (a.by !== "question" || a.id === (b as { id: string }).id);

/**
 * Sorted by date, by the guest's language, or by a question's text in the owner's language's
 * collation (numbers as numbers). Rows without an answer go last either way; ties keep the
 * newest first.
 */
export function sortRows(rows: readonly AnswerRow[], columns: readonly QuestionColumn[], order: SortOrder, language: string): AnswerRow[] {
  const sign = order.direction === "ascending" ? 1 : -1;
  const newestFirst = (a: AnswerRow, b: AnswerRow) => b.time - a.time;
  const { key } = order;
  if (key.by === "date") return [...rows].sort((a, b) => sign * (a.time - b.time));
  const index = key.by === "question" ? columns.findIndex((column) => column.id === key.id) : -1;
  if (key.by === "question" && index === -1) return [...rows].sort(newestFirst);
  const textOf = (row: AnswerRow) => (key.by === "language" ? row.language : row.cells[index]!);
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: "base" });
  return [...rows].sort((a, b) => {
    const x = textOf(a);
    const y = textOf(b);
    if (x === "" || y === "") return x === y ? newestFirst(a, b) : x === "" ? 1 : -1;
    return sign * collator.compare(x, y) || newestFirst(a, b);
  });
}

/**
 * Who a row is, for the delete button and its question: a legacy form's first and last name
 * (decision 060), else the first text answered (usually the name), else nothing.
 */
export function rowName(row: AnswerRow, columns: readonly QuestionColumn[]): string {
  const cell = (id: string) => row.cells[columns.findIndex((column) => column.id === id)] ?? "";
  const legacyName = `${cell("firstName")} ${cell("lastName")}`.trim();
  return legacyName || (row.cells.find((text, index) => text !== "" && columns[index]!.type === "ShortText") ?? "");
}

/** The rows as the export writes them: each question's answer, then the date (as the table shows them). */
export function exportRows(rows: readonly AnswerRow[]): string[][] {
  return rows.map((row) => [...row.cells, formatDateTime(row.entry.createdAt)]);
}
