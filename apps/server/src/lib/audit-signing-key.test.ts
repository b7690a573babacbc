import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { configWarnings, loadConfig } from '../config.ts';
import { createAuditSigningKey } from './audit-signing-key.ts';

const SECRET = 'a-secret-that-is-long-enough-for-the-app';

describe('the audit checkpoint signing key', () => {
  it('without AUDIT_SIGNING_KEY is derived from the app secret: every instance signs alike', () => {
    const one = createAuditSigningKey(undefined, SECRET);
    const two = createAuditSigningKey(undefined, SECRET);
    expect(one.keyId).toBe(two.keyId);
    expect(two.verify('content', one.sign('content'))).toBe(true);
    expect(createAuditSigningKey(undefined, `${SECRET}!`).keyId).not.toBe(one.keyId);
  });

  it('takes a PKCS#8 PEM key or a 32-byte seed, and a signature holds only for its content', () => {
    const pem = generateKeyPairSync('ed25519')
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    const key = createAuditSigningKey(pem, SECRET);
    const signature = key.sign('{"pruned":3}');
    expect(key.verify('{"pruned":3}', signature)).toBe(true);
    expect(key.verify('{"pruned":2}', signature)).toBe(false);
    expect(key.verify('{"pruned":3}', 'not-a-signature')).toBe(false);
    const seeded = createAuditSigningKey(Buffer.alloc(32, 7).toString('base64url'), SECRET);
    expect(seeded.publicKeyPem).toContain('BEGIN PUBLIC KEY');
    expect(Buffer.from(seeded.publicKey, 'base64url')).toHaveLength(32);
  });

  it('a bad AUDIT_SIGNING_KEY stops the start with the variable named', () => {
    expect(() => loadConfig({ AUDIT_SIGNING_KEY: 'too-short' })).toThrow(/AUDIT_SIGNING_KEY=/);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    expect(() => loadConfig({ AUDIT_SIGNING_KEY: rsa })).toThrow(/Ed25519/);
  });

  it('production without AUDIT_SIGNING_KEY is warned at start', () => {
    const prod = { ...loadConfig({}), STAGE: 'prod' as const };
    const [warning] = configWarnings(prod);
    expect(warning).toMatch(/AUDIT_SIGNING_KEY is not set/);
    const seed = Buffer.alloc(32, 1).toString('base64url');
    expect(configWarnings({ ...prod, AUDIT_SIGNING_KEY: seed })).toEqual([]);
  });
});
