import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id, a const enum that isolated modules cannot read

// OWASP's argon2id minimum: 19 MiB of memory, 2 passes, one lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id hash of a password. */
export const hashPassword = (password: string) => hash(password, OPTIONS);

/** True when the password matches the hash; a malformed hash never matches. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the time a real check would, so an unknown user answers as slowly as a wrong password. */
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword('Not-a-real-password-1!');
  await verifyPassword(await dummyHash, password);
}
