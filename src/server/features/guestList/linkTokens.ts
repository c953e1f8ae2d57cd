import { randomBytes } from "node:crypto";

/** A personal link's token: 192 random bits, URL-safe; unguessable, so the link alone opens the household. */
export const newLinkToken = () => randomBytes(24).toString("base64url");

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** Whether a string from a URL can be a token at all, before any lookup. */
export const isLinkToken = (value: string) => TOKEN.test(value);
