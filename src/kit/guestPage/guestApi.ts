import { errorMessage, type ClientError } from "../../domain/errors";
import { EDITOR_MARKER_HEADER } from "../../domain/editorMarker";
import type { UiLanguage } from "../../domain/languages";

/** A failed guest call, carrying what the error dialog needs. */
export class GuestApiError extends Error {
  /** A 429's or 503's `retry-after`, in seconds: when the server asks to be called again. */
  constructor(
    readonly clientError: ClientError,
    readonly retryAfterSeconds?: number,
  ) {
    super(clientError.text ?? `HTTP ${clientError.status}`);
  }
  describe(language: UiLanguage): string {
    return errorMessage(this.clientError, language);
  }
}

/** The server's description of a failed guest call for the error dialog; none for other errors. */
export function describeError(error: unknown, language: UiLanguage): string | undefined {
  return error instanceof GuestApiError ? error.describe(language) : undefined;
}

let fromEditor = false;

/**
 * Called once by the owner's app: from then on its guest calls carry the editor marker, so
 * the server refuses them even if a view forgot the editing context (the guest bundle never calls it).
 */
export function markGuestCallsFromEditor(): void {
  fromEditor = true;
}

function retryAfterOf(response: Response): number | undefined {
  const header = response.headers.get("retry-after");
  const seconds = header === null || header.trim() === "" ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** JSON call from the guest page (same origin: the site's own host); `bytes` sends a file's part as it is. */
export async function guestApi<T>(path: string, options: { method?: string; body?: unknown; bytes?: Blob } = {}): Promise<T> {
  const headers: Record<string, string> = fromEditor ? { [EDITOR_MARKER_HEADER]: "1" } : {};
  if (options.bytes) headers["content-type"] = "application/octet-stream";
  else if (options.body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? "GET",
      credentials: "same-origin",
      headers,
      body: options.bytes ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
  } catch (error) {
    throw new GuestApiError({ text: (error as Error).message });
  }
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new GuestApiError({ status: response.status, data, text: response.statusText }, retryAfterOf(response));
  return data as T;
}
