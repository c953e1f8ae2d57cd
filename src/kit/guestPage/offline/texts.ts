import type { UiLanguage } from "../../../domain/languages";

/** What a guest is told of an answer made without a network. */
export const KEPT_ANSWER_TEXTS = {
  sv: {
    kept: "Du är utan nät. Svaret är sparat i telefonen och skickas när du har nät igen.",
    sent: "Svaret som sparades i telefonen är skickat ({time}).",
    refused: "Svaret som sparades i telefonen kunde inte skickas.",
  },
  en: {
    kept: "You are offline. Your answer is saved on your phone and will be sent when you are online again.",
    sent: "The answer saved on your phone has been sent ({time}).",
    refused: "The answer saved on your phone could not be sent.",
  },
  da: {
    kept: "Du er uden net. Svaret er gemt på telefonen og sendes, når du har net igen.",
    sent: "Svaret, der blev gemt på telefonen, er sendt ({time}).",
    refused: "Svaret, der blev gemt på telefonen, kunne ikke sendes.",
  },
} satisfies Record<UiLanguage, Record<string, string>>;
