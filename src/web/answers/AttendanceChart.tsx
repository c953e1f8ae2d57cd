import { useMemo } from "react";
import type { AnswerEntry } from "../../domain/answers";
import { attendanceSummary } from "../../domain/attendance";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { ANSWERS_TEXTS } from "./texts";
import { fill } from "../../domain/fill";

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** A hair of space between the rings' parts, so two touching colours stay apart. */
const GAP = 1.5;

/**
 * The RSVP summary (spec 3, RSVP screens): coming, not coming and unknown by the yes/no rule,
 * as a ring with the number of guests inside, and the same figures as text beside it.
 */
export function AttendanceChart({ entries }: { entries: readonly AnswerEntry[] }) {
  const texts = useOwnerTexts(ANSWERS_TEXTS);
  const summary = useMemo(() => attendanceSummary(entries), [entries]);
  const sends = useMemo(() => new Set(entries.map((entry) => entry.groupIdentifier)).size, [entries]);
  const parts = [
    { key: "coming", label: texts.coming, count: summary.coming },
    { key: "notComing", label: texts.notComing, count: summary.notComing },
    { key: "unknown", label: texts.unknown, count: summary.unknown },
  ] as const;
  const shown = parts.filter((part) => part.count > 0);
  // Each part starts where those before it end, going round from the top.
  const starts = shown.map((_, index) => shown.slice(0, index).reduce((sum, part) => sum + (part.count / summary.guests) * CIRCUMFERENCE, 0));
  const gap = shown.length > 1 ? GAP : 0;

  return (
    <section className="card attendance" aria-labelledby="attendance-heading">
      <h2 id="attendance-heading" className="visually-hidden">
        {texts.summaryHeading}
      </h2>
      <div className="attendance__ring">
        <svg viewBox="0 0 128 128" role="img" aria-label={fill(texts.chartLabel, { ...summary })}>
          <circle className="attendance__track" cx="64" cy="64" r={RADIUS} />
          {shown.map((part, index) => (
            <circle
              key={part.key}
              className={`attendance__part attendance__part--${part.key}`}
              cx="64"
              cy="64"
              r={RADIUS}
              strokeDasharray={`${Math.max((part.count / summary.guests) * CIRCUMFERENCE - gap, 0)} ${CIRCUMFERENCE}`}
              strokeDashoffset={-starts[index]!}
            />
          ))}
        </svg>
        {/* The ring's label already says it; this is for the eye. */}
        <p className="attendance__total" aria-hidden="true">
          <span className="attendance__total-number">{summary.guests}</span>
          {texts.guests}
        </p>
      </div>
      <div className="attendance__figures">
        <ul className="attendance__legend">
          {parts.map((part) => (
            <li key={part.key} className={`attendance__item attendance__item--${part.key}`}>
              <span className="attendance__swatch" aria-hidden="true" />
              <span className="attendance__label">{part.label}</span>
              <span className="attendance__count">{part.count}</span>
            </li>
          ))}
        </ul>
        <p className="attendance__sends">{fill(texts.sends, { guests: summary.guests, sends })}</p>
        {summary.unknown > 0 && <p className="attendance__hint">{texts.unknownHint}</p>}
      </div>
    </section>
  );
}
