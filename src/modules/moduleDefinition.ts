import type { ComponentType, LazyExoticComponent } from "react";
import type { z } from "zod";
import type { Brand } from "../domain/brands";
import type { BrandWords } from "../domain/brandWords";
import type { UiLanguage } from "../domain/languages";
import type { TranslatedTextValue } from "../domain/site/common";

/** A product text in each interface language. */
export type Texts = Record<UiLanguage, string>;

/** The schema of a module type: an object whose siteModuleType is one literal. */
export type ModuleSchema = z.ZodType<{ siteModuleType: string; id: string }>;

/** What a new module's defaults are made with. */
export interface NewModuleContext {
  /** A product text in every site language (each language's nearest interface language). */
  text: (texts: Texts) => TranslatedTextValue;
  languages: readonly string[];
  now: Date;
}

/** One entry of the add-module dialog `Välj modul` (spec 2, Module wrapper). */
export interface ModuleChoiceDefinition<Input> {
  /** Its place in the dialog, ascending. */
  order: number;
  name: Texts;
  /** A line about it, in the brand's words where the people a page introduces differ. */
  description: Texts | ((words: Record<UiLanguage, BrandWords>) => Texts);
  /** The new module's title. */
  title: Texts;
  /** Brands the choice is not offered to. */
  notFor?: readonly Brand[];
  /** What the new module holds besides its id, type and title (a form's first questions, a list's blank row). */
  defaults?: (context: NewModuleContext) => Partial<Input>;
}

/** A module type's edit dialog (its editor.tsx): the editor opens it from the module's toolbar. */
export interface EditorProps<M> {
  module: M;
  /** The part to open at, when the owner acted on one on the page (a gift's id). */
  partId?: string;
  onChange: (module: M) => void;
  onClose: () => void;
}

/** A rich-text value made safe; the server hands in its sanitizer, so the browser never bundles one. */
export type CleanRichText = (text: TranslatedTextValue) => TranslatedTextValue;

/**
 * Everything the product knows of one module type of the newer site shape, in its folder's
 * definition.ts; registry.ts lists them, and every list of types is derived from there.
 * C names the type's entries in `Välj modul`: by default the type itself (a form is also offered as a speech sign-up).
 */
export interface ModuleDefinition<S extends ModuleSchema = ModuleSchema, C extends string = z.infer<S>["siteModuleType"]> {
  type: z.infer<S>["siteModuleType"];
  /** Its folder under src/modules: it names the island's chunk and holds the server part. */
  folder: string;
  schema: S;
  choices: Record<C, ModuleChoiceDefinition<z.input<S>>>;
  /** Whether guests are spared it: nothing to show yet (a title over nothing is not content). */
  isEmpty: (module: z.infer<S>) => boolean;
  /** What the owner sees inside it while it is empty; only a type that can be empty has one. */
  emptyHint?: Texts;
  /** The guest view: server-rendered, and the editor's page. */
  view: ComponentType<{ module: z.infer<S> }>;
  /** The edit dialog, loaded when first opened. */
  editor: LazyExoticComponent<ComponentType<EditorProps<z.infer<S>>>>;
  /** An interactive type hydrates on the guest page from its view's own chunk, named for its folder. */
  island?: true;
  /**
   * It has guest routes: server/routes.ts in its folder, whose default export the server
   * registers (src/server/features/moduleServerParts.ts). Never imported here, so the browser
   * never bundles server code.
   */
  server?: true;
  /** Its rich-text fields (shown as HTML to guests) cleaned; a type without rich text has none. */
  richText?: (module: z.infer<S>, clean: CleanRichText) => z.infer<S>;
}

/** A guest-only type of the legacy site shape (RSVP3, Speech2): its own view, an island. */
export interface GuestOnlyDefinition<T extends string = string, M = unknown> {
  type: T;
  /** Its folder under src/modules/legacy. */
  folder: string;
  view: ComponentType<{ module: M }>;
  island: true;
}

/** Any module type's definition, as a list of them holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list holds every module type at once
export type AnyModuleDefinition = ModuleDefinition<any, any>;
