import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import type { GiftsOverview } from "../../api/gifts";
import { useI18n } from "../../i18n/useI18n";
import { WorkbookButton } from "../WorkbookButton";
import { giftSheet } from "./giftList";
import { GIFT_LIST_TEXTS } from "./texts";

/** Every gift (whatever the filter) as gavor.xlsx, with the list's columns (decision 097). */
export function GiftExportButton({ overview }: { overview: GiftsOverview }) {
  const texts = useOwnerTexts(GIFT_LIST_TEXTS);
  const { language } = useI18n();
  return <WorkbookButton tables={() => [giftSheet(overview.gifts, overview.currency, language, texts)]} fileName={texts.fileName} texts={texts} />;
}
