import type { GuestListImportSummary } from "../../../../domain/guestList/importSummary";
import { api } from "../../../../kit/api/client";
import { guestListPath } from "../../../../kit/api/paths";

/** The import call (docs/api.md): a preview stores nothing; the import stores every household or none. */
export function importGuestList(siteId: string, file: File, options: { preview: boolean; eventIds?: string[] }) {
  const form = new FormData();
  for (const id of options.eventIds ?? []) form.append("eventIds", id);
  form.append("file", file, file.name);
  return api.postForm<GuestListImportSummary>(`${guestListPath(siteId)}/import${options.preview ? "?preview=true" : ""}`, form);
}
