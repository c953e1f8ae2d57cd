import { inEveryLanguage, uiLanguageFor } from "../domain/languages";
import { newId } from "../domain/lists";
import { newFormElement, yesNoOptions } from "../domain/site/formEditing";
import { defaultCountdownDate } from "./countdown/countdown";
import { CHOICE_TYPE, type ModuleChoice } from "./moduleChoices";
import { STARTER_TEXTS, type StarterTexts } from "./newModuleTexts";
import { siteModule, type SiteModule } from "./siteModule";

/**
 * A new module of the chosen kind, with starter texts in every site language so the page
 * looks finished at once; the owner replaces them. Forms start with the questions most
 * owners ask.
 */
export function createModule(choice: ModuleChoice, languages: readonly string[], now = new Date()): SiteModule {
  const text = (pick: (texts: StarterTexts) => string) => inEveryLanguage(languages, STARTER_TEXTS, pick);
  const id = newId(`${CHOICE_TYPE[choice]}-`);
  const base = { id, siteModuleType: CHOICE_TYPE[choice], title: text((texts) => texts.titles[choice]) };
  const coming = newFormElement("SingleSelect", newId("formElement"), text((texts) => texts.coming), yesNoOptions(languages, [newId("option"), newId("option")]));
  const name = { id: newId("formElement"), formElementType: "ShortText", label: text((texts) => texts.name), required: true };
  const extra: Record<ModuleChoice, object> = {
    Location: { text: text((texts) => texts.text) },
    TextAndImageList: { list: [{ id: newId("listItem"), title: text((texts) => texts.listItem), text: text((texts) => texts.text) }] },
    ImageAndText: { text: text((texts) => texts.text) },
    Text: { text: text((texts) => texts.text) },
    Rsvp: { form: { formElements: [name, coming] } },
    Speech: { form: { formElements: [name, { id: newId("formElement"), formElementType: "ShortText", label: text((texts) => texts.speechLength) }] } },
    Countdown: { countdownDate: defaultCountdownDate(now) },
    Header: { title: text((texts) => texts.titles.Header) },
    GiftRegistry: { text: text((texts) => texts.text) },
    PeopleList: { list: [{ id: newId("peopleListItem"), name: STARTER_TEXTS[uiLanguageFor(languages[0] ?? "sv")].person, title: text((texts) => texts.personTitle) }] },
    Video: {},
    ImageGallery: {},
    Form: { form: { formElements: [name] } },
  };
  return siteModule.parse({ ...base, ...extra[choice] });
}
