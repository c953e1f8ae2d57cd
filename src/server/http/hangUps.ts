import type { LoggerOptions } from "pino";

/** How a stream reports that the client went away before the answer was written. */
const HANG_UP_CODES = new Set(["ERR_STREAM_PREMATURE_CLOSE", "ECONNRESET", "EPIPE", "ECONNABORTED"]);

function isHangUp(value: unknown): boolean {
  const error = (value instanceof Error ? value : (value as { err?: unknown } | undefined)?.err) as NodeJS.ErrnoException | undefined;
  if (!(error instanceof Error)) return false;
  // The compression plugin pipes through end-of-stream, whose error has a message and no code.
  return HANG_UP_CODES.has(error.code ?? "") || error.message === "premature close";
}

/**
 * A guest closing the tab or losing signal while a compressed answer is still being written
 * is routine: logged at info, not as an error that would wake someone (the compression
 * plugin logs every failed stream with log.error).
 */
export const hangUpsAreInfo: NonNullable<LoggerOptions["hooks"]> = {
  logMethod(args, method, level) {
    if (level >= 40 && isHangUp(args[0])) return this.info("client hung up mid-response");
    return method.apply(this, args);
  },
};
