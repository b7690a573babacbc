import { createHash, createPublicKey, hkdfSync, sign, verify, type KeyObject } from 'node:crypto';
import { ed25519FromSeed, parseAuditSigningKey } from '../signing-key.ts';

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

/**
 * AUDIT_SIGNING_KEY when set; otherwise a key derived from the app's secret (HKDF-SHA256),
 * which is kept as every server secret is (JWT_SECRET, or generated once in DATA_DIR for the
 * embedded database), so every instance of a deployment signs alike.
 */
export function createAuditSigningKey(configured: string | undefined, appSecret: string) {
  const privateKey = configured
    ? parseAuditSigningKey(configured)
    : ed25519FromSeed(
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
