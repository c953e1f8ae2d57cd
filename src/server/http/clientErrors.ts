import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { ErrorCode } from "../../domain/errors";
import { errorBody } from "./errors";

/** Node's HTTP parser errors Fastify never sees: too large headers are a 431, a timeout a 408, the rest a 400. */
function refusalOf(error: NodeJS.ErrnoException): [number, ErrorCode, string] {
  if (error.code === "HPE_HEADER_OVERFLOW") return [431, "payloadTooLarge", "The request headers are too large"];
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, "badRequest", "The request took too long to arrive"];
  return [400, "badRequest", `The request could not be parsed (${error.code ?? "unknown"})`];
}

/**
 * Fastify's clientErrorHandler: answers a request Node could not parse in the spec's error
 * shape, written straight to the socket (there is no request or reply to answer with).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, code, message] = refusalOf(error);
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Fastify's frameworkErrors: a URL that cannot be decoded, or a parameter over the length limit, is a 400 in the error shape. */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(400).send(errorBody("badRequest", error.message));
}
