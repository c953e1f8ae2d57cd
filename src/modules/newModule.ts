import { inEveryLanguage } from "../domain/languages";
import { newId } from "../domain/lists";
import { newFormElement, yesNoOptions } from "../domain/site/formEditing";
import { defaultCountdownDate } from "./countdown/countdown";
import { CHOICE_TYPE, type ModuleChoice } from "./moduleChoices";
import { STARTER_TEXTS, type StarterTexts } from "./newModuleTexts";
import { siteModule, type SiteModule } from "./siteModule";

/**
 * A new module of the chosen kind: a default title in every site language and nothing
 * else to show, so the editor shows placeholders and guests do not see it until the owner
 * fills it (emptiness.ts). Forms start with the questions most owners ask, and a list with
 * one blank row to fill.
 */
export function createModule(choice: ModuleChoice, languages: readonly string[], now = new Date()): SiteModule {
  const text = (pick: (texts: StarterTexts) => string) => inEveryLanguage(languages, STARTER_TEXTS, pick);
  const id = newId(`${CHOICE_TYPE[choice]}-`);
  const base = { id, siteModuleType: CHOICE_TYPE[choice], title: text((texts) => texts.titles[choice]) };
  const coming = newFormElement("SingleSelect", newId("formElement"), text((texts) => texts.coming), yesNoOptions(languages, [newId("option"), newId("option")]));
  const name = { id: newId("formElement"), formElementType: "ShortText", label: text((texts) => texts.name), required: true };
  const extra: Record<ModuleChoice, object> = {
    Location: {},
    TextAndImageList: { list: [{ id: newId("listItem") }] },
    ImageAndText: {},
    Text: {},
    Rsvp: { form: { formElements: [name, coming] } },
    Speech: { form: { formElements: [name, { id: newId("formElement"), formElementType: "ShortText", label: text((texts) => texts.speechLength) }] } },
    Countdown: { countdownDate: defaultCountdownDate(now) },
    Header: { title: text((texts) => texts.titles.Header) },
    GiftRegistry: {},
    PeopleList: { list: [{ id: newId("peopleListItem") }] },
    Video: {},
    ImageGallery: {},
    Form: { form: { formElements: [name] } },
  };
  return siteModule.parse({ ...base, ...extra[choice] });
}
