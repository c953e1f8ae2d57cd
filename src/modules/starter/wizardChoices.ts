import type { UiLanguage } from "../../domain/languages";
import type { ChildrenChoice, DressCode, GiftChoice } from "../../domain/wizard";
import { CHOICE_TEXTS, type PageDressCode, type PageGiftChoice } from "./choiceTexts";
import type { StarterLanguage } from "./languages";

export type WizardChoice = { kind: "dressCode"; choice: DressCode } | { kind: "children"; choice: ChildrenChoice } | { kind: "gifts"; choice: GiftChoice };

/** The dress code the page describes: OTHER and NOT_DECIDED fall back to COCKTAIL (spec 3, section 4). */
export const pageDressCode = (choice: DressCode): PageDressCode => (choice === "OTHER" || choice === "NOT_DECIDED" ? "COCKTAIL" : choice);
/** The gift choice the page describes: OTHER and NOT_DECIDED fall back to the gift registry (spec 3, section 4). */
export const pageGifts = (choice: GiftChoice): PageGiftChoice => (choice === "OTHER" || choice === "NOT_DECIDED" ? "GIFTS" : choice);

/** A choice's title and the text the generated page carries for it, in a starter language. */
export function choiceText(choice: WizardChoice, language: StarterLanguage): { title: string; text: string } {
  const texts = CHOICE_TEXTS[language];
  switch (choice.kind) {
    case "dressCode":
      return { title: texts.dressCode.titles[choice.choice], text: texts.dressCode.texts[pageDressCode(choice.choice)] };
    case "children":
      return { title: texts.children.titles[choice.choice], text: texts.children.texts[choice.choice] };
    case "gifts":
      return { title: texts.gifts.titles[choice.choice], text: texts.gifts.texts[pageGifts(choice.choice)] };
  }
}

/**
 * What step 4 of the wizard shows for each choice: its title and the suggested text, which is
 * the very text the generated page will carry (for OTHER and NOT_DECIDED, the fallback's).
 */
export function wizardChoiceText(choice: WizardChoice, language: UiLanguage): { title: string; text: string } {
  return choiceText(choice, language);
}
