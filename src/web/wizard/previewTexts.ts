import { formatLocale, type UiLanguage } from "../../domain/languages";
import type { WizardData } from "../../domain/wizard";

interface Sample {
  title: string;
  line: string;
}

/**
 * What the wizard's miniatures of the page's top say: the couple's names, and the date and
 * place; until they are told, the design drawer's sample texts.
 */
export function previewTexts(data: Pick<WizardData, "name1" | "name2" | "location" | "dateStart">, uiLanguage: UiLanguage, sample: Sample): Sample {
  const names = [data.name1, data.name2].map((name) => name.trim()).filter(Boolean);
  const date = data.dateStart ? new Intl.DateTimeFormat(formatLocale(uiLanguage), { dateStyle: "long" }).format(new Date(data.dateStart)) : "";
  const line = [date, data.location.trim()].filter(Boolean).join(" · ");
  return { title: names.length ? names.join(" & ") : sample.title, line: line || sample.line };
}
