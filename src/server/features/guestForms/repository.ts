import type { Db, Executor } from "../../db/client";
import { formSubmissions, rsvpAnswers } from "../../db/schema";
import type { StoredAnswer } from "../../../domain/site/submissions";
import { usePostKey } from "./postKeys";

interface Common {
  siteId: string;
  formId: string;
  formTitle: string;
  language: string;
}

/** Runs in the storing transaction with the stored answer's id (the first guest's row), e.g. to queue its mails. */
export type OnStored = (tx: Executor, answerId: string) => Promise<void>;

/**
 * Uses the post key, stores the answers and runs `onStored` in one transaction: all happen
 * or none. False when the key was used by another request in the meantime.
 */
export async function storeRsvp(db: Db, postKey: string, now: Date, send: Common & { groupIdentifier: string; guests: StoredAnswer[][] }, onStored: OnStored): Promise<boolean> {
  const { guests, ...common } = send;
  return db.transaction(async (tx) => {
    if (!(await usePostKey(tx, postKey, now))) return false;
    // One row per guest (the owner deletes guests one by one); the send shares the group identifier.
    const [first] = await tx.insert(rsvpAnswers).values(guests.map((formElements, guestIndex) => ({ ...common, guestIndex, formElements, createdAt: now }))).returning({ id: rsvpAnswers.id });
    await onStored(tx, first!.id);
    return true;
  });
}

export async function storeFormSubmission(db: Db, postKey: string, now: Date, row: Common & { formElements: StoredAnswer[] }, onStored: OnStored): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await usePostKey(tx, postKey, now))) return false;
    const [stored] = await tx.insert(formSubmissions).values({ ...row, createdAt: now }).returning({ id: formSubmissions.id });
    await onStored(tx, stored!.id);
    return true;
  });
}
