import { useState } from "react";
import { fill } from "../../../domain/fill";
import type { SeatingGuest, SeatingPlan } from "../../../domain/seating/plan";
import type { SeatingRules } from "../../../domain/seating/types";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { CheckboxField, SelectField } from "../../../kit/ui/fields";
import { SEATING_RULE_TEXTS, type SeatingRuleTexts } from "./texts";
import "./rules.css";

type Switch = "splitCouples" | "alternatePartners" | "accessNear" | "familiesNearHead";
const SWITCHES: Switch[] = ["splitCouples", "alternatePartners", "accessNear", "familiesNearHead"];

interface RulesPanelProps {
  plan: SeatingPlan;
  onChange: (rules: SeatingRules) => void;
}

/** The rules "Placera åt mig" follows: four switches and the couple's pairs to keep apart or together. */
export function RulesPanel({ plan, onChange }: RulesPanelProps) {
  const texts = useOwnerTexts(SEATING_RULE_TEXTS);
  const { rules } = plan;
  // Folded by default: most couples run "Placera åt mig" with the rules as they come.
  return (
    <details className="card seating-rules">
      <summary className="seating-rules__heading">{texts.heading}</summary>
      <p className="seating-rules__lead">{texts.lead}</p>
      {SWITCHES.map((name) => (
        <CheckboxField
          key={name}
          label={texts[name]}
          hint={texts[`${name}Hint`]}
          checked={rules[name]}
          onChange={(change) => onChange({ ...rules, [name]: change.target.checked })}
        />
      ))}
      <PairList kind="apart" texts={texts} plan={plan} onChange={(apart) => onChange({ ...rules, apart })} />
      <PairList kind="together" texts={texts} plan={plan} onChange={(together) => onChange({ ...rules, together })} />
    </details>
  );
}

interface PairListProps {
  kind: "apart" | "together";
  texts: SeatingRuleTexts;
  plan: SeatingPlan;
  onChange: (pairs: [string, string][]) => void;
}

const byName = (a: SeatingGuest, b: SeatingGuest) => a.name.localeCompare(b.name, "sv");

/** The pairs of one kind, each removable, and two guest choices to add another. */
function PairList({ kind, texts, plan, onChange }: PairListProps) {
  const pairs = plan.rules[kind];
  const [first, setFirst] = useState("");
  const [second, setSecond] = useState("");
  const [problem, setProblem] = useState("");
  const names = new Map(plan.guests.map((guest) => [guest.id, guest.name]));
  const guests = [...plan.guests].sort(byName);
  const add = () => {
    if (first === second) return setProblem(texts.pairSameGuest);
    setProblem("");
    onChange([...pairs, [first, second]]);
    setFirst("");
    setSecond("");
  };
  const choice = (label: string, value: string, set: (value: string) => void) => (
    <div className="seating-rules__choice">
      <SelectField label={label} value={value} onChange={(change) => set(change.target.value)}>
        <option value="">{texts.chooseGuest}</option>
        {guests.map((guest) => (
          <option key={guest.id} value={guest.id}>
            {guest.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
  return (
    <fieldset className="seating-rules__pairs">
      <legend className="seating-rules__legend">{texts[kind]}</legend>
      <p className="field__hint">{texts[`${kind}Lead`]}</p>
      {pairs.length === 0 ? (
        <p className="seating-rules__none">{texts.noPairs}</p>
      ) : (
        <ul className="seating-rules__list">
          {pairs.map(([a, b], index) => {
            const [nameA, nameB] = [names.get(a) ?? "", names.get(b) ?? ""];
            return (
              <li key={`${a}-${b}`} className="seating-rules__pair">
                <span>
                  {nameA} · {nameB}
                </span>
                <button type="button" className="icon-button" aria-label={fill(texts.removePair, { a: nameA, b: nameB })} onClick={() => onChange(pairs.filter((_, other) => other !== index))}>
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="seating-rules__add">
        {choice(texts.firstGuest, first, setFirst)}
        {choice(texts.secondGuest, second, setSecond)}
        <button type="button" className="button button--secondary" disabled={!first || !second} onClick={add}>
          {texts.addPair}
        </button>
      </div>
      {problem && (
        <p className="seating-rules__problem" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
