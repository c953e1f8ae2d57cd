import type { Db } from "../../db/client";
import { formSubmissions, rsvpAnswers } from "../../db/schema";
import type { StoredAnswer } from "../../../domain/site/submissions";
import { usePostKey } from "./postKeys";

interface Common {
  siteId: string;
  formId: string;
  formTitle: string;
  language: string;
}

/**
 * Uses the post key and stores the answers in one transaction: either both happen or
 * neither. False when the key was used by another request in the meantime.
 */
export async function storeRsvp(db: Db, postKey: string, now: Date, send: Common & { groupIdentifier: string; guests: StoredAnswer[][] }): Promise<boolean> {
  const { guests, ...common } = send;
  return db.transaction(async (tx) => {
    if (!(await usePostKey(tx, postKey, now))) return false;
    // One row per guest (the owner deletes guests one by one); the send shares the group identifier.
    await tx.insert(rsvpAnswers).values(guests.map((formElements, guestIndex) => ({ ...common, guestIndex, formElements, createdAt: now })));
    return true;
  });
}

export async function storeFormSubmission(db: Db, postKey: string, now: Date, row: Common & { formElements: StoredAnswer[] }): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await usePostKey(tx, postKey, now))) return false;
    await tx.insert(formSubmissions).values({ ...row, createdAt: now });
    return true;
  });
}
