import { useState } from "react";
import { TextField } from "../../kit/ui/fields";
import { fill } from "../../domain/fill";
import type { SeatingTable } from "../../domain/seating/plan";
import { ROTATE_STEP, turned } from "./arrange";
import type { SeatingTexts } from "./texts";

interface TablePanelProps {
  texts: SeatingTexts;
  tables: SeatingTable[];
  onEdit: (table: SeatingTable) => void;
  onDelete: (table: SeatingTable) => void;
  onRotate: (table: SeatingTable, rotation: number) => void;
  onLineUp: (direction: "row" | "column") => void;
}

/** The chosen table: change it, delete it, turn it; with more than one chosen, line them up. */
export function TablePanel({ texts, tables, onEdit, onDelete, onRotate, onLineUp }: TablePanelProps) {
  const [first] = tables;
  if (!first) return null;
  return (
    <section className="card seating-details" aria-labelledby="seating-table-heading">
      <p className="eyebrow">{tables.length > 1 ? fill(texts.tablesChosen, { count: tables.length }) : texts.tableHeading}</p>
      <h2 id="seating-table-heading">{tables.map((table) => table.name).join(", ")}</h2>
      {tables.length === 1 ? (
        <>
          <div className="seating__actions">
            <button type="button" className="button button--secondary" onClick={() => onEdit(first)}>
              {texts.editTable}
            </button>
            <button type="button" className="button button--secondary" onClick={() => onDelete(first)}>
              {texts.deleteTable}
            </button>
          </div>
          <Rotation key={`${first.id}-${first.rotation}`} texts={texts} table={first} onRotate={onRotate} />
          <p className="muted seating-details__facts">{texts.lineUpHint}</p>
        </>
      ) : (
        <div className="seating__actions">
          <button type="button" className="button button--secondary" onClick={() => onLineUp("row")}>
            {texts.lineUpRow}
          </button>
          <button type="button" className="button button--secondary" onClick={() => onLineUp("column")}>
            {texts.lineUpColumn}
          </button>
        </div>
      )}
    </section>
  );
}

function Rotation({ texts, table, onRotate }: { texts: SeatingTexts; table: SeatingTable; onRotate: TablePanelProps["onRotate"] }) {
  const [value, setValue] = useState(String(table.rotation));
  const commit = () => {
    const degrees = Number(value);
    if (Number.isFinite(degrees) && value.trim() !== "" && turned(degrees, 0) !== table.rotation) onRotate(table, turned(degrees, 0));
    else setValue(String(table.rotation));
  };
  return (
    <div className="seating-rotation">
      <button type="button" className="button button--secondary" aria-label={texts.rotateLeft} title={texts.rotateLeft} onClick={() => onRotate(table, turned(table.rotation, -ROTATE_STEP))}>
        ↺
      </button>
      <TextField
        label={texts.rotation}
        type="number"
        inputMode="numeric"
        min={0}
        max={359}
        step={ROTATE_STEP}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === "Enter" && commit()}
      />
      <button type="button" className="button button--secondary" aria-label={texts.rotateRight} title={texts.rotateRight} onClick={() => onRotate(table, turned(table.rotation, ROTATE_STEP))}>
        ↻
      </button>
    </div>
  );
}
