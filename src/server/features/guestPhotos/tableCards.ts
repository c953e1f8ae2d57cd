import QRCode from "qrcode";
import { z } from "zod";
import { uiLanguageFor } from "../../../domain/languages";
import type { SiteRow } from "../../core";
import type { Deps } from "../../deps";
import { setSheetBoxes } from "../printing/printBoxes";
import { designSettings, printDesign } from "../seatingPrints/printDesign";
import { siteTitle } from "../seatingPrints/printSource";
import { A4 } from "../seatingPrints/sheetPage";
import { photoUploadUrl } from "./siteLinks";
import { tableCardsHtml, TABLE_CARDS_PER_SHEET } from "./tableCardsHtml";
import { GUEST_PHOTO_TEXTS } from "./texts";

/** How many cards: one a table; a sheet's four unless asked, at most a large wedding's tables. */
export const tableCardsQuery = z.object({ count: z.coerce.number().int().min(1).max(100).default(TABLE_CARDS_PER_SHEET) });
/** The languages a card speaks: the site's, the main one first, at most three so the card stays readable. */
const CARD_LANGUAGES_MAX = 3;

/** The table cards as a print-ready PDF in the site's design, drawn by the print renderer. */
export async function tableCardsFile(deps: Pick<Deps, "config" | "printRenderer">, site: SiteRow, count: number): Promise<{ body: Uint8Array; words: string[] }> {
  const settings = designSettings(site.document);
  const texts = GUEST_PHOTO_TEXTS[uiLanguageFor(settings.language)];
  const languages = [settings.language, ...settings.availableLanguages.map((entry) => entry.languageCode).filter((code) => code !== settings.language)].slice(0, CARD_LANGUAGES_MAX);
  const invitations = [...new Map(languages.map((language) => [GUEST_PHOTO_TEXTS[uiLanguageFor(language)].cardInvitation, language])).entries()].map(([text, language]) => ({ language, text }));
  const url = photoUploadUrl(deps, site);
  const names = siteTitle(site.document);
  const html = tableCardsHtml(
    {
      language: settings.language,
      title: texts.cardsFile,
      heading: texts.cardHeading,
      invitations,
      names,
      qrSvg: await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 0 }),
      address: new URL(url).host,
      design: await printDesign(settings),
    },
    count,
  );
  const { pdf } = await deps.printRenderer.renderSheets({ name: "table cards", html });
  return { body: await setSheetBoxes(pdf, { ...A4, bleedMm: 0 }, Math.ceil(count / TABLE_CARDS_PER_SHEET)), words: [texts.cardsFile, names] };
}
