/** The owner's answers overview (docs/api.md): guests' RSVP answers and Form submissions, list and delete. */

import { useQuery } from "@tanstack/react-query";
import type { AnswerEntry, AnswersResponse, OlderAnswer } from "../../domain/answers";
import { api } from "../../kit/api/client";

/** RSVP answers come from the RSVP modules, submissions from the Form modules (speech sign-ups, song wishes). */
export type AnswerKind = "rsvp" | "form";

const listPath = (kind: AnswerKind, siteId: string) =>
  kind === "rsvp" ? `/api/rsvps/${encodeURIComponent(siteId)}/v4` : `/api/form-submissions/${encodeURIComponent(siteId)}`;

export const answersKey = (siteId: string, kind: AnswerKind) => ["sites", siteId, "answers", kind] as const;

/** Not asked for without a site (quick start shows examples only), nor for a legacy site (it has older answers only). */
export function useAnswers(siteId: string | undefined, kind: AnswerKind, enabled = true) {
  return useQuery({
    queryKey: answersKey(siteId ?? "", kind),
    queryFn: async (): Promise<AnswerEntry[]> => (await api.get<AnswersResponse>(listPath(kind, siteId!))).data,
    enabled: siteId !== undefined && enabled,
  });
}

export const deleteAnswer = (siteId: string, kind: AnswerKind, answerId: string) => api.delete<object>(`${listPath(kind, siteId)}/${encodeURIComponent(answerId)}`);

/** The older answers of a legacy form (decision 054): RSVP persons, or speech sign-ups. */
export type OlderAnswerKind = "rsvp" | "speech";

const olderPath = (kind: OlderAnswerKind, siteId: string) => `/api/${kind === "rsvp" ? "rsvps" : "speeches"}/${encodeURIComponent(siteId)}`;

export const olderAnswersKey = (siteId: string, kind: OlderAnswerKind) => ["sites", siteId, "older-answers", kind] as const;

/** Asked for only when the site has such a form (a legacy one, or one converted from it). */
export function useOlderAnswers(siteId: string | undefined, kind: OlderAnswerKind, enabled: boolean) {
  return useQuery({
    queryKey: olderAnswersKey(siteId ?? "", kind),
    queryFn: async (): Promise<OlderAnswer[]> => (await api.get<{ data: OlderAnswer[] }>(olderPath(kind, siteId!))).data,
    enabled: siteId !== undefined && enabled,
  });
}

export const deleteOlderAnswer = (siteId: string, kind: OlderAnswerKind, answerId: string) => api.delete<object>(`${olderPath(kind, siteId)}/${encodeURIComponent(answerId)}`);
