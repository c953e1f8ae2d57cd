/**
 * The runner of the page document's migrations: a stored document is brought to the current
 * version on every read, one step at a time, before its schema sees it. Plain JSON in and out;
 * the stored row is not rewritten until the owner's next save.
 */

/** The field that says which version of the shape a document has; a document without it is version 0. */
export const VERSION_FIELD = "documentVersion";

export type JsonDocument = Record<string, unknown>;

export interface DocumentMigration {
  /** The version it reads; it makes the next one. */
  from: number;
  /** A pure function on plain JSON: it returns a new document and never changes the one it is given. */
  migrate: (document: JsonDocument) => JsonDocument;
}

/** A document saved by a newer version of the product than this one: reading it here would lose what this one does not know. */
export class NewerDocumentError extends Error {
  constructor(
    readonly version: number,
    readonly known: number,
  ) {
    super(`The site's document has ${VERSION_FIELD} ${version}, newer than ${known}, the newest this version of the product reads; nothing was changed`);
  }
}

const isJsonObject = (value: unknown): value is JsonDocument => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The document at the version `migrations` lead to (their count), each step stamping the version
 * it made. A current document is returned as it is; anything that is not an object, or whose
 * version is not a whole number, is left for the schema to refuse.
 */
export function migrateDocument(stored: unknown, migrations: readonly DocumentMigration[]): unknown {
  migrations.forEach((migration, index) => {
    if (migration.from !== index) throw new Error(`The document migration at ${index} reads version ${migration.from}: the list must go 0, 1, 2 …`);
  });
  if (!isJsonObject(stored)) return stored;
  const version = stored[VERSION_FIELD] ?? 0;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 0) return stored;
  if (version > migrations.length) throw new NewerDocumentError(version, migrations.length);
  return migrations.slice(version).reduce((document, migration) => ({ ...migration.migrate(document), [VERSION_FIELD]: migration.from + 1 }), stored);
}
