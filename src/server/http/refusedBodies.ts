import type { FastifyReply, FastifyRequest } from "fastify";

/** Most bytes of a refused body read and thrown away so that its sender gets the answer; past it the connection is cut. */
export const REFUSED_BODY_DRAIN_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Fastify refuses a body over the route's limit as soon as it knows, and closes the connection
 * while the client is still sending it: the client's next write meets a reset (EPIPE) and it
 * never reads the answer. Instead the rest of the body is read and thrown away (no memory is
 * kept, and Node's request timeout still bounds a slow sender), up to a bound, so the client
 * reads the 413; the connection stays open for its next request.
 */
export function drainRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete || Number(request.headers["content-length"]) > REFUSED_BODY_DRAIN_MAX_BYTES) return;
  reply.removeHeader("connection");
  let drained = 0;
  raw.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > REFUSED_BODY_DRAIN_MAX_BYTES) raw.socket.destroy();
  });
  raw.resume();
}
