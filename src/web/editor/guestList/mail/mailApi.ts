/** The guest-list mail calls (docs/api.md, "Guest-list mails") as the send dialog and the settings use them. */

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { GuestListSettings, GuestListSettingsInput, GuestMailKind, GuestMailRecipients, GuestMailSendResult, GuestMailText } from "../../../../domain/guestList/mail";
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

/** The settings as the PUT takes them, from what the GET answered. */
export const settingsInput = (settings: GuestListSettings): GuestListSettingsInput => ({
  rsvpDeadline: settings.rsvpDeadline,
  reminderDaysBefore: settings.reminderDaysBefore,
  mailTexts: settings.mailTexts,
});
