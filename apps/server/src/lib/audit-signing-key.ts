import {
  createHash,
  createPrivateKey,
  createPublicKey,
  hkdfSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';

/**
 * The server's Ed25519 key pair that signs audit checkpoints (issue 30 §2, retention), so that
 * anyone holding the public key (GET /util/audit-key) can check where a pruned trail restarts.
 */
export interface AuditSigningKey {
  /** The first 16 hex characters of the SHA-256 of the raw public key. */
  readonly keyId: string;
  /** SubjectPublicKeyInfo, PEM. */
  readonly publicKeyPem: string;
  /** The raw 32-byte public key, base64url. */
  readonly publicKey: string;
  /** Ed25519 signature of `content` (UTF-8), base64url. */
  sign(content: string): string;
  /** Whether `signature` is this key's over `content`. */
  verify(content: string, signature: string): boolean;
}

/** PKCS#8 DER of an Ed25519 private key is this prefix and the 32-byte seed. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

const fromSeed = (seed: Buffer): KeyObject =>
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
  return fromSeed(seed);
}

/**
 * AUDIT_SIGNING_KEY when set; otherwise a key derived from the app's secret (HKDF-SHA256),
 * which is kept as every server secret is (JWT_SECRET, or generated once in DATA_DIR for the
 * embedded database), so every instance of a deployment signs alike.
 */
export function createAuditSigningKey(configured: string | undefined, appSecret: string) {
  const privateKey = configured
    ? parseAuditSigningKey(configured)
    : fromSeed(
        Buffer.from(
          hkdfSync('sha256', appSecret, '', 'tallysheet audit checkpoint signing key', 32),
        ),
      );
  return auditKeyOf(privateKey);
}

function auditKeyOf(privateKey: KeyObject): AuditSigningKey {
  const publicKeyObject = createPublicKey(privateKey);
  const raw = Buffer.from(publicKeyObject.export({ format: 'jwk' }).x!, 'base64url');
  return {
    keyId: createHash('sha256').update(raw).digest('hex').slice(0, 16),
    publicKeyPem: publicKeyObject.export({ format: 'pem', type: 'spki' }).toString(),
    publicKey: raw.toString('base64url'),
    sign: (content) => sign(null, Buffer.from(content, 'utf8'), privateKey).toString('base64url'),
    verify: (content, signature) => {
      try {
        return verify(
          null,
          Buffer.from(content, 'utf8'),
          publicKeyObject,
          Buffer.from(signature, 'base64url'),
        );
      } catch {
        return false;
      }
    },
  };
}
