import type { LegacyRsvpSubmission, LegacySpeechSubmission } from "../../src/modules/legacy/answers";
import type { TestApp } from "./app";

/** What the legacy guest forms send for legacyWeddingDocument()'s RSVP3 and Speech2 modules. */

export const RSVP_SOURCE = "site-form-CLIENTID-rsvp";

/** A post key from the one the legacy forms fetch, old enough to be accepted. */
export async function readyLegacyKey(t: TestApp): Promise<string> {
  const key = (await t.app.inject({ method: "GET", url: "/api/rsvps/post-key" })).json().key as string;
  t.advanceTime(3_500);
  return key;
}

const radio = (id: string, label: string, value: string) => ({ id, type: "RadioGroup" as const, label, value });
const textField = (id: string, label: string, value: string) => ({ id, type: "TextField" as const, label, value });

/** A person who goes by bus ("Ja": the lower block shown and answered) or not ("Nej": only the upper questions). */
export function legacyPerson(firstName: string, options: { bus?: "Ja" | "Nej"; coming?: "yes" | "no"; allergies?: string; way?: string; stop?: string } = {}) {
  const bus = options.bus ?? "Nej";
  return {
    firstName,
    lastName: "Andersson",
    phone: "070-123 45 67",
    mail: "",
    weddingYesOrNo: options.coming ?? "yes",
    customValues: [
      textField("textField-allergies", "Allergier", options.allergies ?? ""),
      radio("RadioGroup-bus", "Åker du buss?", bus),
      ...(bus === "Ja" ? [radio("RadioGroup-way", "Vilken resa?", options.way ?? "Båda"), textField("textField-stop", "Var kliver du på?", options.stop ?? "Centralen")] : []),
    ],
  };
}

export const legacyRsvpBody = (postKey: string | undefined, persons: object[] = [legacyPerson("Anna")], extra: object = {}) => ({ persons, postKey, source: RSVP_SOURCE, ...extra }) as LegacyRsvpSubmission;

export const legacySpeechBody = (postKey: string | undefined, speech: object = {}, extra: object = {}) =>
  ({
    speech: { firstName: "Sara", lastName: "Berg", phone: "", mail: "sara@example.com", customValues: [textField("textField-length", "Hur många minuter?", "5")], ...speech },
    postKey,
    ...extra,
  }) as LegacySpeechSubmission;

export const postLegacyRsvp = (t: TestApp, siteId: string, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/api/rsvps/${siteId}/v3/`, payload: body, headers });

export const postLegacySpeech = (t: TestApp, siteId: string, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/api/speeches/${siteId}/v2`, payload: body, headers });
