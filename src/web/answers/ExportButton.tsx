import { useState } from "react";
import { useOwnerTexts } from "../editor/fields/useOwnerTexts";
import { useShowError } from "../errors/useShowError";
import { exportRows } from "./answerTable";
import type { AnswersView } from "./answersView";
import { DownloadIcon } from "./icons";
import { ANSWERS_TEXTS } from "./texts";

/** Downloads the answers as an Excel file; exceljs is loaded only now (spec 3, section 7). */
export function ExportButton({ view, fileName, sheetName }: { view: AnswersView; fileName: string; sheetName: string }) {
  const texts = useOwnerTexts(ANSWERS_TEXTS);
  const showError = useShowError();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { downloadWorkbook } = await import("./excelExport");
      const header = [...view.columns.map((column) => column.label), texts.date];
      await downloadWorkbook([{ sheetName, header, rows: exportRows(view.rows) }], fileName);
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
