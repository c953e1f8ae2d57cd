import { fill } from "../../domain/fill";
import type { PhotoTexts } from "./texts";
import type { RowState, UploadRow } from "./upload/useUploads";

function stateText(state: RowState, texts: PhotoTexts): string {
  switch (state.kind) {
    case "sending":
      return fill(texts.sending, { percent: state.percent });
    case "processing":
      return texts.processing;
    case "done":
      return texts.done;
    case "pending":
      return texts.pending;
    case "failed":
      return texts.failed;
    case "chooseAgain":
      return fill(texts.sending, { percent: state.percent });
  }
}

const percentOf = (state: RowState): number | undefined => (state.kind === "sending" || state.kind === "chooseAgain" ? state.percent : state.kind === "failed" ? undefined : 100);

/** A row per chosen file: its picture, its name, a progress bar and where it stands. */
export function UploadRows({ rows, texts, onRetry }: { rows: UploadRow[]; texts: PhotoTexts; onRetry: (key: string) => void }) {
  if (!rows.length) return null;
  return (
    <ul className="guest-photos__uploads" aria-label={texts.uploads}>
      {rows.map((row) => {
        const percent = percentOf(row.state);
        return (
          <li key={row.key} className={`photo-upload photo-upload--${row.state.kind}`}>
            {row.thumb ? <img className="photo-upload__thumb" src={row.thumb} alt="" /> : <span className="photo-upload__thumb" aria-hidden="true" />}
            <div className="photo-upload__body">
              <span className="photo-upload__name">{row.name}</span>
              {percent !== undefined && <progress className="photo-upload__progress" max={100} value={percent} aria-label={row.name} />}
              <span className="photo-upload__state" role="status">
                {stateText(row.state, texts)}
              </span>
              {row.state.kind === "failed" && row.state.reason && <span className="photo-upload__reason">{row.state.reason}</span>}
              {row.state.kind === "chooseAgain" && <span className="photo-upload__reason">{texts.chooseAgain}</span>}
              {row.state.kind === "failed" && (
                <button type="button" className="site-button site-button--secondary photo-upload__retry" onClick={() => onRetry(row.key)}>
                  {texts.retry}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
