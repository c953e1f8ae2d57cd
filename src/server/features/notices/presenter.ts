import type { Notice } from "../../../domain/notices/notices";
import type { NoticeRow } from "./repository";

/** The couple's view of a notice: every field but the site id. */
export const presentNotice = (row: NoticeRow): Notice => ({
  id: row.id,
  text: row.text,
  eventId: row.eventId,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  editedAt: row.editedAt?.toISOString() ?? null,
  mailedAt: row.mailedAt?.toISOString() ?? null,
});
