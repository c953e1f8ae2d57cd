import { fill } from "../../../domain/fill";
import type { SeatingPlan } from "../../../domain/seating/plan";
import { ACCESS_NEEDS, PARTNER_ROLES, type GuestMarks } from "../../../domain/seating/types";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { CheckboxField, SelectField } from "../../../kit/ui/fields";
import { nameList } from "./sentences";
import { SEATING_RULE_TEXTS } from "./texts";
import "./rules.css";

interface GuestMarksEditorProps {
  plan: SeatingPlan;
  /** The chosen guests: one, or several marked at once. */
  guestIds: string[];
  onMarks: (marks: GuestMarks) => void;
}

/** What the rules read from a guest: table partner, a need to sit near the exit or the speakers, family. (A locked seat is the guest menu's own step to undo.) */
export function GuestMarksEditor({ plan, guestIds, onMarks }: GuestMarksEditorProps) {
  const texts = useOwnerTexts(SEATING_RULE_TEXTS);
  const guests = plan.guests.filter((guest) => guestIds.includes(guest.id));
  if (guests.length === 0) return null;
  // Several guests show a mark as set only when all of them have it.
  const same = <T,>(read: (guest: (typeof guests)[number]) => T): T | "" => (guests.every((guest) => read(guest) === read(guests[0]!)) ? read(guests[0]!) : "");
  const role = same((guest) => guest.role ?? "none");
  const need = same((guest) => guest.need ?? "none");
  const mark = (marks: Omit<GuestMarks, "guestIds">) => onMarks({ guestIds: guests.map((guest) => guest.id), ...marks });
  const heading = guests.length > 3 ? fill(texts.marksForMany, { count: guests.length }) : fill(texts.marksFor, { names: nameList(guests.map((guest) => guest.name), texts.and) });
  return (
    <fieldset className="seating-marks">
      <legend className="seating-rules__legend">{texts.marksHeading}</legend>
      <p className="seating-marks__for">{heading}</p>
      <MarkChoice label={texts.role} value={role} none={texts.roleNone} options={PARTNER_ROLES.map((value) => [value, texts[value]])} onChange={(value) => mark({ role: value })} />
      <MarkChoice label={texts.need} value={need} none={texts.needNone} options={ACCESS_NEEDS.map((value) => [value, texts[value]])} onChange={(value) => mark({ need: value })} />
      <CheckboxField label={texts.family} hint={texts.familyHint} checked={guests.every((guest) => guest.family)} onChange={(change) => mark({ family: change.target.checked })} />
    </fieldset>
  );
}

interface MarkChoiceProps<T extends string> {
  label: string;
  /** The guests' value, "none" for unmarked, "" when chosen guests differ. */
  value: T | "none" | "";
  none: string;
  options: [T, string][];
  onChange: (value: T | null) => void;
}

/** One mark as a choice of its values or none; guests who differ show a blank until one is chosen. */
function MarkChoice<T extends string>({ label, value, none, options, onChange }: MarkChoiceProps<T>) {
  return (
    <SelectField label={label} value={value} onChange={(change) => onChange(change.target.value === "none" ? null : (change.target.value as T))}>
      {value === "" && <option value="" disabled />}
      <option value="none">{none}</option>
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </SelectField>
  );
}
