import { addLanguage, siteLanguageCodes } from "../../domain/site/siteLanguages";
import { wizardData as wizardDataSchema } from "../../domain/wizard";
import { MODULE_CHOICES } from "../moduleChoices";
import { createModule } from "../newModule";
import type { SiteDocument } from "../siteDocument";
import { eventModules } from "../starter/event/document";
import { STARTER_IMAGE_NAMES, type StarterImages } from "../starter/images";
import { partyModules } from "../starter/party/document";
import { weddingModules } from "../starter/wedding/document";
import { eachTranslatedText, mapTranslatedTexts } from "../../domain/site/translatedValues";

/** The starter pages' texts do not depend on their pictures. */
const NO_IMAGES = Object.fromEntries(STARTER_IMAGE_NAMES.map((name) => [name, { path: "", fileName: "" }])) as unknown as StarterImages;

/**
 * When the starter page was made: six months before its countdown (defaultCountdownDate), so
 * the dates it wrote are written again the same; otherwise `now`.
 */
function startedAt(document: SiteDocument, now: Date): Date {
  const countdown = document.siteModules.find((module) => module.siteModuleType === "Countdown");
  const day = countdown?.siteModuleType === "Countdown" ? /^(\d{4})-(\d{2})-(\d{2})/.exec(countdown.countdownDate ?? "") : null;
  return day ? new Date(Number(day[1]), Number(day[2]) - 1 - 6, Number(day[3]), 12) : now;
}

type Module = { id: string };

/**
 * The product's texts in the main language with their texts in the added language, by place
 * (module id and path, so one Swedish word can have two English ones in two places) and by text.
 */
class ProductTexts {
  private byPlace = new Map<string, { main: string; added: string }>();
  private byText = new Map<string, string>();
  constructor(
    private main: string,
    private added: string,
  ) {}

  /** Pairs each text of the modules `from` in the main language with the same place's text of `to` in the added one. */
  pair(from: readonly Module[], to: readonly Module[]) {
    const written = new Map<string, string>();
    eachTranslatedText(to, "", (text, path) => {
      if (text[this.added]) written.set(path, text[this.added]!);
    });
    eachTranslatedText(from, "", (text, path) => {
      const [main, added] = [text[this.main], written.get(path)];
      if (!main || !added) return;
      const module = from[Number(path.split(".")[1])]!;
      this.byPlace.set(`${module.id}${path.replace(/^\.\d+/, "")}`, { main, added });
      if (!this.byText.has(main)) this.byText.set(main, added);
    });
  }

  /** The added language's text for `main` written at `place`, if the product wrote it. */
  translation(place: string, main: string): string | undefined {
    const placed = this.byPlace.get(place);
    return placed?.main === main ? placed.added : this.byText.get(main);
  }
}

/**
 * Every text the product writes, in the main language, with its text in the added language:
 * the wizard's page for this site's answers, the party and event pages, and each new module.
 */
function productTexts(document: SiteDocument, main: string, added: string, now: Date): ProductTexts {
  const texts = new ProductTexts(main, added);
  const answers = document.wizardData ?? wizardDataSchema.parse({});
  const both = [main, added];
  const wedding = weddingModules(answers, both, NO_IMAGES, now) as Module[];
  texts.pair(wedding, wedding);
  texts.pair(partyModules(main, NO_IMAGES, now) as Module[], partyModules(added, NO_IMAGES, now) as Module[]);
  texts.pair(eventModules(main, NO_IMAGES, now) as Module[], eventModules(added, NO_IMAGES, now) as Module[]);
  const modules = MODULE_CHOICES.map((choice) => createModule(choice, both, now));
  texts.pair(modules, modules);
  return texts;
}

/**
 * Adds a site language (spec 3, section 5) and writes in it each text the product wrote (one
 * equal to a product text in the main language) from the added language's own texts. The
 * couple's own texts stay empty there, for the editor to list beside their originals.
 */
export function addSiteLanguage(document: SiteDocument, code: string, now = new Date()): SiteDocument {
  const added = addLanguage(document, code);
  if (added === document || siteLanguageCodes(document).includes(code)) return document;
  const main = document.language;
  const texts = productTexts(document, main, code, startedAt(document, now));
  const siteModules = added.siteModules.map((module) =>
    mapTranslatedTexts(module, (text, path) => {
      const translation = !text[code]?.trim() && text[main] ? texts.translation(`${module.id}${path}`, text[main]) : undefined;
      return translation === undefined ? text : { ...text, [code]: translation };
    }),
  );
  return { ...added, siteModules };
}
