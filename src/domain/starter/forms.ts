import type { TranslatedTextValue } from "../site/common";

/**
 * The attending question the starter RSVPs share, so the answers overview can count who is
 * coming: its options' texts classify under spec 3 §5's yes/no rule (sv, en, da).
 */
export const ATTENDING = { id: "attending", yes: "attending-yes", no: "attending-no" } as const;

export function attendingQuestion(label: TranslatedTextValue, yes: TranslatedTextValue, no: TranslatedTextValue) {
  return {
    id: ATTENDING.id,
    formElementType: "SingleSelect" as const,
    label,
    required: true,
    options: [
      { id: ATTENDING.yes, text: yes },
      { id: ATTENDING.no, text: no },
    ],
  };
}

/** A question shown only to a guest who chose that answer of another question. */
export const shownWhen = (questionId: string, optionId: string) => [{ formElementId: questionId, formElementOptionIds: [optionId] }];

/** Shown only to a guest who answered yes. */
export const WHEN_ATTENDING = shownWhen(ATTENDING.id, ATTENDING.yes);
