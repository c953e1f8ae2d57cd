import { fill } from "../../domain/fill";
import type { SeatingNotice } from "../../domain/seating/plan";
import type { SeatingTexts } from "./texts";

function noticeText(texts: SeatingTexts, notice: SeatingNotice): string {
  if (notice.kind === "tableDeleted") return fill(texts.noticeTableDeleted, { guest: notice.guestName, table: notice.tableName ?? "" });
  return notice.tableName ? fill(texts.noticeDeclined, { guest: notice.guestName, table: notice.tableName }) : fill(texts.noticeDeclinedUnplaced, { guest: notice.guestName });
}

/** What changed the plan without the couple (a guest said no, a table went with guests on it), until they say OK. */
export function PlanNotices({ texts, notices, onDismiss }: { texts: SeatingTexts; notices: SeatingNotice[]; onDismiss: () => void }) {
  if (notices.length === 0) return null;
  return (
    <section className="card seating-notices" aria-labelledby="seating-notices-heading">
      <h2 id="seating-notices-heading">{texts.noticesHeading}</h2>
      <ul>
        {notices.map((notice) => (
          <li key={notice.id}>{noticeText(texts, notice)}</li>
        ))}
      </ul>
      <button type="button" className="button button--secondary" onClick={onDismiss}>
        {texts.noticesOk}
      </button>
    </section>
  );
}
