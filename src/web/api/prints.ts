/** The card calls (spec 3, section 7; decision 035). */

import type { PrintCard } from "../../domain/print/card";
import { api } from "./client";

/** A stored card as the API answers it. */
export type StoredPrint = PrintCard & { _id: string; site: string };

const printPath = (printId: string) => `/api/prints/${encodeURIComponent(printId)}`;

export const fetchPrint = (printId: string) => api.get<StoredPrint>(printPath(printId));
