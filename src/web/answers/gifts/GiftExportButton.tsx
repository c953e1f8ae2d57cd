import { useState } from "react";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useShowError } from "../../../kit/errors/useShowError";
import type { GiftsOverview } from "../../api/gifts";
import { useI18n } from "../../i18n/useI18n";
import { DownloadIcon } from "../icons";
import { giftSheet } from "./giftList";
import { GIFT_LIST_TEXTS } from "./texts";

/** Every gift (whatever the filter) as gavor.xlsx, with the list's columns; exceljs is loaded only now (decision 097). */
export function GiftExportButton({ overview }: { overview: GiftsOverview }) {
  const texts = useOwnerTexts(GIFT_LIST_TEXTS);
  const { language } = useI18n();
  const showError = useShowError();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { downloadWorkbook } = await import("../excelExport");
      await downloadWorkbook([giftSheet(overview.gifts, overview.currency, language, texts)], texts.fileName);
    } catch (error) {
      showError(error, texts.exportFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="button button--secondary answers__export" disabled={busy} onClick={() => void download()}>
      <DownloadIcon />
      {busy ? texts.exporting : texts.export}
    </button>
  );
}
