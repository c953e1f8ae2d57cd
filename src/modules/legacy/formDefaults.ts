/**
 * The legacy RSVP's and speech form's default confirmation texts (spec 2), apart from their
 * schema: the guest views use them, and the guest bundle holds no zod (decision 008).
 */
export const RSVP3_DEFAULTS = { confirmationTitle: "Tack!", confirmationText: "Tack för att du OSA, vi har tagit emot dina uppgifter." } as const;
export const SPEECH2_DEFAULTS = { confirmationText: "Tack för att du anmält dig att tala" } as const;
