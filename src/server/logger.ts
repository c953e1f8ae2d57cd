import pino from "pino";
import pretty from "pino-pretty";

type LogLine = Record<string, unknown> & { req?: { method?: string; url?: string }; res?: { statusCode?: number }; responseTime?: number };

/** A request as "GET /path", its answer as "200 GET /path in 12 ms"; anything else its message. */
function messageOf(line: LogLine, messageKey: string): string {
  if (line.res && line.req) return `${line.res.statusCode} ${line.req.method} ${line.req.url} in ${Math.round(line.responseTime ?? 0)} ms`;
  if (line.res) return `→ ${line.res.statusCode} in ${Math.round(line.responseTime ?? 0)} ms`;
  if (line.req) return `${line.req.method} ${line.req.url}`;
  return String(line[messageKey] ?? "");
}

/**
 * Where the server's log lines go: JSON lines for a log collector in production and under the
 * test runner, readable lines in development (the default), so the demo login and the
 * addresses printed at start read as plain text. Synchronous, so a fatal line is written
 * before the process exits.
 */
export function logDestination(env: string | undefined = process.env.NODE_ENV, destination: NodeJS.WritableStream = process.stdout): pino.DestinationStream | undefined {
  if (env && env !== "development") return undefined;
  return pretty({
    sync: true,
    destination,
    colorize: destination === process.stdout && process.stdout.isTTY,
    translateTime: "HH:MM:ss",
    ignore: "pid,hostname,reqId,req,res,responseTime",
    messageFormat: (line, messageKey) => messageOf(line as LogLine, messageKey),
  });
}

/** The server's logger at `level`, writing where `logDestination` says. */
export function serverLogger(level = "info", destination = logDestination()): pino.Logger {
  return destination ? pino({ level }, destination) : pino({ level });
}
