import { paragraphs } from "./format";
import { inLanguages, type Catalogue, type StarterLanguage } from "./languages";

type Write<T, R> = (texts: T, language: StarterLanguage) => R;

/** Plain and rich texts in every site language from one catalogue. */
export function writer<T>(languages: readonly string[], catalogue: Catalogue<T>) {
  const say = (write: Write<T, string>) => inLanguages(languages, catalogue, write);
  const rich = (write: Write<T, string | readonly string[]>) =>
    say((texts, language) => {
      const written = write(texts, language);
      return paragraphs(typeof written === "string" ? [written] : written);
    });
  return { say, rich };
}

export type Writer<T> = ReturnType<typeof writer<T>>;
