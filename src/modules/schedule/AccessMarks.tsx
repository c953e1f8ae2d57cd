import type { ScheduleEvent } from "../../domain/guestList/schedule";
import { useTexts } from "../../kit/guestPage/SiteContext";
import { SCHEDULE_TEXTS } from "./texts";

type Mark = "stepFree" | "parkingNearby" | "hearingLoop" | "quietRoom";
const MARKS: Mark[] = ["stepFree", "parkingNearby", "hearingLoop", "quietRoom"];

/** One line icon per mark, beside its words (never alone: the words are what a screen reader says). */
const ICONS: Record<Mark, string> = {
  stepFree: "M12 4.5a1.5 1.5 0 1 0 0-.01M11 8v6h5l2 5M11 11h5M8.5 10.5a5 5 0 1 0 6.5 7",
  parkingNearby: "M5 3h14v18H5zM10 17V7h3a3 3 0 0 1 0 6h-3",
  hearingLoop: "M7 9a5 5 0 0 1 10 0c0 3-3 4-3 7a3 3 0 0 1-5 2M10 9a2 2 0 0 1 4 0M3 21l4-4",
  quietRoom: "M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z",
};

/** An event's access marks, icon and words, and its note. */
export function AccessMarks({ access }: { access: ScheduleEvent["access"] }) {
  const texts = useTexts(SCHEDULE_TEXTS);
  const marks = MARKS.filter((mark) => access[mark]);
  if (marks.length === 0 && !access.note) return null;
  return (
    <div className="schedule__access">
      <p className="schedule__label">{texts.access}</p>
      {marks.length > 0 && (
        <ul className="schedule__marks">
          {marks.map((mark) => (
            <li key={mark} className="schedule__mark">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d={ICONS[mark]} />
              </svg>
              {texts[mark]}
            </li>
          ))}
        </ul>
      )}
      {access.note && <p className="schedule__note">{access.note}</p>}
    </div>
  );
}
