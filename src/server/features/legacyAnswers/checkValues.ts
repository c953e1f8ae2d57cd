import { isRequired, type LegacyQuestion } from "../../../modules/legacy/answerRules";
import type { LegacyCustomValue } from "../../../modules/legacy/answers";

/** A stored answer to one question: the module's own label, as the guest was shown it. */
export interface StoredValue {
  id: string;
  label: string;
  type: LegacyQuestion["type"];
  value: string;
}

/** Each sent value by question id (a radio group's value is its option's label). */
export const sentValues = (sent: LegacyCustomValue[]) => new Map(sent.map((value) => [value.id, value.value.trim()]));

/**
 * Checks one person's values against the questions they were shown (`shown`, out of `all`):
 * every sent id names a question of the module once and with its type, a radio group's value
 * is one of its option labels, a required question is answered. The stored values follow the
 * form's order, one per shown question; answers to a question the person was not shown are
 * dropped. Problems name `path.customValues.<question id>`.
 */
export function checkValues(all: LegacyQuestion[], shown: LegacyQuestion[], sent: LegacyCustomValue[], path: string): { values: StoredValue[]; problems: string[] } {
  const problems: string[] = [];
  const field = (id: string) => `${path}.customValues.${id}`;
  const seen = new Set<string>();
  for (const value of sent) {
    const question = all.find((candidate) => candidate.field.id === value.id);
    if (!question || question.type !== value.type || seen.has(value.id)) problems.push(field(value.id));
    seen.add(value.id);
  }
  const given = sentValues(sent);
  const values = shown.map((question): StoredValue => {
    const value = given.get(question.field.id) ?? "";
    const unknownOption = question.type === "RadioGroup" && value !== "" && !question.field.options.some((option) => option.label === value);
    if (unknownOption || (value === "" && isRequired(question))) problems.push(field(question.field.id));
    return { id: question.field.id, label: question.field.label, type: question.type, value };
  });
  return { values, problems: [...new Set(problems)] };
}
