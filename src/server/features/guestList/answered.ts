import { sql, type SQL } from "drizzle-orm";
import { householdReplies, rsvpAnswers } from "../../db/schema";

/**
 * Whether a household has answered: through its personal link, or by an open-form send the
 * owner matched to it (decision 067). Reminders go only to households for which this is false.
 */
export const householdAnswered = (householdId: SQL) =>
  sql`(exists (select 1 from ${householdReplies} r where r.household_id = ${householdId}) or exists (select 1 from ${rsvpAnswers} a where a.household_id = ${householdId}))`;
