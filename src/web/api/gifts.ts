/** The couple's list of gifts (docs/api.md, gifts): reservations and pledges, their ticks, thank-you texts and mails. */

import { useQuery } from "@tanstack/react-query";
import type { Gift, GiftListAnswer, ThankYouTexts } from "../../domain/giftList/giftList";
import type { ThankYouText } from "../../domain/giftList/thankYouTexts";
import { api } from "../../kit/api/client";
import { sitePath } from "../../kit/api/paths";

export type { FundTotal, Gift } from "../../domain/giftList/giftList";
export type { ThankYouText, ThankYouTexts };
export type GiftsOverview = GiftListAnswer;
export type GiftCurrency = GiftListAnswer["currency"];

const giftsPath = (siteId: string) => `${sitePath(siteId)}/gifts`;
const giftPath = (siteId: string, gift: Pick<Gift, "kind" | "id">) => `${giftsPath(siteId)}/${gift.kind}/${encodeURIComponent(gift.id)}`;

export const giftsKey = (siteId: string) => ["sites", siteId, "gifts"] as const;
export const thankYouTextsKey = (siteId: string) => ["sites", siteId, "gifts", "thank-you-texts"] as const;

export function useGifts(siteId: string | undefined) {
  return useQuery({ queryKey: giftsKey(siteId ?? ""), queryFn: () => api.get<GiftsOverview>(giftsPath(siteId!)), enabled: siteId !== undefined });
}

export function useThankYouTexts(siteId: string) {
  return useQuery({ queryKey: thankYouTextsKey(siteId), queryFn: async () => (await api.get<{ texts: ThankYouTexts }>(`${giftsPath(siteId)}/thank-you-texts`)).texts });
}

export const saveThankYouTexts = (siteId: string, texts: ThankYouTexts) => api.put<{ texts: ThankYouTexts }>(`${giftsPath(siteId)}/thank-you-texts`, { texts });

export const tickGift = (siteId: string, gift: Gift, ticks: { received?: boolean; thanked?: boolean }) => api.patch<Gift>(giftPath(siteId, gift), ticks);

export const markReceived = (siteId: string, ids: string[]) => api.post<{ updated: number }>(`${giftsPath(siteId)}/received`, { ids });

/** Thanks the gift's giver for every gift the mail names (`thanked`); 409 `alreadyThanked` unless `again`; 422 `noMailAddress` when the giver left no address to write to. */
export const sendThankYou = (siteId: string, gift: Gift, text: ThankYouText, again: boolean) =>
  api.post<{ thankedAt: string; thanked: Pick<Gift, "kind" | "id">[] }>(`${giftPath(siteId, gift)}/thank-you`, { ...text, ...(again ? { again } : {}) });
