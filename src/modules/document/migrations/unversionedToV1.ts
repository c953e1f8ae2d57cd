import type { DocumentMigration } from "../migrate";

/**
 * 0 → 1: a document stored before documents had a version. Its shape is version 1's, so only
 * the version is added (by the runner): every such document reads exactly as it did.
 */
export const unversionedToV1: DocumentMigration = { from: 0, migrate: (document) => document };
