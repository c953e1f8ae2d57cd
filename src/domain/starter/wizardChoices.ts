import type { UiLanguage } from "../languages";
import type { ChildrenChoice, DressCode, GiftChoice } from "../wizard";

/**
 * What step 4 of the wizard shows for each choice: a title and the suggested text the
 * generated page will carry. PLACEHOLDER: the starter-content work writes the real texts.
 */
export type WizardChoice = { kind: "dressCode"; choice: DressCode } | { kind: "children"; choice: ChildrenChoice } | { kind: "gifts"; choice: GiftChoice };

export function wizardChoiceText(choice: WizardChoice, language: UiLanguage): { title: string; text: string } {
  void language;
  return { title: choice.choice, text: "" };
}
