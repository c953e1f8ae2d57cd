import { useId, useState } from "react";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { TextField } from "../../kit/ui/fields";
import { legacyCountdownValue } from "./countdownInput";
import { COUNTDOWN_EDITOR_TEXTS } from "./editorTexts";

/**
 * A legacy countdown's date and time (spec 2, Countdown module): two text fields, yyyy-mm-dd and
 * hh:mm, trimmed; a value in neither format brings the spec's alert once the owner leaves a field,
 * and only a value the site can hold reaches the draft.
 */
export function LegacyCountdownFields({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const texts = useOwnerTexts(COUNTDOWN_EDITOR_TEXTS);
  const [date, setDate] = useState(value.slice(0, 10));
  const [time, setTime] = useState(value.slice(11, 16));
  const [left, setLeft] = useState(false);
  const problemId = useId();
  const read = legacyCountdownValue(date, time);
  const problem = left && "problem" in read ? (read.problem === "format" ? texts.legacyFormat : texts.problems.outOfRange) : null;

  const change = (nextDate: string, nextTime: string) => {
    setDate(nextDate);
    setTime(nextTime);
    const next = legacyCountdownValue(nextDate, nextTime);
    if ("value" in next) onChange(next.value);
  };
  const invalid = problem ? { "aria-invalid": true, "aria-errormessage": problemId } : {};
  return (
    <>
      <TextField label={texts.legacyDate} value={date} inputMode="numeric" autoFocusInDialog onBlur={() => setLeft(true)} onChange={(event) => change(event.target.value, time)} {...invalid} />
      <TextField label={texts.legacyTime} value={time} inputMode="numeric" onBlur={() => setLeft(true)} onChange={(event) => change(date, event.target.value)} {...invalid} />
      {problem && (
        <p id={problemId} className="notice notice--error" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
