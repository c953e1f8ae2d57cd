import type { FastifyRequest } from "fastify";
import type { KeyOf } from "../../http/rateLimit";

/** The copy address of a send, normalised; undefined (not counted) when the guest left it empty. */
function copyAddress(request: FastifyRequest): string | undefined {
  const copyTo = (request.body as { copyTo?: unknown } | undefined)?.copyTo;
  return typeof copyTo === "string" && copyTo.trim() ? copyTo.trim().toLowerCase() : undefined;
}

/** Sends asking for a copy, counted per IP and per address; sends without one are not counted. */
export const copyByIp: KeyOf = (request) => (copyAddress(request) ? `copy-ip:${request.ip}` : undefined);
export const copyByAddress: KeyOf = (request) => {
  const address = copyAddress(request);
  return address ? `copy-to:${address}` : undefined;
};
