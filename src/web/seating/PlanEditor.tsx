import { useState } from "react";
import { fill } from "../../domain/fill";
import type { PlacementProblem } from "../../domain/seating/placementTypes";
import type { SeatingEvent, SeatingTable } from "../../domain/seating/plan";
import type { TableValues } from "../../domain/seating/types";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog";
import { useMediaQuery } from "../editor/drawers/useMediaQuery";
import { dropPoint, lineUp, newTablePoint } from "./arrange";
import { GuestDetails } from "./GuestDetails";
import { GuestsPanel } from "./GuestsPanel";
import { PlacementProblems } from "./PlacementProblems";
import { PlanList } from "./PlanList";
import { PlanNotices } from "./PlanNotices";
import { PlanToolbar } from "./PlanToolbar";
import { GuestMarksEditor } from "./rules/GuestMarksEditor";
import { RulesPanel } from "./rules/RulesPanel";
import { SeatingCanvas } from "./SeatingCanvas";
import { SeatingDownloads } from "./SeatingDownloads";
import { fillTable, freeSeats, moveTo } from "./seatChoices";
import { useSeatingPlan } from "./seatingApi";
import { TableDialog } from "./TableDialog";
import { TablePanel } from "./TablePanel";
import { SEATING_TEXTS } from "./texts";
import { useGuestDrag } from "./useGuestDrag";
import { usePlanEditor } from "./usePlanEditor";
import { useUndoKeys } from "./useUndoKeys";

/** Below this width the plan is the list: every action a button, no drawing to aim at. */
const PHONE = "(max-width: 47.99em)";

/** One event's plan: the room or the list, the unplaced guests, the chosen table or guest, and the plan's tools. */
export function PlanEditor({ siteId, event }: { siteId: string; event: SeatingEvent }) {
  const texts = useOwnerTexts(SEATING_TEXTS);
  const query = useSeatingPlan(siteId, event.id);
  const editor = usePlanEditor(siteId, event.id, texts);
  const phone = useMediaQuery(PHONE);
  const [view, setView] = useState<"room" | "list">("room");
  const [snap, setSnap] = useState(true);
  const [chosenGuestId, setChosenGuestId] = useState<string>();
  const [chosenTableIds, setChosenTableIds] = useState<string[]>([]);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<{ table?: SeatingTable }>();
  const [deleting, setDeleting] = useState<SeatingTable>();
  const [problems, setProblems] = useState<PlacementProblem[]>();
  const [said, setSaidNow] = useState("");
  // Emptied first, so the same words twice (two seats locked in a row) are announced twice.
  const setSaid = (text: string) => {
    setSaidNow("");
    requestAnimationFrame(() => setSaidNow(text));
  };
  const { startDrag, ghost } = useGuestDrag((guestId, target) => place(guestId, target.tableId, target.seat));
  useUndoKeys(() => void undo(), () => void redo());

  const plan = query.data;
  if (!plan) {
    return query.error ? (
      <p className="notice notice--error" role="alert">
        {texts.loadFailed}
      </p>
    ) : null;
  }
  const asList = phone || view === "list";
  const guest = (id: string | undefined) => plan.guests.find((candidate) => candidate.id === id);
  const tableOf = (id: string | null) => plan.tables.find((table) => table.id === id);
  const chosenGuest = guest(chosenGuestId);
  const chosenTables = chosenTableIds.flatMap((id) => tableOf(id) ?? []);

  async function place(guestId: string, tableId: string, seat: number | null) {
    const mover = guest(guestId);
    const table = tableOf(tableId);
    if (!mover || !table) return;
    if (mover.locked) return setSaid(fill(texts.lockedSeat, { guest: mover.name }));
    const to = seat ?? freeSeats(plan!, table)[0];
    if (to === undefined || (mover.tableId === tableId && mover.seat === to)) return;
    const moves = moveTo(plan!, guestId, tableId, to);
    if (moves === "locked") return setSaid(fill(texts.lockedSeat, { guest: plan!.guests.find((other) => other.tableId === tableId && other.seat === to)?.name ?? "" }));
    const other = moves[1] ? guest(moves[1].guestId) : undefined;
    if (await editor.apply({ kind: "seats", moves })) {
      setChecked((kept) => new Set([...kept].filter((id) => id !== guestId)));
      setSaid(other ? fill(texts.swapped, { guest: mover.name, other: other.name }) : fill(texts.placed, { guest: mover.name, table: table.name, seat: to + 1 }));
    }
  }

  async function placeChecked(tableId: string) {
    const table = tableOf(tableId);
    if (!table) return;
    const { moves, left } = fillTable(plan!, [...checked], table);
    if (moves.length > 0 && !(await editor.apply({ kind: "seats", moves }))) return;
    setChecked(new Set(left));
    const leftNames = left.map((id) => guest(id)?.name ?? "").join(", ");
    setSaid([moves.length > 0 ? fill(texts.bulkPlaced, { count: moves.length, table: table.name }) : "", left.length > 0 ? fill(texts.bulkLeft, { names: leftNames, table: table.name }) : ""].filter(Boolean).join(" "));
  }

  async function unplace(guestId: string) {
    const mover = guest(guestId);
    if (mover && (await editor.apply({ kind: "seats", moves: [{ guestId, tableId: null, seat: null }] }))) setSaid(fill(texts.unplaced, { guest: mover.name }));
  }

  async function lock(guestId: string, locked: boolean) {
    if (await editor.apply({ kind: "lock", guestIds: [guestId], locked })) setSaid(locked ? texts.lockedDone : texts.unlockedDone);
  }

  function seatPressed(tableId: string, seat: number) {
    const seated = plan!.guests.find((candidate) => candidate.tableId === tableId && candidate.seat === seat);
    if (seated) return chooseGuest(seated.id);
    if (chosenGuestId) void place(chosenGuestId, tableId, seat);
  }

  function chooseGuest(guestId: string) {
    setChosenGuestId((was) => (was === guestId ? undefined : guestId));
    setChosenTableIds([]);
  }

  function chooseTable(tableId: string, add: boolean) {
    setChosenGuestId(undefined);
    setChosenTableIds((was) => (add ? (was.includes(tableId) ? was.filter((id) => id !== tableId) : [...was, tableId]) : was.length === 1 && was[0] === tableId ? [] : [tableId]));
  }

  async function moveTable(table: SeatingTable, x: number, y: number) {
    const at = dropPoint(x, y, snap);
    if (at.x === table.x && at.y === table.y) return;
    if (await editor.apply({ kind: "tables", patches: [{ tableId: table.id, patch: at }] })) setSaid(fill(texts.tableMoved, { table: table.name }));
  }

  async function saveTable(values: Omit<TableValues, "x" | "y" | "rotation">) {
    const editing = dialog?.table;
    setDialog(undefined);
    if (editing) {
      await editor.apply({ kind: "tables", patches: [{ tableId: editing.id, patch: values }] });
      return;
    }
    const point = newTablePoint(plan!.tables.length);
    if (await editor.apply({ kind: "addTable", values: { ...values, ...point, rotation: 0 }, seated: [] })) setSaid(fill(texts.tableAdded, { table: values.name }));
  }

  async function deleteTable(table: SeatingTable) {
    setDeleting(undefined);
    setChosenTableIds((was) => was.filter((id) => id !== table.id));
    if (await editor.apply({ kind: "deleteTable", tableId: table.id })) setSaid(fill(texts.tableDeleted, { table: table.name }));
  }

  async function undo() {
    if (editor.canUndo && (await editor.undo())) setSaid(texts.undone);
  }
  async function redo() {
    if (editor.canRedo && (await editor.redo())) setSaid(texts.redone);
  }

  async function placeForMe() {
    const found = await editor.place();
    if (found) {
      setProblems(found);
      setChecked(new Set());
    }
  }

  const newDefaults: TableValues = { name: fill(texts.tableDefaultName, { number: plan.tables.length + 1 }), shape: "round", seats: 8, x: 0, y: 0, rotation: 0, nearExit: false, nearSpeakers: false };
  const seatedAt = (table: SeatingTable | undefined) => (table ? plan.guests.filter((seated) => seated.tableId === table.id).length : 0);

  return (
    <div className="seating-plan" data-view={asList ? "list" : "room"}>
      <PlanNotices texts={texts} notices={plan.notices} onDismiss={() => void editor.dismissNotices()} />
      <PlanToolbar
        texts={texts}
        phone={phone}
        view={view}
        snap={snap}
        saving={editor.saving}
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        canPlace={plan.tables.length > 0 && plan.guests.length > 0}
        onView={setView}
        onSnap={setSnap}
        onAddTable={() => setDialog({})}
        onPlaceForMe={() => void placeForMe()}
        onUndo={() => void undo()}
        onRedo={() => void redo()}
      />
      {editor.conflict && (
        <p className="notice notice--error seating__conflict" role="alert">
          {editor.conflict}
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
      {problems && <PlacementProblems texts={texts} plan={plan} problems={problems} />}
      <RulesPanel plan={plan} onChange={(rules) => void editor.setRules(rules)} />
      <div className="seating-plan__body">
        <div className="seating-plan__main">
          {plan.tables.length === 0 ? (
            <p className="card seating__empty">{texts.noTables}</p>
          ) : asList ? (
            <PlanList texts={texts} plan={plan} chosenGuest={chosenGuest} chosenTableIds={chosenTableIds} checkedCount={checked.size} onChooseGuest={chooseGuest} onChooseTable={chooseTable} onSeat={seatPressed} onPlaceChecked={(id) => void placeChecked(id)} />
          ) : (
            <SeatingCanvas texts={texts} plan={plan} chosenTableIds={chosenTableIds} chosenGuestId={chosenGuestId} onChooseTable={chooseTable} onMoveTable={(table, x, y) => void moveTable(table, x, y)} onSeat={seatPressed} onGuestPointerDown={startDrag} />
          )}
        </div>
        <div className="seating-plan__side">
          {chosenGuest && <GuestDetails key={chosenGuest.id} texts={texts} plan={plan} guest={chosenGuest} onPlace={(tableId, seat) => void place(chosenGuest.id, tableId, seat)} onUnplace={() => void unplace(chosenGuest.id)} onLock={(locked) => void lock(chosenGuest.id, locked)} onMarks={(marks) => void editor.mark(marks)} onClose={() => setChosenGuestId(undefined)} />}
          {!chosenGuest && checked.size > 0 && (
            <section className="card">
              <GuestMarksEditor plan={plan} guestIds={[...checked]} onMarks={(marks) => void editor.mark(marks)} />
            </section>
          )}
          <TablePanel texts={texts} tables={chosenTables} onEdit={(table) => setDialog({ table })} onDelete={setDeleting} onRotate={(table, rotation) => void editor.apply({ kind: "tables", patches: [{ tableId: table.id, patch: { rotation } }] })} onLineUp={(direction) => void editor.apply({ kind: "tables", patches: lineUp(chosenTables, direction) })} />
          <GuestsPanel
            texts={texts}
            plan={plan}
            chosenGuestId={chosenGuestId}
            checked={checked}
            onCheck={(ids, on) => setChecked((kept) => new Set(on ? [...kept, ...ids] : [...kept].filter((id) => !ids.includes(id))))}
            onChooseGuest={chooseGuest}
            onPlaceChecked={(id) => void placeChecked(id)}
            onGuestPointerDown={startDrag}
          />
        </div>
      </div>
      {plan.tables.length > 0 && <SeatingDownloads texts={texts} siteId={siteId} event={event} openSearch={plan.openSearch} onOpenSearch={(on) => void editor.setOpenSearch(on)} />}
      {dialog && <TableDialog texts={texts} table={dialog.table} defaults={newDefaults} seated={seatedAt(dialog.table)} onSave={(values) => void saveTable(values)} onClose={() => setDialog(undefined)} />}
      <ConfirmDialog
        open={deleting !== undefined}
        title={fill(texts.deleteTitle, { table: deleting?.name ?? "" })}
        text={seatedAt(deleting) > 0 ? fill(texts.deleteText, { count: seatedAt(deleting) }) : texts.deleteTextEmpty}
        confirmLabel={texts.deleteTable}
        cancelLabel={texts.cancel}
        danger
        onConfirm={() => deleting && void deleteTable(deleting)}
        onCancel={() => setDeleting(undefined)}
      />
      {ghost && (
        <div className="seating-ghost" style={{ left: ghost.x, top: ghost.y }} aria-hidden="true">
          {ghost.name}
        </div>
      )}
    </div>
  );
}
