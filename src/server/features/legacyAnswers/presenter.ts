import type { StoredValue } from "./checkValues";
import type { LegacyAnswerRow } from "./repository";

/** An answer in the older RSVP fields (spec 3, Older RSVP); a speech sign-up has weddingYesOrNo null. */
export interface LegacyAnswerEntry {
  _id: string;
  registered: { date: string; ip: string };
  customValues: StoredValue[];
  firstName: string;
  lastName: string;
  phone: string;
  mail: string;
  weddingYesOrNo: "yes" | "no" | null;
  source: string;
  /** The persons of one send share it. */
  groupId: string;
}

export function presentLegacyAnswer(row: LegacyAnswerRow): LegacyAnswerEntry {
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
