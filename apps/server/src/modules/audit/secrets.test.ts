import { describe, expect, it } from 'vitest';
import { isSecretField, recordedFields } from './secrets.ts';

describe('secrets never enter the audit trail', () => {
  it.each([
    'password',
    'passwordHash',
    'password_hash',
    'totpSecret',
    'secret',
    'tokenHash',
    'token',
    'linkToken',
    'keyHash',
    'apiKey',
    'webhookSecret',
    'recoveryCodes',
    'codeHash',
  ])('%s is a secret', (name) => {
    expect(isSecretField(name)).toBe(true);
  });

  it.each(['name', 'email', 'role', 'apiKeyId', 'linkTokenId', 'addressPostalCode', 'hours'])(
    '%s is recorded',
    (name) => {
      expect(isSecretField(name)).toBe(false);
    },
  );

  it('strips secrets at every depth, in arrays too, and keeps everything else', () => {
    expect(
      recordedFields({
        name: 'Ann',
        passwordHash: 'x',
        mfa: { totpSecret: 'y', enabled: true },
        keys: [{ id: 'k1', secret: 'z', name: 'Sync' }],
      }),
    ).toEqual({ name: 'Ann', mfa: { enabled: true }, keys: [{ id: 'k1', name: 'Sync' }] });
  });

  it('records dates as ISO instants and leaves undefined out', () => {
    expect(recordedFields({ at: new Date('2026-01-02T03:04:05Z'), gone: undefined })).toEqual({
      at: '2026-01-02T03:04:05.000Z',
    });
  });

  it('records nothing for no fields', () => {
    expect(recordedFields(null)).toBeNull();
    expect(recordedFields(undefined)).toBeNull();
  });
});
