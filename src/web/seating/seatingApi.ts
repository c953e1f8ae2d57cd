import { useQuery } from "@tanstack/react-query";
import type { PlacementProblem } from "../../domain/seating/placementTypes";
import type { SeatingEvent, SeatingPlan } from "../../domain/seating/plan";
import type { GuestMarks, SeatChanges, SeatingRules, TableInput, TablePatch } from "../../domain/seating/types";
import { api } from "../../kit/api/client";
import { sitePath } from "../../kit/api/paths";

/** The owner's seating calls (issue 35): every write answers the whole plan with its new revision. */
const seatingPath = (siteId: string) => `${sitePath(siteId)}/seating`;
const planPath = (siteId: string, eventId: string) => `${seatingPath(siteId)}/${encodeURIComponent(eventId)}`;
const tablePath = (siteId: string, eventId: string, tableId: string) => `${planPath(siteId, eventId)}/tables/${encodeURIComponent(tableId)}`;

export const seatingEventsKey = (siteId: string) => ["sites", siteId, "seating"] as const;
export const seatingPlanKey = (siteId: string, eventId: string) => ["sites", siteId, "seating", eventId] as const;

/** Another tab's work shows within this while the page is in view, and at once when it gets focus again. */
export const PLAN_REFETCH_MS = 20_000;

export function useSeatingEvents(siteId: string) {
  return useQuery({ queryKey: seatingEventsKey(siteId), queryFn: () => api.get<{ events: SeatingEvent[] }>(seatingPath(siteId)).then((answer) => answer.events) });
}

export function useSeatingPlan(siteId: string, eventId: string | undefined) {
  return useQuery({
    queryKey: seatingPlanKey(siteId, eventId ?? ""),
    queryFn: () => api.get<SeatingPlan>(planPath(siteId, eventId!)),
    enabled: eventId !== undefined,
    refetchInterval: PLAN_REFETCH_MS,
    refetchOnWindowFocus: "always",
    // A read that left before a write and came back after it is older than the write's answer: kept out.
    structuralSharing: (held: unknown, read: unknown) => (held && (read as SeatingPlan).revision < (held as SeatingPlan).revision ? held : read),
  });
}

export const seatingCalls = (siteId: string, eventId: string) => ({
  addTable: (input: TableInput) => api.post<SeatingPlan>(`${planPath(siteId, eventId)}/tables`, input),
  patchTable: (tableId: string, patch: TablePatch) => api.patch<SeatingPlan>(tablePath(siteId, eventId, tableId), patch),
  deleteTable: (tableId: string) => api.delete<SeatingPlan>(tablePath(siteId, eventId, tableId)),
  moveSeats: (changes: SeatChanges) => api.put<SeatingPlan>(`${planPath(siteId, eventId)}/seats`, changes),
  mark: (marks: GuestMarks) => api.put<SeatingPlan>(`${planPath(siteId, eventId)}/marks`, marks),
  dismissNotices: () => api.delete<SeatingPlan>(`${planPath(siteId, eventId)}/notices`),
  setRules: (rules: SeatingRules) => api.put<SeatingPlan>(`${planPath(siteId, eventId)}/rules`, rules),
  setOpenSearch: (openSearch: boolean) => api.put<SeatingPlan>(`${planPath(siteId, eventId)}/settings`, { openSearch }),
  place: (revision: number) => api.post<{ plan: SeatingPlan; problems: PlacementProblem[] }>(`${planPath(siteId, eventId)}/placement`, { revision }),
});
export type SeatingCalls = ReturnType<typeof seatingCalls>;

/** The plan's print files: place cards, the poster for the door, the caterer's list (PDF and Excel). */
export const seatingFiles = (siteId: string, eventId: string) => {
  const base = planPath(siteId, eventId);
  return {
    placeCards: `${base}/place-cards.pdf`,
    posterA3: `${base}/poster.pdf?size=a3`,
    posterA2: `${base}/poster.pdf?size=a2`,
    catererExcel: `${base}/caterer.xlsx`,
    catererPdf: `${base}/caterer.pdf`,
  };
};
