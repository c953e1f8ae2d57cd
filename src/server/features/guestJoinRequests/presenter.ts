import type { JoinRequest, JoinRequestStatus } from "../../../domain/guestList/joinRequests";
import type { JoinRequestRow } from "./repository";

/** The owner's view of a request: every field but the site id. */
export const presentJoinRequest = (row: JoinRequestRow): JoinRequest => ({
  id: row.id,
  name: row.name,
  mail: row.mail,
  message: row.message,
  language: row.language,
  status: row.status as JoinRequestStatus,
  householdId: row.householdId,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});
