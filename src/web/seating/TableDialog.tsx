import { useId, type FormEvent } from "react";
import { fill } from "../../domain/fill";
import { SEATS_PER_TABLE_MAX, TABLE_NAME_MAX } from "../../domain/seating/limits";
import type { SeatingTable } from "../../domain/seating/plan";
import { TABLE_SHAPES, type TableShape, type TableValues } from "../../domain/seating/types";
import { Dialog } from "../../kit/ui/Dialog";
import { CheckboxField, TextField } from "../../kit/ui/fields";
import type { SeatingTexts } from "./texts";

interface TableDialogProps {
  texts: SeatingTexts;
  /** The table being changed; none for a new one, which gets `defaults`. */
  table?: SeatingTable;
  defaults: TableValues;
  /** Guests at the table: it keeps at least as many seats. */
  seated: number;
  onSave: (values: Omit<TableValues, "x" | "y" | "rotation">) => void;
  onClose: () => void;
}

/** A table's name or number, shape, seats and whether it is near the exit or the speakers. */
export function TableDialog({ texts, table, defaults, seated, onSave, onClose }: TableDialogProps) {
  const shapeId = useId();
  const start = table ?? defaults;
  const shapeNames: Record<TableShape, string> = { round: texts.shapeRound, long: texts.shapeLong, head: texts.shapeHead };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSave({
      name: String(data.get("name")).trim(),
      shape: String(data.get("shape")) as TableShape,
      seats: Number(data.get("seats")),
      nearExit: data.get("nearExit") === "on",
      nearSpeakers: data.get("nearSpeakers") === "on",
    });
  };
  return (
    <Dialog open onClose={onClose} title={table ? fill(texts.tableDialogEdit, { table: table.name }) : texts.tableDialogNew}>
      <form className="form" onSubmit={submit}>
        <TextField label={texts.tableName} name="name" required maxLength={TABLE_NAME_MAX} defaultValue={start.name} autoFocusInDialog />
        <div className="field">
          <label className="field__label" htmlFor={shapeId}>
            {texts.tableShape}
          </label>
          <select id={shapeId} name="shape" className="field__input" defaultValue={start.shape}>
            {TABLE_SHAPES.map((shape) => (
              <option key={shape} value={shape}>
                {shapeNames[shape]}
              </option>
            ))}
          </select>
        </div>
        <TextField label={texts.tableSeats} hint={fill(texts.tableSeatsHint, { max: SEATS_PER_TABLE_MAX })} name="seats" type="number" inputMode="numeric" required min={Math.max(1, seated)} max={SEATS_PER_TABLE_MAX} defaultValue={start.seats} />
        <CheckboxField label={texts.nearExit} name="nearExit" defaultChecked={start.nearExit} />
        <CheckboxField label={texts.nearSpeakers} name="nearSpeakers" defaultChecked={start.nearSpeakers} />
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {texts.cancel}
          </button>
          <button type="submit" className="button button--primary">
            {table ? texts.save : texts.add}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
