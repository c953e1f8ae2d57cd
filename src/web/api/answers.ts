/** The owner's answers overview (docs/api.md): guests' RSVP answers and Form submissions, list and delete. */

import { useQuery } from "@tanstack/react-query";
import type { AnswerEntry, AnswersResponse } from "../../domain/answers";
import { api } from "./client";

/** RSVP answers come from the RSVP modules, submissions from the Form modules (speech sign-ups, song wishes). */
export type AnswerKind = "rsvp" | "form";

const listPath = (kind: AnswerKind, siteId: string) =>
  kind === "rsvp" ? `/api/rsvps/${encodeURIComponent(siteId)}/v4` : `/api/form-submissions/${encodeURIComponent(siteId)}`;

export const answersKey = (siteId: string, kind: AnswerKind) => ["sites", siteId, "answers", kind] as const;

/** Not asked for without a site (quick start shows examples only). */
export function useAnswers(siteId: string | undefined, kind: AnswerKind) {
  return useQuery({
    queryKey: answersKey(siteId ?? "", kind),
    queryFn: async (): Promise<AnswerEntry[]> => (await api.get<AnswersResponse>(listPath(kind, siteId!))).data,
    enabled: siteId !== undefined,
  });
}

export const deleteAnswer = (siteId: string, kind: AnswerKind, answerId: string) => api.delete<object>(`${listPath(kind, siteId)}/${encodeURIComponent(answerId)}`);
