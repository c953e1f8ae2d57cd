/** The card calls of spec 3, section 7 that the checkout reads. */

import { useQuery } from "@tanstack/react-query";
import type { PrintCard } from "../../domain/print/card";
import { api } from "./client";

/** GET /api/prints/{id}: the card, its id and its site. */
export type Print = PrintCard & { _id: string; site: string };

export const printKey = (printId: string) => ["prints", printId] as const;

export function usePrint(printId: string) {
  return useQuery({ queryKey: printKey(printId), queryFn: () => api.get<Print>(`/api/prints/${encodeURIComponent(printId)}`) });
}
