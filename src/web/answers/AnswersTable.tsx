import { useId, useRef, useState } from "react";
import { formatDateTime } from "../../domain/dates";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { TrashIcon } from "../../kit/ui/icons";
import { rowName, ROWS_PER_PAGE, sameKey, type AnswerRow, type SortKey } from "./answerTable";
import type { AnswersView } from "./answersView";
import { SortIcon } from "./icons";
import { ANSWERS_TEXTS } from "./texts";
import { fill } from "../../domain/fill";

interface AnswersTableProps {
  view: AnswersView;
  /** Absent in demo mode: the examples cannot be deleted. */
  onRemove?: (row: AnswerRow) => void;
}

/**
 * One row per guest, one column per question, then the date (and the language when guests
 * used several); every column sorts, a second press turns the order, and a new order starts
 * at the first page. On a phone the table scrolls sideways with the first column (usually
 * the name) kept in view.
 */
export function AnswersTable({ view, onRemove }: AnswersTableProps) {
  const texts = useOwnerTexts(ANSWERS_TEXTS);
  const { columns, rows, order, setOrder, showLanguage, overview, householdNames } = view;
  // Open-form sends matched to a guest-list household show which one.
  const showHousehold = rows.some((row) => row.entry.householdId);
  const captionId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [paging, setPaging] = useState({ order, page: 0 });
  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  // A deleted last row can leave the page past the end: show the last one there is.
  const page = paging.order === order ? Math.min(paging.page, pages - 1) : 0;
  const first = page * ROWS_PER_PAGE;
  const shown = rows.slice(first, first + ROWS_PER_PAGE);
  // A converted form's older answers are told apart only beside newer ones; a legacy site has older ones alone.
  const markOlder = rows.some((row) => row.entry.older) && rows.some((row) => !row.entry.older);
  const turn = (to: number) => {
    setPaging({ order, page: to });
    scroller.current?.scrollTo({ top: 0 });
  };

  const header = (key: SortKey, label: string, className?: string) => {
    const sorted = sameKey(order.key, key);
    const press = () => setOrder({ key, direction: sorted && order.direction === "ascending" ? "descending" : sorted ? "ascending" : key.by === "date" ? "descending" : "ascending" });
    return (
      <th key={key.by === "question" ? `question-${key.id}` : key.by} scope="col" className={className} aria-sort={sorted ? order.direction : undefined}>
        <button type="button" className="answers-table__sort" onClick={press}>
          {label}
          <SortIcon direction={sorted ? order.direction : "none"} />
        </button>
      </th>
    );
  };

  return (
    <div className="card answers-table-card">
      <div className="answers-table__head">
        <h2>{texts.tableHeading}</h2>
        <span className="answers-table__total">{fill(overview.form.kind === "rsvp" ? texts.rowCount : texts.formCount, { count: rows.length })}</span>
        {overview.demo && <span className="answers__badge">{texts.demoBadge}</span>}
        {markOlder && <p className="answers-table__note">{texts.olderHint}</p>}
      </div>
      <div ref={scroller} className="answers-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="answers-table">
          <caption id={captionId} className="visually-hidden">
            {texts.tableCaption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => header({ by: "question", id: column.id }, column.label))}
              {header({ by: "date" }, texts.date, "answers-table__date")}
              {showLanguage && header({ by: "language" }, texts.language)}
              {showHousehold && <th scope="col" className="answers-table__household">{texts.household}</th>}
              <th scope="col" className="answers-table__actions">
                <span className="visually-hidden">{texts.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const date = formatDateTime(row.entry.createdAt);
              const who = rowName(row, columns) || date;
              return (
                <tr key={row.entry._id}>
                  {row.cells.map((cell, index) => (
                    <td key={columns[index]!.id}>{cell || <span className="answers-table__none">{texts.noAnswer}</span>}</td>
                  ))}
                  <td className="answers-table__date">
                    <time dateTime={row.entry.createdAt}>{date}</time>
                    {markOlder && row.entry.older && <span className="answers__badge answers-table__older">{texts.older}</span>}
                  </td>
                  {showLanguage && <td>{row.language}</td>}
                  {showHousehold && <td>{row.entry.householdId ? householdNames.get(row.entry.householdId) : ""}</td>}
                  <td className="answers-table__actions">
                    <button
                      type="button"
                      className="icon-button icon-button--danger"
                      aria-label={fill(texts.remove, { who })}
                      disabled={!onRemove}
                      onClick={() => onRemove?.(row)}
                    >
                      <TrashIcon />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="answers-pager" aria-label={texts.pages}>
          <button type="button" className="button button--ghost" disabled={page === 0} onClick={() => turn(page - 1)}>
            {texts.previousPage}
          </button>
          <p className="answers-pager__status" role="status">
            {fill(texts.showing, { from: first + 1, to: first + shown.length, total: rows.length })}
          </p>
          <button type="button" className="button button--ghost" disabled={page === pages - 1} onClick={() => turn(page + 1)}>
            {texts.nextPage}
          </button>
        </nav>
      )}
    </div>
  );
}
