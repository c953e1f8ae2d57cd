import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { appSecrets } from "../db/schema";

const cached = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * A named random server secret (a key for HMACs), made on first use and kept in the
 * database: the insert does nothing when another process got there first and the select
 * reads whichever value won, so every process agrees. Cached per database for the process.
 */
export function appSecret(db: Db, name: string): Promise<Buffer> {
  const secrets = cached.get(db) ?? new Map<string, Promise<Buffer>>();
  cached.set(db, secrets);
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrCreate(db, name);
    secrets.set(name, secret);
    // A failure (database down) is not remembered: the next call tries again.
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}

async function readOrCreate(db: Db, name: string): Promise<Buffer> {
  await db.insert(appSecrets).values({ name, value: randomBytes(32).toString("base64") }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`App secret ${name} could not be stored`);
  return Buffer.from(row.value, "base64");
}
