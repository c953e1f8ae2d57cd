import { useId, useMemo, useState } from "react";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useI18n } from "../i18n/useI18n";
import { useAnswersView } from "./answersView";
import { filterSummaries, questionSummaries, type QuestionSummary } from "./questionSummary";
import { ANSWERS_TEXTS } from "./texts";
import { fill } from "../../domain/fill";

/** Frågor (spec 3, RSVP screens): a filter, then one collapsible section per question. */
export function QuestionsPage() {
  const { overview, columns } = useAnswersView();
  const texts = useOwnerTexts(ANSWERS_TEXTS);
  const { language } = useI18n();
  const [query, setQuery] = useState("");
  const filterId = useId();
  const summaries = useMemo(() => questionSummaries(overview.entries, columns, language), [overview.entries, columns, language]);
  const shown = useMemo(() => filterSummaries(summaries, query), [summaries, query]);

  return (
    <div className="question-summaries">
      <div className="field answers__filter">
        <label className="field__label" htmlFor={filterId}>
          {texts.filter}
        </label>
        <input id={filterId} className="field__input" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      <div role="status">{shown.length === 0 && query.trim() !== "" && <p className="card answers__empty">{fill(texts.filterNone, { query: query.trim() })}</p>}</div>
      {shown.map((summary) => (
        <QuestionSection key={summary.column.id} summary={summary} />
      ))}
    </div>
  );
}

/** Answers this short (names, mostly) sit side by side; longer ones get a line each. */
const SHORT_ANSWER = 32;
/** A question's text answers shown before "Show all": a long guest list stays quick to open and to scroll past. */
const TEXTS_SHOWN = 50;

function QuestionSection({ summary }: { summary: QuestionSummary }) {
  const texts = useOwnerTexts(ANSWERS_TEXTS);
  const [all, setAll] = useState(false);
  const textAnswers = all ? summary.texts : summary.texts.slice(0, TEXTS_SHOWN);
  const share = (count: number) => (summary.answered === 0 ? 0 : (count / summary.answered) * 100);
  return (
    <details className="card question-summary" open>
      <summary className="question-summary__head">
        <span className="question-summary__title">{summary.column.label}</span>
        <span className="question-summary__answered">{fill(texts.answered, { answered: summary.answered, total: summary.asked })}</span>
      </summary>
      {summary.column.type === "SingleSelect" ? (
        <ul className="option-bars">
          {summary.options.map((option) => (
            <li key={option.id} className="option-bars__option">
              <span className="option-bars__text">{option.text}</span>
              <span className="option-bars__count">{fill(texts.optionCount, { count: option.count })}</span>
              <span className="option-bars__track" aria-hidden="true">
                <span className="option-bars__bar" style={{ width: `${share(option.count)}%` }} />
              </span>
            </li>
          ))}
        </ul>
      ) : summary.texts.length > 0 ? (
        <>
          <ul className={textAnswers.every((answer) => answer.text.length <= SHORT_ANSWER && !answer.who) ? "text-answers text-answers--short" : "text-answers"}>
            {textAnswers.map((answer) => (
              <li key={answer.entryId}>
                {answer.text}
                {answer.who && <span className="text-answers__who">{answer.who}</span>}
              </li>
            ))}
          </ul>
          {textAnswers.length < summary.texts.length && (
            <button type="button" className="button button--secondary" onClick={() => setAll(true)}>
              {fill(texts.showAll, { count: summary.texts.length })}
            </button>
          )}
        </>
      ) : (
        <p className="muted">{texts.noTextAnswers}</p>
      )}
    </details>
  );
}
