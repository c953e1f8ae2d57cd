import { useState } from "react";
import type { GuestListOverview } from "../../domain/guestList/overview";
import { useI18n } from "../i18n/useI18n";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useShowError } from "../../kit/errors/useShowError";
import { exportRows } from "./answerTable";
import type { AnswersView } from "./answersView";
import { exportedSheets } from "./examples";
import { DownloadIcon } from "./icons";
import { guestListSheet } from "./guestList/guestView";
import { GUEST_VIEW_TEXTS } from "./guestList/texts";
import { ANSWERS_TEXTS } from "./texts";

/** Downloads the answers (never the examples) as an Excel file, with a guest-list sheet when the site has one; exceljs is loaded only now (spec 3, section 7). */
export function ExportButton({ view, guestList, fileName, sheetName }: { view: AnswersView; guestList?: GuestListOverview; fileName: string; sheetName: string }) {
  const texts = useOwnerTexts(ANSWERS_TEXTS);
  const guestTexts = useOwnerTexts(GUEST_VIEW_TEXTS);
  const { language } = useI18n();
  const showError = useShowError();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { downloadWorkbook } = await import("./excelExport");
      const header = [...view.columns.map((column) => column.label), texts.date];
      const answers = { sheetName, header, rows: exportRows(view.rows) };
      const guestSheet = guestList && guestListSheet(guestList, language, guestTexts);
      await downloadWorkbook(exportedSheets({ demo: view.overview.demo, answers, guestList: guestSheet }), fileName);
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
