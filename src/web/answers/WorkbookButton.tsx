import { useState } from "react";
import { useShowError } from "../../kit/errors/useShowError";
import type { ExportTable } from "./excelExport";
import { DownloadIcon } from "./icons";

/** A button that downloads `tables` as one Excel file; exceljs is loaded only when pressed (spec 3, section 7). */
export function WorkbookButton({ tables, fileName, texts }: { tables: () => ExportTable[]; fileName: string; texts: { export: string; exporting: string; exportFailed: string } }) {
  const showError = useShowError();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { downloadWorkbook } = await import("./excelExport");
      await downloadWorkbook(tables(), fileName);
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
