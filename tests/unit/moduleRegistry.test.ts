import Fastify from "fastify";
import { createElement, Suspense, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { renderToStringAsync } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { EmptyHints } from "../../src/modules/EmptyModuleHint";
import type { EditorProps } from "../../src/modules/moduleDefinition";
import { moduleLists } from "../../src/modules/moduleLists";
import { GUEST_ONLY_DEFINITIONS, MODULE_DEFINITIONS } from "../../src/modules/registry";
import { siteModule } from "../../src/modules/siteModule";
import type { Deps } from "../../src/server/deps";
import { registerModuleServerParts } from "../../src/server/features/moduleServerParts";
import { moduleSanitizer } from "../../src/server/features/siteEditing/sanitize";
import { SiteContext, type SiteView } from "../../src/kit/guestPage/SiteContext";
import { quoteDefinition } from "../fixtures/modules/quote/definition";

/** The product's module types and one more from a folder of its own: no central file names it. */
const definitions = [...MODULE_DEFINITIONS, quoteDefinition];
const lists = moduleLists(definitions, GUEST_ONLY_DEFINITIONS);
const quote = { id: "quote-1", siteModuleType: "Quote", title: { sv: "Ett citat" }, text: { sv: '<p>Kärlek är tålmodig.<script>alert(1)</script><img src=x onerror="alert(2)"></p>' }, author: "Paulus" };

function siteView(editMode: boolean): SiteView {
  const document = { siteModules: [], language: "sv" } as unknown as SiteView["document"];
  return { siteId: "site-1", document, language: "sv", brand: "wedding", uiLanguage: "sv", editMode, renderedAt: 0, editAvailable: editMode, drawsMaps: false, market: "se", swishCommerce: null, reservations: [], setReservations: () => {} };
}

/** The module as the server draws it: its view from the lists, with the edited page's empty hints in edit mode. */
function render(module: object, editMode = false): string {
  const View = lists.views.Quote as ComponentType<{ module: object }>;
  return renderToString(createElement(SiteContext.Provider, { value: siteView(editMode) }, createElement(EmptyHints.Provider, { value: editMode ? lists.emptyHintOf : null }, createElement(View, { module }))));
}

describe("a module type added from its folder's definition", () => {
  it("is saved: the document schema built from the definitions accepts it, and the product's own still refuses it", () => {
    expect(lists.siteModule.safeParse(quote).success).toBe(true);
    expect(lists.siteModule.parse({ id: "quote-2", siteModuleType: "Quote" })).toMatchObject({ author: "", text: {} });
    expect(siteModule.safeParse(quote).success).toBe(false);
    // The product's types are all still there.
    expect(lists.siteModule.safeParse({ id: "t", siteModuleType: "Text", text: { sv: "<p>Hej</p>" } }).success).toBe(true);
  });

  it("is sanitized on the server: its rich-text field loses scripts and handlers, its plain field stays", () => {
    const sanitize = moduleSanitizer(definitions);
    const clean = sanitize(lists.siteModule.parse(quote) as typeof quote);
    expect(clean.text.sv).toBe("<p>Kärlek är tålmodig.</p>");
    expect(clean.author).toBe("Paulus");
  });

  it("is drawn for guests by its own view, and an empty one shows the owner its hint", () => {
    const html = render(lists.siteModule.parse(quote));
    expect(html).toContain("Kärlek är tålmodig.");
    expect(html).toContain("<figcaption>Paulus</figcaption>");
    expect(html).not.toContain("Skriv citatet här");
    const empty = lists.createModule("Quote", ["sv"]);
    expect(lists.isEmpty(empty)).toBe(true);
    expect(render(empty, true)).toContain("Skriv citatet här");
    expect(render(empty, false)).not.toContain("Skriv citatet här");
  });

  it("is edited in its own dialog, loaded when opened", async () => {
    const Editor = lists.editors.Quote as ComponentType<EditorProps<typeof quote>>;
    const props: EditorProps<typeof quote> = { module: quote, onChange: () => {}, onClose: () => {} };
    const html = await renderToStringAsync(createElement(Suspense, { fallback: "…" }, createElement(Editor, props)) as never);
    expect(html).toContain("Vem sa det?");
    expect(html).toContain('value="Paulus"');
  });

  it("is offered in Välj modul at its place, in every language, and not to brands it is not for", () => {
    expect(lists.choices.slice(3, 5)).toEqual(["Text", "Quote"]);
    expect(lists.choicesFor("wedding")).toContain("Quote");
    expect(lists.choicesFor("event")).not.toContain("Quote");
    expect(lists.choiceTexts.en.Quote).toEqual({ name: "Quote" });
    expect(lists.choiceDescriptions.party.da.Quote).toBe("Noget, nogen har sagt.");
    expect(lists.createModule("Quote", ["sv", "en"])).toMatchObject({ siteModuleType: "Quote", title: { sv: "Ett citat", en: "A quote" }, author: "" });
  });

  it("has its guest routes registered by the server from its folder's server part", async () => {
    const app = Fastify();
    await registerModuleServerParts(app, {} as Deps, [quoteDefinition], new URL("../fixtures/modules/", import.meta.url));
    const answer = await app.inject({ method: "POST", url: "/api/quotes/quote-1/likes" });
    expect(answer.json()).toEqual({ liked: "quote-1" });
    await app.close();
  });

  it("does not hydrate on the guest page unless its definition says it is interactive", () => {
    expect(lists.islandFolders.Quote).toBeUndefined();
    expect(lists.islandFolders.Countdown).toBe("countdown");
  });
});
