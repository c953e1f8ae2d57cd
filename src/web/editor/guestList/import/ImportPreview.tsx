import type { ImportProblem } from "../../../../domain/guestList/importHouseholds";
import type { GuestListImportSummary } from "../../../../domain/guestList/importSummary";
import { importText } from "../../../../domain/guestList/importTexts";
import { translate } from "../../../../domain/languages";
import type { GuestEvent } from "../../../../domain/guestList/types";
import { useI18n } from "../../../i18n/useI18n";
import { useOwnerBrandTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import { GUEST_IMPORT_TEXTS } from "./texts";
import { fill } from "../../../../domain/fill";

/** What the file adds, the rows it cannot read and what is worth a look, before anything is stored. */
export function ImportPreview({ summary, fileName, events }: { summary: GuestListImportSummary; fileName: string; events: GuestEvent[] }) {
  const texts = useOwnerBrandTexts(GUEST_IMPORT_TEXTS);
  const { language } = useI18n();
  const skipped = summary.problems.filter((problem) => problem.skipped);
  const notes = summary.problems.filter((problem) => !problem.skipped);
  const eventNames = summary.eventColumns.map((id) => translate(events.find((event) => event.id === id)?.name, language)).filter(Boolean);
  const counts = { households: summary.households.length, guests: summary.guests, file: fileName };

  return (
    <div className="import-preview">
      <p className="import-preview__total">{fill(summary.households.length > 0 ? texts.willAdd : texts.nothingToAdd, counts)}</p>
      {summary.overBound && (
        <p className="notice notice--error" role="alert">
          {importText(summary.overBound.code, language, summary.overBound.value)}
        </p>
      )}
      {summary.alreadyListed.length > 0 && (
        <p className="notice notice--warning">{fill(texts.alreadyListed, { count: summary.alreadyListed.length, names: summary.alreadyListed.join(", ") })}</p>
      )}
      {eventNames.length > 0 && <p className="import-preview__note">{fill(texts.eventColumns, { names: eventNames.join(", ") })}</p>}
      {summary.ignoredColumns.length > 0 && <p className="import-preview__note">{fill(texts.ignoredColumns, { names: summary.ignoredColumns.join(", ") })}</p>}
      {skipped.length > 0 && <ProblemList heading={fill(texts.skippedHeading, { count: skipped.length })} problems={skipped} tone="error" />}
      {notes.length > 0 && <ProblemList heading={fill(texts.notesHeading, { count: notes.length })} problems={notes} tone="warning" />}
      {summary.households.length > 0 && (
        // Folded: a long list would push the choice of events and the Import button far down.
        <details className="import-preview__households">
          <summary className="import-preview__summary">{fill(texts.householdsHeading, { count: summary.households.length })}</summary>
          <ul className="import-preview__household-list">
            {summary.households.map((household, index) => (
              <li key={`${index}-${household.name}`} className="import-household">
                <span className="import-household__name">{household.name}</span>
                <span className="import-household__guests">
                  {household.guests.map((guest) => (guest.child ? `${guest.name} (${texts.child})` : guest.name)).join(", ")}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** Rows listed per kind: a file gone wrong throughout says so in its first rows. */
const ROWS_SHOWN = 50;

function ProblemList({ heading, problems, tone }: { heading: string; problems: ImportProblem[]; tone: "error" | "warning" }) {
  const texts = useOwnerBrandTexts(GUEST_IMPORT_TEXTS);
  const { language } = useI18n();
  return (
    <section className={`import-problems import-problems--${tone}`} aria-label={heading}>
      <h3 className="import-preview__heading">{heading}</h3>
      <ul className="import-problems__list">
        {problems.slice(0, ROWS_SHOWN).map((problem, index) => (
          <li key={`${problem.row}-${problem.code}-${index}`}>
            <span className="import-problems__row">{fill(texts.row, { row: problem.row })}</span> {importText(problem.code, language, problem.value)}
          </li>
        ))}
      </ul>
      {problems.length > ROWS_SHOWN && <p className="import-problems__more">{fill(texts.moreRows, { count: problems.length - ROWS_SHOWN })}</p>}
    </section>
  );
}
