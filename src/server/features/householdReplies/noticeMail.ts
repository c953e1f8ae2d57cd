import type { HouseholdReply } from "../../../domain/guestList/reply";
import type { UiLanguage } from "../../../domain/languages";
import type { QueuedMail } from "../../core";
import type { HouseholdRow } from "../guestList/repository";
import { fill } from "../../../domain/fill";

const TEXTS: Record<UiLanguage, Record<"subject" | "changedSubject" | "intro" | "changedIntro" | "coming" | "notComing" | "dietary" | "message" | "footer", string>> = {
  sv: {
    subject: "OSA från {name}",
    changedSubject: "Ändrad OSA från {name}",
    intro: "{name} har svarat via sin personliga länk på {host}.",
    changedIntro: "{name} har ändrat sitt svar via sin personliga länk på {host}. Så här ser svaret ut nu:",
    coming: "kommer",
    notComing: "kommer inte",
    dietary: "Kost och allergier",
    message: "Meddelande",
    footer: "Alla svar och ändringar finns i gästlistan i redigeringsläget.",
  },
  en: {
    subject: "RSVP from {name}",
    changedSubject: "Changed RSVP from {name}",
    intro: "{name} replied through their personal link on {host}.",
    changedIntro: "{name} changed their reply through their personal link on {host}. This is the reply now:",
    coming: "coming",
    notComing: "not coming",
    dietary: "Dietary needs",
    message: "Message",
    footer: "Every reply and change is in the guest list in the editor.",
  },
  da: {
    subject: "Tilmelding fra {name}",
    changedSubject: "Ændret tilmelding fra {name}",
    intro: "{name} har svaret via sit personlige link på {host}.",
    changedIntro: "{name} har ændret sit svar via sit personlige link på {host}. Sådan ser svaret ud nu:",
    coming: "kommer",
    notComing: "kommer ikke",
    dietary: "Kost og allergier",
    message: "Besked",
    footer: "Alle svar og ændringer findes i gæstelisten i redigeringstilstand.",
  },
};


/**
 * The couple's text mail about a household's answer: per guest, coming or not to each event
 * (by the event's name, in `eventNames`' order; the whole day has none), the dietary note, and the household's message.
 */
export function replyNoticeMail(input: { language: UiLanguage; host: string; household: Pick<HouseholdRow, "name" | "guests">; reply: HouseholdReply; changed: boolean; eventNames: Map<string, string> }): Omit<QueuedMail, "to"> {
  const t = TEXTS[input.language];
  const values = { name: input.household.name, host: input.host };
  const names = new Map(input.household.guests.map((guest) => [guest.id, guest.name]));
  const guests = input.reply.guests.map((guest) => {
    // In the site's order of events (the stored reply's keys are in no particular order).
    const answers = [...input.eventNames.keys()]
      .filter((eventId) => eventId in guest.attending)
      .map((eventId) => {
        const event = input.eventNames.get(eventId);
        const answer = guest.attending[eventId] ? t.coming : t.notComing;
        return event ? `${event}: ${answer}` : answer;
      });
    const lines = [`${names.get(guest.guestId) ?? "?"}: ${answers.join(", ")}`];
    if (guest.dietary) lines.push(`  ${t.dietary}: ${guest.dietary}`);
    return lines.join("\n");
  });
  const message = input.reply.message ? `\n\n${t.message}:\n${input.reply.message}` : "";
  return {
    subject: fill(input.changed ? t.changedSubject : t.subject, values),
    text: `${fill(input.changed ? t.changedIntro : t.intro, values)}\n\n${guests.join("\n")}${message}\n\n${t.footer}\n`,
  };
}
