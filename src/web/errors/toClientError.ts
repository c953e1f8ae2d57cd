import type { ClientError } from "../../domain/errors";
import { ApiError } from "../../kit/api/client";

/** Whatever was thrown, as the error dialog reads it. */
export function toClientError(error: unknown): ClientError {
  if (error instanceof ApiError) return error;
  if (error instanceof Error) return { text: error.message };
  return { text: typeof error === "string" ? error : undefined };
}
