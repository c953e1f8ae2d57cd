import type { FastifyError, FastifyInstance } from "fastify";
import { z } from "zod";
import { ERROR_TEXTS, type ErrorCode, type ErrorResponse } from "../../domain/errors";
import { NewerDocumentError, VERSION_FIELD } from "../../modules/document/migrate";
import { isDatabaseUnavailable } from "../db/connectionErrors";
import { drainRefusedBody } from "./refusedBodies";

/** A refusal with the spec's error shape; thrown by services and handlers alike. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: string[],
    /** Fields some calls add to the error shape (`validationMessage`), or a description naming what was refused. */
    readonly extra?: ErrorExtra,
  ) {
    super(message ?? ERROR_TEXTS[code].en);
  }
}

type ErrorExtra = Partial<Pick<ErrorResponse, "validationMessage" | "errorDescription" | "importProblems" | "siteSavedMeanwhile" | "seatingPlan">>;

export function errorBody(code: ErrorCode, message: string, fields?: string[], extra?: ErrorExtra): ErrorResponse {
  return { isErrorResponse: true, errorDescription: { ...ERROR_TEXTS[code] }, message, ...(fields ? { fields } : {}), ...extra };
}

/** Parses a payload with a shared zod schema; a failure is a 422 naming the fields. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues;
  const fields = [...new Set(issues.map((issue) => issue.path.join(".") || "body"))];
  const message = issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ");
  throw new ApiError(422, "invalidInput", message, fields);
}

const FASTIFY_CODES: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "badRequest"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "badRequest"],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "payloadTooLarge"],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [400, "badRequest"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "badRequest"],
};

/** When a client told the database is away should try again: a restart takes a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send(errorBody(error.code, error.message, error.fields, error.extra));
    }
    // Stored or sent by a newer product (decision 089): neither shown in this version's shape nor overwritten.
    if (error instanceof NewerDocumentError) return reply.status(409).send(errorBody("documentTooNew", error.message, [VERSION_FIELD]));
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") drainRefusedBody(request, reply);
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known[0]).send(errorBody(known[1], error.message));
    if (error.statusCode === 429) return reply.status(429).send(errorBody("tooManyRequests", error.message));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(400).send(errorBody("badRequest", error.message));
    }
    // Not a fault of the request or of the code: the database is restarting or unreachable.
    // Nothing was acknowledged, so the client sends it again; /readyz tells the load balancer meanwhile.
    if (isDatabaseUnavailable(error)) {
      return reply.status(503).header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS)).send(errorBody("serviceUnavailable", "The database is unavailable"));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(errorBody("serverError", "Internal server error"));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody("notFound", `No route ${request.method} ${request.url.split("?")[0]}`));
  });
}
