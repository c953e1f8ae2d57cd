import type { FastifyRequest } from "fastify";
import { EDITOR_MARKER_HEADER } from "../../domain/editorMarker";
import { ApiError } from "./errors";

/** Pre-handler of the guest routes: a call from the owner's editor is refused before any work. */
export async function refuseFromEditor(request: FastifyRequest): Promise<void> {
  if (request.headers[EDITOR_MARKER_HEADER] !== undefined) {
    throw new ApiError(403, "guestActionFromEditor", "Guest actions are not sent from the editor; try them on the published address");
  }
}
