import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../limits";

/** Payloads of the editor's site calls (spec 3, sections 4 to 7), shared by the editor and the server; answers carrying the document are in modules/editorSite.ts. */

/** The guest password: trimmed; an empty string removes it. */
export const sitePasswordSchema = z.object({ password: z.string().trim().max(PASSWORD_MAX_LENGTH) });
export const metaNoindexSchema = z.object({ metaNoindex: z.boolean() });

export type SitePasswordPayload = z.infer<typeof sitePasswordSchema>;
export type MetaNoindexPayload = z.infer<typeof metaNoindexSchema>;
