/**
 * Whether an error means the database cannot be reached right now (restarting, shutting down,
 * the network gone) rather than that the statement was wrong: the request may succeed if sent
 * again in a moment. Drizzle wraps the driver's error, so its causes are looked at too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith(CONNECTION_EXCEPTION))) return true;
    if (DRIVER_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))) return true;
  }
  return false;
}

/** Node's socket errors when the server is not listening or the connection breaks. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
/** PostgreSQL: admin_shutdown (fast shutdown ended the session), crash_shutdown, cannot_connect_now (starting or stopping). */
const SQLSTATES = new Set(["57P01", "57P02", "57P03"]);
/** PostgreSQL's class 08, connection exception. */
const CONNECTION_EXCEPTION = "08";
/** node-postgres's own errors, which carry no code. */
const DRIVER_MESSAGES = ["Connection terminated", "Client has encountered a connection error and is not queryable", "timeout exceeded when trying to connect"];
