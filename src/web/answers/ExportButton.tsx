import type { GuestListOverview } from "../../domain/guestList/overview";
import { useI18n } from "../i18n/useI18n";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { exportRows } from "./answerTable";
import type { AnswersView } from "./answersView";
import { exportedSheets } from "./examples";
import { WorkbookButton } from "./WorkbookButton";
import { guestListSheet } from "./guestList/guestView";
import { GUEST_VIEW_TEXTS } from "./guestList/texts";
import { ANSWERS_TEXTS } from "./texts";

/** Downloads the answers (never the examples) as an Excel file, with a guest-list sheet when the site has one. */
export function ExportButton({ view, guestList, fileName, sheetName }: { view: AnswersView; guestList?: GuestListOverview; fileName: string; sheetName: string }) {
  const texts = useOwnerTexts(ANSWERS_TEXTS);
  const guestTexts = useOwnerTexts(GUEST_VIEW_TEXTS);
  const { language } = useI18n();
  const tables = () => {
    const header = [...view.columns.map((column) => column.label), texts.date];
    const answers = { sheetName, header, rows: exportRows(view.rows) };
    const guestSheet = guestList && guestListSheet(guestList, language, guestTexts);
    return exportedSheets({ demo: view.overview.demo, answers, guestList: guestSheet });
  };
  return <WorkbookButton tables={tables} fileName={fileName} texts={texts} />;
}
