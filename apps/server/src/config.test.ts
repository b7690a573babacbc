import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for the embedded database', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.ACCESS_TOKEN_TTL).toBe(900);
    expect(config.SESSION_TTL).toBe(43200);
    expect(config.TRIAL_DAYS).toBe(14);
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.FEATURE_FLAGS).toEqual({
      ApproveTimePortalRedirect: true,
      GenerateApiKeys: false,
      Reporting: true,
      TestFeature1: false,
      TestFeature2: false,
    });
  });

  it('a bad value stops start-up with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT="eighty"/);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: 'soon' })).toThrow(/ACCESS_TOKEN_TTL/);
    expect(() => loadConfig({ STAGE: 'qa' })).toThrow(/STAGE="qa"/);
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ FEATURE_FLAGS: 'Nope=on' })).toThrow(
      /FEATURE_FLAGS.*unknown flag "Nope"/,
    );
  });

  it('requires JWT_SECRET with DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' })).toThrow(/JWT_SECRET/);
  });

  it('billing with Stripe needs its key and webhook secret; its API address may name a stand-in', () => {
    expect(() => loadConfig({ BILLING_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: required[\s\S]*STRIPE_WEBHOOK_SECRET: required/,
    );
    const config = loadConfig({
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    });
    expect(config).toMatchObject({ STRIPE_API_PORT: 12111, STRIPE_API_PROTOCOL: 'http' });
    expect(config.STRIPE_WEBHOOK_RATE_LIMIT).toBe(300);
    expect(() => loadConfig({ STRIPE_API_PROTOCOL: 'ftp' })).toThrow(/STRIPE_API_PROTOCOL="ftp"/);
    expect(() => loadConfig({ STRIPE_API_PORT: 'x' })).toThrow(/STRIPE_API_PORT="x"/);
  });

  it('reads durations and flag overrides', () => {
    const config = loadConfig({
      SESSION_TTL: '2h',
      ACCESS_TOKEN_TTL: '5m',
      FEATURE_FLAGS: 'GenerateApiKeys=on,Reporting=off',
    });
    expect(config.SESSION_TTL).toBe(7200);
    expect(config.ACCESS_TOKEN_TTL).toBe(300);
    expect(config.FEATURE_FLAGS.GenerateApiKeys).toBe(true);
    expect(config.FEATURE_FLAGS.Reporting).toBe(false);
  });
});
