import type { TranslatedText } from "../languages";

/** "Namn", "Ditt namn", "Förnamn och efternamn", "Full name", "Navn"… */
const NAME_LABEL = /(namn|name|navn)\b/i;

/** An answer as the guest's browser sends it and the server stores it: enough to find a name. */
interface NamedAnswer {
  formElement: { formElementType: string; label: TranslatedText };
  value: string;
}

const labels = (label: TranslatedText) => Object.values(label).filter((text): text is string => typeof text === "string");

/** The text question that asks for a name, by its label in any language. */
export function asksForName(answer: NamedAnswer): boolean {
  return answer.formElement.formElementType === "ShortText" && labels(answer.formElement.label).some((label) => NAME_LABEL.test(label));
}

/**
 * A guest's name: the answer to the first text question whose label asks for a name. Without
 * one nothing is guessed: the first text answer may be a song or a diet.
 */
export function guestName(answers: NamedAnswer[]): string {
  const named = answers.find((answer) => answer.value.trim() && asksForName(answer));
  return named?.value.replace(/\s+/g, " ").trim() ?? "";
}
