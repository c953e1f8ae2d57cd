import type { LegacyCondition, Rsvp3Properties } from "../rsvpProperties";

/**
 * "Visa bara frågorna nedan om...": the lower block's condition while the owner edits it. Only
 * a complete one (toggle on, an upper radio group and one of its answers) is stored (spec 2).
 */
export interface LowerConditionDraft {
  on: boolean;
  question: string | null;
  answer: string | null;
}

type Questions = Pick<Rsvp3Properties, "customMultipleRadioGroups" | "conditionShowTextFieldsBelow">;

/** The stored condition as a draft; a question or answer that no longer exists is left unchosen. */
export function lowerConditionDraft({ conditionShowTextFieldsBelow: condition, customMultipleRadioGroups }: Questions): LowerConditionDraft {
  const group = condition ? customMultipleRadioGroups.find((candidate) => candidate.id === condition.question) : undefined;
  const option = group?.options.find((candidate) => candidate.id === condition?.answer);
  return { on: condition !== null, question: group?.id ?? null, answer: option?.id ?? null };
}

export const storedLowerCondition = ({ on, question, answer }: LowerConditionDraft): LegacyCondition | null => (on && question && answer ? { question, answer } : null);

/** Another question's answers are other answers: choosing a question clears the answer. */
export const withConditionQuestion = (draft: LowerConditionDraft, question: string | null): LowerConditionDraft =>
  question === draft.question ? draft : { ...draft, question, answer: null };

/** A stored condition naming a question or answer that no longer exists: guests always see the lower questions. */
export function isLowerConditionMissing(properties: Questions): boolean {
  const draft = lowerConditionDraft(properties);
  return draft.on && draft.answer === null;
}
