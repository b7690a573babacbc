import { createPrivateKey, type KeyObject } from 'node:crypto';

// AUDIT_SIGNING_KEY's text read as an Ed25519 private key. It stands at the ground beside
// config.ts, which refuses a key it cannot read at start-up, and below lib/audit-signing-key.ts,
// which signs with the key.

/** PKCS#8 DER of an Ed25519 private key is this prefix and the 32-byte seed. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The Ed25519 private key of a 32-byte seed. */
export const ed25519FromSeed = (seed: Buffer): KeyObject =>
  createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });

/**
 * The private key from AUDIT_SIGNING_KEY: a PKCS#8 PEM Ed25519 key, or its 32-byte seed in
 * base64url (`openssl rand -base64 32`, or the seed of `openssl genpkey -algorithm ed25519`).
 * Throws with the reason when it is neither.
 */
export function parseAuditSigningKey(value: string): KeyObject {
  const text = value.trim();
  if (text.includes('-----BEGIN')) {
    const key = createPrivateKey(text.replace(/\\n/g, '\n'));
    if (key.asymmetricKeyType !== 'ed25519') throw new Error('must be an Ed25519 private key');
    return key;
  }
  const seed = Buffer.from(text, 'base64url');
  if (seed.length !== 32)
    throw new Error('must be an Ed25519 private key (PKCS#8 PEM) or its 32-byte seed in base64');
  return ed25519FromSeed(seed);
}
