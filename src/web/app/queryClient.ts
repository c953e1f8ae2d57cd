import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../kit/api/client";

/** A refused request (4xx) will be refused again, so only network and server failures are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status !== undefined && error.status < 500;
  return !refused && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } } });
}
