import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from './config.ts';

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

  it('reads the database connection settings; a read URL needs DATABASE_URL', () => {
    const env = { DATABASE_URL: 'postgres://u@leader/db', JWT_SECRET: 'x'.repeat(32) };
    const config = loadConfig({
      ...env,
      DATABASE_READ_URL: 'postgres://u@replica/db',
      DATABASE_READ_MAX_LAG_MS: '2000',
      DATABASE_PREPARED_STATEMENTS: 'false',
      DATABASE_CONNECT_TIMEOUT_MS: '3000',
      DATABASE_POOL_WAIT_MS: '800',
    });
    expect(config).toMatchObject({
      DATABASE_READ_MAX_LAG_MS: 2000,
      DATABASE_PREPARED_STATEMENTS: false,
      DATABASE_CONNECT_TIMEOUT_MS: 3000,
      DATABASE_POOL_WAIT_MS: 800,
    });
    expect(loadConfig(env).DATABASE_READ_URL).toBeUndefined();
    expect(loadConfig(env)).toMatchObject({
      DATABASE_READ_MAX_LAG_MS: 5000,
      DATABASE_PREPARED_STATEMENTS: true,
      DATABASE_CONNECT_TIMEOUT_MS: 5000,
      DATABASE_POOL_WAIT_MS: 5000,
    });
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://u@replica/db' })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL/,
    );
    expect(() => loadConfig({ ...env, DATABASE_PREPARED_STATEMENTS: 'maybe' })).toThrow(
      /DATABASE_PREPARED_STATEMENTS/,
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

  it('reads how often the billing sweep and the approval schedule run; 0 turns one off', () => {
    expect(loadConfig({})).toMatchObject({
      BILLING_SWEEP_SECONDS: 300,
      APPROVAL_SCHEDULE_SECONDS: 60,
    });
    expect(loadConfig({ APPROVAL_SCHEDULE_SECONDS: '2' }).APPROVAL_SCHEDULE_SECONDS).toBe(2);
    expect(loadConfig({ APPROVAL_SCHEDULE_SECONDS: '0' }).APPROVAL_SCHEDULE_SECONDS).toBe(0);
    for (const bad of ['-1', '1.5', 'soon', '3601'])
      expect(() => loadConfig({ APPROVAL_SCHEDULE_SECONDS: bad })).toThrow(
        new RegExp(`APPROVAL_SCHEDULE_SECONDS="${bad}"`),
      );
  });

  it('refuses BILLING_PROVIDER=local with STAGE=prod, naming both variables', () => {
    expect(() => loadConfig({ STAGE: 'prod' })).toThrow(ConfigError);
    expect(() => loadConfig({ STAGE: 'prod', BILLING_PROVIDER: 'local' })).toThrow(
      /BILLING_PROVIDER=local: not allowed with STAGE=prod/,
    );
    expect(
      loadConfig({
        STAGE: 'prod',
        BILLING_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }).STAGE,
    ).toBe('prod');
    expect(loadConfig({ STAGE: 'dev' }).BILLING_PROVIDER).toBe('local');
  });

  it('warns that TRUST_PROXY=true trusts every hop; a hop count or addresses do not warn', () => {
    const [warning, ...more] = configWarnings(loadConfig({ TRUST_PROXY: 'true' }));
    expect(more).toEqual([]);
    expect(warning).toMatch(/TRUST_PROXY=true trusts every proxy hop/);
    expect(warning).toMatch(/X-Forwarded-For/);
    expect(configWarnings(loadConfig({ TRUST_PROXY: '1' }))).toEqual([]);
    expect(configWarnings(loadConfig({ TRUST_PROXY: '10.0.0.1' }))).toEqual([]);
    expect(configWarnings(loadConfig({}))).toEqual([]);
  });

  it('reads the recording limits as counts and sizes, refusing a bad one by name', () => {
    const config = loadConfig({ RECORDING_MAX_BYTES: '2MB', RECORDING_TENANT_MAX_BYTES: '512kb' });
    expect(config.RECORDING_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(config.RECORDING_TENANT_MAX_BYTES).toBe(512 * 1024);
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({
      RECORDING_MAX_EVENTS: 20_000,
      RECORDING_MAX_BYTES: 16 * 1024 * 1024,
      RECORDING_TENANT_MAX_EVENTS: 1_000_000,
      RECORDING_TENANT_MAX_BYTES: 512 * 1024 * 1024,
      RECORDING_RATE_LIMIT: 30,
    });
    expect(() => loadConfig({ RECORDING_MAX_BYTES: 'huge' })).toThrow(/RECORDING_MAX_BYTES="huge"/);
    expect(() => loadConfig({ RECORDING_MAX_BYTES: '0' })).toThrow(/RECORDING_MAX_BYTES/);
    expect(() => loadConfig({ RECORDING_MAX_EVENTS: '-1' })).toThrow(/RECORDING_MAX_EVENTS/);
    expect(() => loadConfig({ RECORDING_RATE_LIMIT: 'x' })).toThrow(/RECORDING_RATE_LIMIT="x"/);
  });
});
