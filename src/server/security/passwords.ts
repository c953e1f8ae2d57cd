import argon2 from "argon2";

/** Every password (account, guest site, reservation) is hashed with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when no account matches keeps login time the same either way. */
let dummyHash: Promise<string> | undefined;
export function timingSafeMiss(password: string): Promise<boolean> {
  dummyHash ??= hashPassword("not-a-real-password");
  return dummyHash.then((hash) => verifyPassword(hash, password)).then(() => false);
}
