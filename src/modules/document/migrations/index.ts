import type { DocumentMigration } from "../migrate";
import { unversionedToV1 } from "./unversionedToV1";
import { v1ToV2 } from "./v1ToV2";

/**
 * The site document's migrations in order, one per version: a change to a module's shape adds
 * the next one here (docs/ARCHITECTURE.md, "Changing the page document's shape").
 */
export const DOCUMENT_MIGRATIONS: readonly DocumentMigration[] = [unversionedToV1, v1ToV2];

/** The version this product writes and reads up to. */
export const DOCUMENT_VERSION = DOCUMENT_MIGRATIONS.length;
