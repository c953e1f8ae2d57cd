/** The guest-list mail calls (docs/api.md, "Guest-list mails") as the send dialog, the update mails and the settings use them. */

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { GuestListSettings, GuestListSettingsInput, GuestMailKind, HouseholdMailRecord, GuestMailRecipients, GuestMailSendResult, GuestMailText } from "../../../../domain/guestList/mail";
import type { UpdateMail, UpdateMailInput, UpdateMailRecipients, UpdateMailText } from "../../../../domain/guestList/updateMails";
import { api } from "../../../../kit/api/client";
import { guestListPath } from "../../../../kit/api/paths";

const settingsPath = (siteId: string) => `${guestListPath(siteId)}/settings`;
const mailsPath = (siteId: string) => `${guestListPath(siteId)}/mails`;
const settingsKey = (siteId: string) => ["sites", siteId, "guest-list", "settings"] as const;

export function useGuestListSettings(siteId: string) {
  return useQuery({ queryKey: settingsKey(siteId), queryFn: () => api.get<GuestListSettings>(settingsPath(siteId)) });
}

/** Saves the settings and keeps the answer as the cached settings. */
export function useSaveGuestListSettings(siteId: string) {
  const client = useQueryClient();
  return useCallback(
    async (input: GuestListSettingsInput) => {
      const saved = await api.put<GuestListSettings>(settingsPath(siteId), input);
      client.setQueryData(settingsKey(siteId), saved);
      return saved;
    },
    [client, siteId],
  );
}

interface SendRequest {
  kind: GuestMailKind;
  recipients: GuestMailRecipients;
  sendId: string;
  test?: boolean;
  language?: string;
}

export const sendGuestMails = (siteId: string, request: SendRequest) => api.post<GuestMailSendResult>(mailsPath(siteId), request);

export interface MailPreview {
  subject: string;
  html: string;
}

export const previewGuestMail = (siteId: string, kind: GuestMailKind, language: string, text: GuestMailText) =>
  api.post<MailPreview>(`${mailsPath(siteId)}/preview`, { kind, language, text });

/** The mail the evening before an event as a sample household gets it (decision 109). */
export function useEveningBeforePreview(siteId: string, eventId: string | null, language: string) {
  return useQuery({
    queryKey: ["sites", siteId, "guest-list", "evening-before-mail", eventId, language],
    queryFn: () => api.get<MailPreview>(`${guestListPath(siteId)}/evening-before-mail/${encodeURIComponent(eventId!)}?language=${encodeURIComponent(language)}`),
    enabled: eventId !== null,
  });
}

/** The settings as the PUT takes them, from what the GET answered. */
export const settingsInput = (settings: GuestListSettings): GuestListSettingsInput => ({
  rsvpDeadline: settings.rsvpDeadline,
  reminderDaysBefore: settings.reminderDaysBefore,
  resendInvitationAfterDays: settings.resendInvitationAfterDays,
  eveningBeforeMail: settings.eveningBeforeMail,
  mailTexts: settings.mailTexts,
});

const mailRecordsKey = (siteId: string) => ["sites", siteId, "guest-list", "mails"] as const;

/** Every guest-list mail recorded, with its status; polled while one is on its way. */
export function useGuestMailRecords(siteId: string) {
  return useQuery({
    queryKey: mailRecordsKey(siteId),
    queryFn: async () => (await api.get<{ mails: HouseholdMailRecord[] }>(mailsPath(siteId))).mails,
    refetchInterval: (query) => (query.state.data?.some((mail) => mail.status === "queued") ? 2000 : false),
  });
}

export function useRefreshGuestMailRecords(siteId: string) {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: mailRecordsKey(siteId) }), [client, siteId]);
}

const updateMailsPath = (siteId: string) => `${guestListPath(siteId)}/update-mails`;
const updateMailsKey = (siteId: string) => ["sites", siteId, "guest-list", "update-mails"] as const;

/** The site's update mails with each household's status; polled while a mail is on its way, so delivered and opened show up. */
export function useUpdateMails(siteId: string) {
  return useQuery({
    queryKey: updateMailsKey(siteId),
    queryFn: async () => (await api.get<{ updateMails: UpdateMail[] }>(updateMailsPath(siteId))).updateMails,
    refetchInterval: (query) => (query.state.data?.some((mail) => mail.households.some((household) => household.status === "queued")) ? 2000 : false),
  });
}

export function useUpdateMailActions(siteId: string) {
  const client = useQueryClient();
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: updateMailsKey(siteId) }), [client, siteId]);
  return {
    send: useCallback(async (input: UpdateMailInput) => {
      const mail = await api.post<UpdateMail>(updateMailsPath(siteId), input);
      await refresh();
      return mail;
    }, [refresh, siteId]),
    cancel: useCallback(async (id: string) => {
      await api.delete(`${updateMailsPath(siteId)}/${encodeURIComponent(id)}`);
      await refresh();
    }, [refresh, siteId]),
  };
}

export const countUpdateRecipients = async (siteId: string, recipients: UpdateMailRecipients) => (await api.post<{ count: number }>(`${updateMailsPath(siteId)}/count`, { recipients })).count;

export const previewUpdateMail = (siteId: string, language: string, text: UpdateMailText) => api.post<MailPreview>(`${updateMailsPath(siteId)}/preview`, { language, text });
