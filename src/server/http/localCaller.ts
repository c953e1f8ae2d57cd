import type { FastifyRequest } from "fastify";
import { isLoopback } from "./loopback";

/** Headers by which a proxy says it forwards a request from elsewhere (nginx's X-Real-IP among them). */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip", "x-forwarded-host", "x-client-ip", "true-client-ip", "cf-connecting-ip", "via"];

/**
 * Whether a request comes from a program on this machine itself, such as the TLS proxy
 * asking about a certificate: the connection is loopback, the client address as
 * TRUST_PROXY decides it (`request.ip`: X-Forwarded-For of a listed proxy only) is
 * loopback too, and the request carries no forwarding header at all. A request a proxy on
 * this machine forwards from outside also arrives over loopback, so any such header
 * refuses it, whatever address it claims.
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}
