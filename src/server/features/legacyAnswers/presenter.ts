import type { OlderAnswer } from "../../../domain/answers";
import type { StoredValue } from "./checkValues";
import type { LegacyAnswerRow } from "./repository";

/** An answer in the older RSVP fields (spec 3, Older RSVP), the shape the owner's overview reads. */
export function presentLegacyAnswer(row: LegacyAnswerRow): OlderAnswer {
  return {
    _id: row.id,
    registered: { date: row.createdAt.toISOString(), ip: row.ip },
    customValues: row.customValues as StoredValue[],
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    mail: row.mail,
    weddingYesOrNo: row.weddingYesOrNo,
    source: row.source,
    groupId: row.groupId,
  };
}
