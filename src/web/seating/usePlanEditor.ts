import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useRef, useState } from "react";
import type { PlacementProblem } from "../../domain/seating/placementTypes";
import type { SeatingPlan } from "../../domain/seating/plan";
import type { GuestMarks, SeatingRules } from "../../domain/seating/types";
import { isStatus } from "../../kit/api/client";
import { useShowError } from "../../kit/errors/useShowError";
import { afterRun, EMPTY_HISTORY, inverseOf, withTableRenamed, type History, type PlanChange } from "./history";
import { seatDifference } from "./seatChoices";
import { seatingCalls, seatingEventsKey, seatingPlanKey } from "./seatingApi";

interface EditorTexts {
  conflict: string;
  saveFailed: string;
}

/**
 * The couple's changes to one plan: sent one at a time in order (each seat change names the
 * revision it was made on), the answer's plan drawn at once, and undo and redo kept as the calls
 * that reverse each change. A 409 (another tab took the seat) reads the plan again and says so.
 */
export function usePlanEditor(siteId: string, eventId: string, texts: EditorTexts) {
  const queryClient = useQueryClient();
  const showError = useShowError();
  const calls = useMemo(() => seatingCalls(siteId, eventId), [siteId, eventId]);
  const key = useMemo(() => seatingPlanKey(siteId, eventId), [siteId, eventId]);
  const [history, setHistoryState] = useState<History>(EMPTY_HISTORY);
  // The queue reads the history between calls, so it is kept beside the state that draws the buttons.
  const historyRef = useRef<History>(EMPTY_HISTORY);
  const setHistory = useCallback((next: (kept: History) => History) => {
    historyRef.current = next(historyRef.current);
    setHistoryState(historyRef.current);
  }, []);
  const [pending, setPending] = useState(0);
  const [conflict, setConflict] = useState("");
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const current = useCallback(() => queryClient.getQueryData<SeatingPlan>(key)!, [queryClient, key]);
  const show = useCallback((plan: SeatingPlan) => queryClient.setQueryData(key, plan), [queryClient, key]);

  /** One change sent; answers what undoes it. */
  const send = useCallback(
    async (change: PlanChange): Promise<PlanChange[]> => {
      const before = current();
      let after = before;
      switch (change.kind) {
        case "seats":
          if (change.moves.length > 0) after = await calls.moveSeats({ revision: before.revision, changes: change.moves });
          break;
        case "tables":
          for (const { tableId, patch } of change.patches) after = await calls.patchTable(tableId, patch);
          break;
        case "addTable": {
          after = await calls.addTable(change.values);
          const added = after.tables.find((table) => !before.tables.some((known) => known.id === table.id));
          if (added && change.tableId) {
            const from = change.tableId;
            setHistory((kept) => withTableRenamed(kept, from, added.id));
          }
          const comingBack = change.seated.filter(({ guestId }) => after.guests.some((guest) => guest.id === guestId && guest.tableId === null));
          if (added && comingBack.length > 0) after = await calls.moveSeats({ revision: after.revision, changes: comingBack.map(({ guestId, seat }) => ({ guestId, tableId: added.id, seat })) });
          break;
        }
        case "deleteTable":
          after = await calls.deleteTable(change.tableId);
          break;
        case "lock":
          after = await calls.mark({ guestIds: change.guestIds, locked: change.locked });
          break;
      }
      show(after);
      return inverseOf(change, before, after);
    },
    [calls, current, show, setHistory],
  );

  /** Calls in order after whatever is still being sent; a refusal stops the rest and leaves the history as it was. */
  const enqueue = useCallback(
    <T>(work: () => Promise<T>): Promise<T | undefined> => {
      setPending((count) => count + 1);
      const run = queue.current.then(async () => {
        try {
          setConflict("");
          await queryClient.cancelQueries({ queryKey: key });
          return await work();
        } catch (error) {
          if (isStatus(error, 409)) {
            setConflict(texts.conflict);
            await queryClient.invalidateQueries({ queryKey: key });
          } else showError(error, texts.saveFailed);
          return undefined;
        } finally {
          setPending((count) => count - 1);
          void queryClient.invalidateQueries({ queryKey: seatingEventsKey(siteId), exact: true });
        }
      });
      queue.current = run;
      return run;
    },
    [queryClient, key, siteId, showError, texts],
  );

  const runAll = useCallback(
    async (changes: PlanChange[]) => {
      const inverses: PlanChange[][] = [];
      for (const change of changes) inverses.unshift(await send(change));
      return inverses.flat();
    },
    [send],
  );

  /** A change of the couple's: true once saved. */
  const apply = useCallback(
    async (change: PlanChange) => {
      const inverse = await enqueue(() => runAll([change]));
      if (inverse) setHistory((kept) => afterRun(kept, "change", inverse));
      return inverse !== undefined;
    },
    [enqueue, runAll, setHistory],
  );

  const step = useCallback(
    (direction: "undo" | "redo") =>
      enqueue(async () => {
        const entry = historyRef.current[direction].at(-1);
        if (!entry) return;
        try {
          const inverse = await runAll(entry);
          setHistory((kept) => afterRun(kept, direction, inverse));
          return true;
        } catch (error) {
          // A step that cannot run (the plan moved on under it) is dropped, not tried again and again.
          setHistory((kept) => ({ ...kept, [direction]: kept[direction].slice(0, -1) }));
          throw error;
        }
      }),
    [enqueue, runAll, setHistory],
  );

  /** "Placera åt mig": the seats it changes are one step to undo. */
  const place = useCallback(async (): Promise<PlacementProblem[] | undefined> => {
    const answer = await enqueue(async () => {
      const before = current();
      const result = await calls.place(before.revision);
      show(result.plan);
      return { problems: result.problems, inverse: [{ kind: "seats", moves: seatDifference(result.plan, before) } satisfies PlanChange] };
    });
    if (answer) setHistory((kept) => afterRun(kept, "change", answer.inverse));
    return answer?.problems;
  }, [enqueue, calls, current, show, setHistory]);

  const dismissNotices = useCallback(() => enqueue(async () => show(await calls.dismissNotices())), [enqueue, calls, show]);
  /** A setting of the plan (open search, rules, marks): shown at once, saved in turn with the moves, not a step to undo; a refusal reads the plan again. */
  const saveSetting = useCallback(
    async (shown: (plan: SeatingPlan) => SeatingPlan, call: () => Promise<SeatingPlan>) => {
      show(shown(current()));
      const saved = await enqueue(async () => show(await call()));
      if (!saved) await queryClient.invalidateQueries({ queryKey: key });
    },
    [enqueue, current, show, queryClient, key],
  );
  const setOpenSearch = useCallback((openSearch: boolean) => saveSetting((plan) => ({ ...plan, openSearch }), () => calls.setOpenSearch(openSearch)), [saveSetting, calls]);
  const setRules = useCallback((rules: SeatingRules) => saveSetting((plan) => ({ ...plan, rules }), () => calls.setRules(rules)), [saveSetting, calls]);
  const mark = useCallback((marks: GuestMarks) => saveSetting((plan) => withMarks(plan, marks), () => calls.mark(marks)), [saveSetting, calls]);

  return {
    apply,
    undo: () => step("undo"),
    redo: () => step("redo"),
    place,
    dismissNotices,
    setOpenSearch,
    setRules,
    mark,
    canUndo: history.undo.length > 0,
    canRedo: history.redo.length > 0,
    saving: pending > 0,
    conflict,
  };
}

/** The marks as the page shows them before the server's answer: each field given is set on each guest named. */
function withMarks(plan: SeatingPlan, { guestIds, ...marks }: GuestMarks): SeatingPlan {
  const given = Object.fromEntries(Object.entries(marks).filter(([, value]) => value !== undefined));
  return { ...plan, guests: plan.guests.map((guest) => (guestIds.includes(guest.id) ? { ...guest, ...given } : guest)) };
}
