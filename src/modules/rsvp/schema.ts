import { z } from "zod";
import { moduleBase, translatedText } from "../../domain/site/common";
import { form } from "../../domain/site/forms";

export const MAX_GUESTS = { min: 1, max: 5, default: 5 } as const;

export const rsvpModule = z.object({
  ...moduleBase,
  siteModuleType: z.literal("Rsvp"),
  text: translatedText.default({}),
  selectNumberOfGuestsText: translatedText.default({}),
  sendButton: translatedText.default({}),
  oneGuestRsvpButton: translatedText.default({}),
  maxNumberOfGuests: z.number().int().min(MAX_GUESTS.min).max(MAX_GUESTS.max).default(MAX_GUESTS.default),
  form: form.default({ formElements: [] }),
  confirmationTitle: translatedText.default({}),
  confirmationText: translatedText.default({}),
  guestIndexTitle: translatedText.default({}),
});
export type RsvpModule = z.infer<typeof rsvpModule>;
