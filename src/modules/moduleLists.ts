import { z } from "zod";
import { brandTexts, type BrandTexts } from "../domain/brandWords";
import type { Brand } from "../domain/brands";
import { inEveryLanguage, UI_LANGUAGES, type UiLanguage } from "../domain/languages";
import { newId } from "../domain/lists";
import type { AnyModuleDefinition as AnyDefinition, GuestOnlyDefinition, ModuleChoiceDefinition, ModuleSchema, Texts } from "./moduleDefinition";

/* eslint-disable @typescript-eslint/no-explicit-any -- a list of definitions holds every module type at once */
type AnyModule = { siteModuleType: string; id: string };

/** The schemas of a list of definitions, as the tuple a discriminated union takes. */
export type SchemasOf<D extends readonly { schema: ModuleSchema }[]> = { -readonly [K in keyof D]: D[K]["schema"] };
export const schemasOf = <const D extends readonly { schema: ModuleSchema }[]>(definitions: D) => definitions.map((definition) => definition.schema) as unknown as SchemasOf<D>;

interface Choice {
  choice: string;
  definition: AnyDefinition;
  entry: ModuleChoiceDefinition<any>;
}

/**
 * Every list the product keeps of module types, derived from their definitions: the schema,
 * the guest views and islands, the edit dialogs, emptiness and its hints, and `Välj modul`
 * with its texts and new modules. registry.ts builds them from the product's definitions; a
 * test may build them from more.
 */
export function moduleLists(definitions: readonly AnyDefinition[], guestOnly: readonly GuestOnlyDefinition<string, any>[] = []) {
  const byType = new Map(definitions.map((definition) => [definition.type as string, definition]));
  const choices: Choice[] = definitions
    .flatMap((definition) => Object.entries(definition.choices as Record<string, ModuleChoiceDefinition<any>>).map(([choice, entry]) => ({ choice, definition, entry })))
    .sort((a, b) => a.entry.order - b.entry.order);
  const choiceOf = new Map(choices.map((choice) => [choice.choice, choice]));
  const perLanguage = <T>(pick: (choice: Choice, language: UiLanguage) => T) =>
    Object.fromEntries(UI_LANGUAGES.map((language) => [language, Object.fromEntries(choices.map((choice) => [choice.choice, pick(choice, language)]))])) as Record<UiLanguage, Record<string, T>>;
  const definitionOf = (type: string) => {
    const definition = byType.get(type);
    if (!definition) throw new Error(`No module type ${type}`);
    return definition;
  };
  const everyGuestType = [...definitions, ...guestOnly] as { type: string; folder: string; view: unknown; island?: true }[];

  return {
    definitions,
    siteModule: z.discriminatedUnion("siteModuleType", schemasOf(definitions) as unknown as [ModuleSchema & z.core.$ZodTypeDiscriminable]),
    views: Object.fromEntries(everyGuestType.map((definition) => [definition.type, definition.view])),
    editors: Object.fromEntries(definitions.map((definition) => [definition.type, definition.editor])),
    /** The interactive types with the folder that names each one's chunk in the guest build. */
    islandFolders: Object.fromEntries(everyGuestType.flatMap((definition) => (definition.island ? [[definition.type, definition.folder]] : []))) as Record<string, string>,
    isEmpty: (module: AnyModule): boolean => definitionOf(module.siteModuleType).isEmpty(module),
    /** What the owner is asked to add to a module while it is empty (EmptyModuleHint). */
    emptyHintOf: (module: AnyModule): Texts | undefined => {
      const definition = definitionOf(module.siteModuleType);
      return definition.isEmpty(module) ? definition.emptyHint : undefined;
    },
    choices: choices.map((choice) => choice.choice),
    choiceType: Object.fromEntries(choices.map((choice) => [choice.choice, choice.definition.type])) as Record<string, string>,
    choicesFor: (brand: Brand) => choices.filter((choice) => !choice.entry.notFor?.includes(brand)).map((choice) => choice.choice),
    choiceTexts: perLanguage((choice, language) => ({ name: choice.entry.name[language] })),
    choiceDescriptions: brandTexts((words) => {
      const texts = choices.map((choice) => [choice.choice, typeof choice.entry.description === "function" ? choice.entry.description(words) : choice.entry.description] as const);
      return Object.fromEntries(UI_LANGUAGES.map((language) => [language, Object.fromEntries(texts.map(([name, text]) => [name, text[language]]))])) as Record<UiLanguage, Record<string, string>>;
    }) as BrandTexts<Record<string, string>>,
    /**
     * A new module of the chosen kind: its starting title in every site language and nothing
     * else to show, so the editor shows placeholders and guests do not see it until the owner
     * fills it; forms start with the questions most owners ask, a list with one blank row.
     */
    createModule(choiceName: string, languages: readonly string[], now = new Date()): AnyModule {
      const choice = choiceOf.get(choiceName);
      if (!choice) throw new Error(`No module choice ${choiceName}`);
      const text = (texts: Texts) => inEveryLanguage(languages, texts, (value) => value);
      const base = { id: newId(`${choice.definition.type}-`), siteModuleType: choice.definition.type, title: text(choice.entry.title) };
      return choice.definition.schema.parse({ ...base, ...choice.entry.defaults?.({ text, languages, now }) });
    },
  };
}
