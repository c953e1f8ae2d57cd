import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { BrandTexts } from "../../src/domain/brandWords";
import { UI_LANGUAGES } from "../../src/domain/languages";
import { REPLY_CLOSED_TEXTS } from "../../src/domain/guestList/replyClosed";
import { MODULE_CHOICE_DESCRIPTIONS } from "../../src/modules/moduleChoices";
import { RESERVER_NAME_TEXTS } from "../../src/modules/giftRegistry/reserverNameTexts";
import { HOUSEHOLD_RSVP_TEXTS } from "../../src/modules/rsvp/household/texts";
import { linkNotFoundPage } from "../../src/server/features/publicSite/page";
import { GUEST_EVENT_TEXTS } from "../../src/web/editor/guestList/events/texts";
import { GUEST_IMPORT_TEXTS } from "../../src/web/editor/guestList/import/texts";
import { READ_ONLY_TEXTS } from "../../src/web/answers/readOnlyTexts";
import { WEDDING_WORDS } from "../support/weddingWords";

/** Every text built from the brand word table: the guests' RSVP and reservation name, the refusal, the owner's guest list, Visa OSA's read-only note and module choices. */
const BRAND_TEXTS: Record<string, BrandTexts<unknown>> = { HOUSEHOLD_RSVP_TEXTS, RESERVER_NAME_TEXTS, REPLY_CLOSED_TEXTS, GUEST_EVENT_TEXTS, GUEST_IMPORT_TEXTS, READ_ONLY_TEXTS, MODULE_CHOICE_DESCRIPTIONS };

/**
 * Text files no party or event page or owner sees: the wedding's start wizard and starter page,
 * and the invitation cards with their orders (the wedding brand's only, router.tsx).
 */
const WEDDING_ONLY = [/^src\/modules\/starter\/(wedding\/|choiceTexts\.ts)/, /^src\/web\/(wizard|prints|orders)\//];

/** The text files every brand shares: features' texts, mails, receipts and the interface catalogues. */
function sharedTextFiles(): string[] {
  return (fs.readdirSync("src", { recursive: true }) as string[])
    .map((file) => path.posix.join("src", file.split(path.sep).join("/")))
    .filter((file) => /(texts?|Texts?|[mM]ail\w*|[rR]eceipt\w*|i18n\/(sv|en|da))\.tsx?$/.test(file) && !file.includes(".test.") && !WEDDING_ONLY.some((only) => only.test(file)));
}

/** The file's string literals that read as text (a camelCase field name such as weddingYesOrNo is code). */
const textLiterals = (source: string) => (source.match(/"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? []).filter((literal) => !/^["`][a-z]+[A-Z]\w*["`]$/.test(literal));

describe("the party and event brands' words", () => {
  it.each(["party", "event"] as const)("no %s text built from the brand word table speaks of a wedding, in any language", (brand) => {
    for (const [name, texts] of Object.entries(BRAND_TEXTS)) {
      for (const language of UI_LANGUAGES) expect(JSON.stringify(texts[brand][language]), `${name}.${brand}.${language}`).not.toMatch(WEDDING_WORDS);
      for (const language of UI_LANGUAGES) expect(linkNotFoundPage(language, brand)).not.toMatch(WEDDING_WORDS);
    }
  });

  it("names each brand's hosts, and the wedding keeps its own words", () => {
    expect([HOUSEHOLD_RSVP_TEXTS.wedding.sv.message, HOUSEHOLD_RSVP_TEXTS.party.sv.message, HOUSEHOLD_RSVP_TEXTS.event.sv.message]).toEqual([
      "Meddelande till värdparet",
      "Meddelande till värdarna",
      "Meddelande till arrangören",
    ]);
    expect([HOUSEHOLD_RSVP_TEXTS.party.en.message, HOUSEHOLD_RSVP_TEXTS.event.en.message, HOUSEHOLD_RSVP_TEXTS.party.da.message]).toEqual(["Message to the hosts", "Message to the organiser", "Besked til værterne"]);
    expect(GUEST_EVENT_TEXTS.wedding.sv.lead).toContain("till exempel vigsel, middag och fest");
    expect(GUEST_EVENT_TEXTS.wedding.da.namePlaceholder).toBe("Vielse");
    expect(MODULE_CHOICE_DESCRIPTIONS.wedding.en.PeopleList).toBe("Introduce the toastmasters, bridesmaids and others.");
    expect(REPLY_CLOSED_TEXTS.event.da).toBe("Sidste frist for at svare er overskredet. Kontakt arrangøren, hvis noget har ændret sig.");
  });

  it("leaves no wedding word in the texts every brand shares", () => {
    const files = sharedTextFiles();
    expect(files.length).toBeGreaterThan(50);
    const leaks = files.flatMap((file) => textLiterals(fs.readFileSync(file, "utf8")).filter((literal) => WEDDING_WORDS.test(literal)).map((literal) => `${file}: ${literal.slice(0, 80)}`));
    expect(leaks).toEqual([]);
  });
});
