import type { FastifyInstance } from "fastify";
import { ApiError } from "./errors";

/** NUL and half of a UTF-16 surrogate pair: PostgreSQL stores neither in text or JSONB. */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, "g");

/**
 * The text with U+FFFD in place of each character that cannot be stored: how a refused key
 * is named, and what becomes of text the server keeps rather than refuses (a file's name).
 */
export const storableText = (text: string) => text.replace(UNSTORABLE_ALL, "\ufffd");

/**
 * The paths ("guests.0.formElements.1.value") of every string, key or value, that cannot be
 * stored. Walked with a stack, not recursion: a deeply nested body must not overflow it.
 */
export function unstorablePaths(input: unknown): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[input, ""]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === "string" && UNSTORABLE.test(value)) found.push(path || "body");
    // Bytes (a raw body: an upload's part, a webhook) hold no text, and walking a megabyte's
    // indexes one by one held the process for a second.
    if (typeof value !== "object" || value === null || ArrayBuffer.isView(value)) continue;
    const prefix = path ? `${path}.` : "";
    for (const [key, item] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) found.push(prefix + storableText(key));
      else pending.push([item, prefix + key]);
    }
  }
  return found;
}

/**
 * One rule for every route, before any handler or schema: a URL parameter, query value or
 * body string (keys too) that PostgreSQL cannot store is a 422 naming the field, never a 500.
 */
export function installTextCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const fields = [...new Set([request.params, request.query, request.body].flatMap((part) => unstorablePaths(part)))];
    if (fields.length) throw new ApiError(422, "invalidInput", `Text with a NUL character or an unpaired surrogate: ${fields.join(", ")}`, fields);
  });
}
