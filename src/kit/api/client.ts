import type { ClientError, ErrorResponse } from "../../domain/errors";

/** A failed call as the error dialog reads it; an Error too, so it keeps a stack when logged. */
export class ApiError extends Error implements ClientError {
  constructor(
    readonly status: number | undefined,
    readonly data: Partial<ErrorResponse> | null,
    readonly text: string | undefined,
  ) {
    super(data?.message || text || `Request failed with status ${status}`);
    this.name = "ApiError";
  }
}

/** Reads an answer's body as JSON; a failure status becomes the ApiError the error dialog reads. */
export function readAnswer<T>(status: number, statusText: string, raw: string): T {
  let data: unknown = null;
  try {
    data = raw ? JSON.parse(raw) : null;
  } catch {
    // Not JSON (a proxy's error page, for instance): keep the text for the error dialog.
  }
  if (status < 200 || status > 299) {
    const errorData = data && typeof data === "object" ? (data as Partial<ErrorResponse>) : null;
    throw new ApiError(status, errorData, errorData ? undefined : raw.slice(0, 500) || statusText);
  }
  return data as T;
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  // A form (multipart) sets its own content type, with the boundary.
  const json = body !== undefined && !(body instanceof FormData);
  try {
    response = await fetch(path, {
      method,
      credentials: "include",
      headers: json ? { accept: "application/json", "content-type": "application/json" } : { accept: "application/json" },
      body: json ? JSON.stringify(body) : (body as FormData | undefined),
    });
  } catch (error) {
    // The network failed before any answer: only the browser's own text is known.
    throw new ApiError(undefined, null, (error as Error).message);
  }
  return readAnswer<T>(response.status, response.statusText, await response.text());
}

/** JSON calls to the API with the session cookie; failures throw an ApiError. */
export const api = {
  get: <T>(path: string) => request<T>("GET", path),
  post: <T>(path: string, body: unknown = {}) => request<T>("POST", path, body),
  /** Multipart: files, without upload progress (images.ts has the upload that reports it). */
  postForm: <T>(path: string, form: FormData) => request<T>("POST", path, form),
  put: <T>(path: string, body: unknown) => request<T>("PUT", path, body),
  patch: <T>(path: string, body: unknown) => request<T>("PATCH", path, body),
  delete: <T>(path: string) => request<T>("DELETE", path),
};

export function isStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}
