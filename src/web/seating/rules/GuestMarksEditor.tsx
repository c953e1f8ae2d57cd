import { useId } from "react";
import { fill } from "../../../domain/fill";
import type { SeatingPlan } from "../../../domain/seating/plan";
import { ACCESS_NEEDS, PARTNER_ROLES, type GuestMarks } from "../../../domain/seating/types";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { CheckboxField } from "../../../kit/ui/fields";
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
  const id = useId();
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
      <div className="field">
        <label className="field__label" htmlFor={`${id}-role`}>
          {texts.role}
        </label>
        <select id={`${id}-role`} className="field__input" value={role} onChange={(change) => mark({ role: change.target.value === "none" ? null : (change.target.value as (typeof PARTNER_ROLES)[number]) })}>
          {role === "" && <option value="" disabled />}
          <option value="none">{texts.roleNone}</option>
          {PARTNER_ROLES.map((value) => (
            <option key={value} value={value}>
              {texts[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-need`}>
          {texts.need}
        </label>
        <select id={`${id}-need`} className="field__input" value={need} onChange={(change) => mark({ need: change.target.value === "none" ? null : (change.target.value as (typeof ACCESS_NEEDS)[number]) })}>
          {need === "" && <option value="" disabled />}
          <option value="none">{texts.needNone}</option>
          {ACCESS_NEEDS.map((value) => (
            <option key={value} value={value}>
              {texts[value]}
            </option>
          ))}
        </select>
      </div>
      <CheckboxField label={texts.family} hint={texts.familyHint} checked={guests.every((guest) => guest.family)} onChange={(change) => mark({ family: change.target.checked })} />
    </fieldset>
  );
}
