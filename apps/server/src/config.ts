import { z } from 'zod';
import {
  FEATURE_FLAG_NAMES,
  StageSchema,
  type FeatureFlagName,
} from '@tallysheet/contract/util/util';
import { parseAuditSigningKey } from './signing-key.ts';

const DURATION = /^(\d+)\s*(ms|s|m|h|d)?$/;
const UNIT_SECONDS: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600, d: 86400 };

/** Seconds from "900", "15m", "12h" or "7d". */
const durationSeconds = z.string().transform((value, ctx) => {
  const match = DURATION.exec(value.trim());
  if (!match) {
    ctx.addIssue({ code: 'custom', message: 'must be a duration such as 900, 15m, 12h or 7d' });
    return z.NEVER;
  }
  return Math.round(Number(match[1]) * UNIT_SECONDS[match[2] ?? 's']!);
});

const SIZE = /^(\d+)\s*(b|kb|mb|gb)?$/i;
const UNIT_BYTES: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** Bytes from "65536", "512KB", "8MB" or "1GB" (units of 1024), at most `max`. */
const byteSize = (max: number) =>
  z.string().transform((value, ctx) => {
    const match = SIZE.exec(value.trim());
    const bytes = match && Number(match[1]) * UNIT_BYTES[(match[2] ?? 'b').toLowerCase()]!;
    if (!bytes || bytes > max) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a size such as 65536, 512KB or 8MB, from 1 byte to ${max / 1024 ** 2}MB`,
      });
      return z.NEVER;
    }
    return bytes;
  });

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.join(' or ')}//`,
  );

const FEATURE_FLAGS = FEATURE_FLAG_NAMES;
type FeatureFlag = FeatureFlagName;
const DEFAULT_FLAGS: Record<FeatureFlag, boolean> = {
  ApproveTimePortalRedirect: true,
  GenerateApiKeys: false,
  Reporting: true,
  TestFeature1: false,
  TestFeature2: false,
};

/** "Reporting=off,GenerateApiKeys=on" over the spec's defaults. */
const featureFlags = z.string().transform((value, ctx) => {
  const flags = { ...DEFAULT_FLAGS };
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, setting = 'on'] = part.split('=').map((p) => p.trim());
    if (!FEATURE_FLAGS.includes(name as FeatureFlag)) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown flag "${name}"; known: ${FEATURE_FLAGS.join(', ')}`,
      });
      return z.NEVER;
    }
    const parsed = boolean.safeParse(setting.toLowerCase());
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: `flag ${name} must be on or off` });
      return z.NEVER;
    }
    flags[name as FeatureFlag] = parsed.data;
  }
  return flags;
});

const EnvSchema = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** A new PostgreSQL connection not made within this fails (and is retried, then a 503). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int()
    .min(100)
    .max(120_000)
    .default(5000),
  /**
   * A transaction that waited this long for one of the pool's connections (every one in use)
   * is answered 503 SERVER_BUSY, not retried: the instance is busy, the database answers.
   */
  DATABASE_POOL_WAIT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int()
    .min(10)
    .max(120_000)
    .default(5000),
  /**
   * Off: the hot queries run as unnamed statements, for a pooler in transaction mode
   * (pgbouncer before 1.21 keeps no prepared statements across server connections).
   */
  DATABASE_PREPARED_STATEMENTS: boolean.default(true),
  /** A replica that reports, search and exports may read from (db/read-replica.ts). */
  DATABASE_READ_URL: url(['postgres:', 'postgresql:']).optional(),
  /** A read goes to the leader instead when the replica is further behind than this. */
  DATABASE_READ_MAX_LAG_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int()
    .min(0)
    .max(3_600_000)
    .default(5000),
  APP_URL: url(['http:', 'https:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@tallysheet.app'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * The Ed25519 key that signs audit checkpoints (PKCS#8 PEM or its 32-byte seed in base64url);
   * without it, a key derived from the app's secret (lib/audit-signing-key.ts).
   */
  AUDIT_SIGNING_KEY: z
    .string()
    .refine(
      validSigningKey,
      'must be an Ed25519 private key (PKCS#8 PEM) or its 32-byte seed in base64',
    )
    .optional(),
  ACCESS_TOKEN_TTL: durationSeconds.default(900),
  SESSION_TTL: durationSeconds.default(43200),
  TRIAL_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int()
    .min(0)
    .max(365)
    .default(14),
  TRUST_PROXY: z.string().default('false'),
  BILLING_PROVIDER: z
    .enum(['local', 'stripe'], { error: 'must be local or stripe' })
    .default('local'),
  /** The session recorder (rrweb); when on, each tenant can still turn it off (sessionRecording). */
  SESSION_RECORDING: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
  /** Days a session recording is kept before the retention sweep deletes it. */
  RECORDING_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int()
    .min(1)
    .max(365)
    .default(14),
  /** Per recording: at most this many events and bytes (413 past them). */
  RECORDING_MAX_EVENTS: z.coerce
    .number({ error: 'must be a whole number of events' })
    .int()
    .min(1)
    .max(10_000_000)
    .default(20_000),
  RECORDING_MAX_BYTES: byteSize(1024 ** 3).default(16 * 1024 ** 2),
  /** Per tenant, over all its recordings still kept: at most this many events and bytes. */
  RECORDING_TENANT_MAX_EVENTS: z.coerce
    .number({ error: 'must be a whole number of events' })
    .int()
    .min(1)
    .max(100_000_000)
    .default(1_000_000),
  RECORDING_TENANT_MAX_BYTES: byteSize(64 * 1024 ** 3).default(512 * 1024 ** 2),
  /** Recordings started or appended to, a minute, by one user across every instance. */
  RECORDING_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of requests a minute' })
    .int()
    .min(1)
    .max(100_000)
    .default(30),
  /** How often the billing sweep ends trials and renews or ends paid periods; 0 turns it off. */
  BILLING_SWEEP_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int()
    .min(0)
    .max(86_400)
    .default(300),
  /**
   * How often the approval schedule looks for due reminders, escalations and digests (one
   * instance at a time); 0 turns it off.
   */
  APPROVAL_SCHEDULE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int()
    .min(0)
    .max(3_600)
    .default(60),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where the Stripe SDK sends its calls (default api.stripe.com:443 over https): a stand-in's. */
  STRIPE_API_HOST: z.string().trim().min(1).optional(),
  STRIPE_API_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(1)
    .max(65535)
    .optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https'], { error: 'must be http or https' }).optional(),
  STAGE: StageSchema.default('local'),
  BRAND_NAME: z.string().trim().min(1).max(60).default('Tallysheet'),
  DEV_MENU: boolean.default(false),
  CLASSIC_SITE_URL: url(['http:', 'https:']).optional(),
  FEATURE_FLAGS: featureFlags.default(DEFAULT_FLAGS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GIT_COMMIT: z.string().optional(),
  /** Create the demo tenant on a database without customer tenants (default: on PGlite only). */
  DEMO_TENANT: boolean.optional(),
  AUTH_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of requests a minute' })
    .int()
    .min(1)
    .max(100_000)
    .default(30),
  /** Requests a minute one address may make to the approval portal's calls; PDF verification counts apart. */
  PORTAL_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of requests a minute' })
    .int()
    .min(1)
    .max(100_000)
    .default(60),
  /**
   * Requests a minute one address may make with API keys (any, made-up ones included),
   * counted before a key is looked up.
   */
  API_KEY_ADDRESS_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of requests a minute' })
    .int()
    .min(1)
    .max(100_000)
    .default(600),
  /** Requests a minute one API key may make, across every instance. */
  API_KEY_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of requests a minute' })
    .int()
    .min(1)
    .max(100_000)
    .default(300),
  /** Requests a minute one address may make to the Stripe webhook. */
  STRIPE_WEBHOOK_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of requests a minute' })
    .int()
    .min(1)
    .max(100_000)
    .default(300),
  /** How long a timecard e-mail's approval link works. */
  APPROVAL_LINK_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int()
    .min(1)
    .max(365)
    .default(30),
});

export type Config = Omit<z.infer<typeof EnvSchema>, 'TRUST_PROXY' | 'APP_URL'> & {
  APP_URL: string;
  TRUST_PROXY: boolean | number | string;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function trustProxy(value: string): boolean | number | string {
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * What start-up warns about without refusing: settings that work but weaken a protection.
 * TRUST_PROXY=true believes every X-Forwarded-For hop, so any client can pick the address
 * every per-address limit counts by.
 */
function validSigningKey(value: string): boolean {
  try {
    parseAuditSigningKey(value);
    return true;
  } catch {
    return false;
  }
}

export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.STAGE === 'prod' && !config.AUDIT_SIGNING_KEY)
    warnings.push(
      'AUDIT_SIGNING_KEY is not set: audit checkpoints are signed with a key derived from JWT_SECRET, so changing JWT_SECRET makes the latest checkpoint fail verification. Set AUDIT_SIGNING_KEY and keep it.',
    );
  if (config.TRUST_PROXY === true)
    warnings.push(
      'TRUST_PROXY=true trusts every proxy hop: any client can set X-Forwarded-For and choose the address that per-address rate limits and the developer mailbox check. Set the number of proxies (TRUST_PROXY=1) or their addresses instead.',
    );
  return warnings;
}

/** What openDatabase takes from the configuration, DATA_DIR and DATABASE_URL included. */
export function databaseOptions(config: Config) {
  return {
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    poolWaitMs: config.DATABASE_POOL_WAIT_MS,
    namedStatements: config.DATABASE_PREPARED_STATEMENTS,
    readUrl: config.DATABASE_READ_URL,
    readMaxLagMs: config.DATABASE_READ_MAX_LAG_MS,
  };
}

/** Reads the environment, naming every variable whose value is bad. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
      }),
    );
  }
  const config = parsed.data;
  const problems: string[] = [];
  if (config.DATABASE_URL && !config.JWT_SECRET) {
    problems.push('JWT_SECRET: required with DATABASE_URL so that every instance signs alike');
  }
  if (config.DATABASE_READ_URL && !config.DATABASE_URL) {
    problems.push('DATABASE_READ_URL: needs DATABASE_URL (a replica of that PostgreSQL)');
  }
  if (config.BILLING_PROVIDER === 'stripe') {
    if (!config.STRIPE_SECRET_KEY)
      problems.push('STRIPE_SECRET_KEY: required with BILLING_PROVIDER=stripe');
    if (!config.STRIPE_WEBHOOK_SECRET)
      problems.push('STRIPE_WEBHOOK_SECRET: required with BILLING_PROVIDER=stripe');
  }
  // The built-in checkout takes no money: a production deployment must bill through Stripe.
  if (config.BILLING_PROVIDER === 'local' && config.STAGE === 'prod') {
    problems.push(
      'BILLING_PROVIDER=local: not allowed with STAGE=prod (the built-in test-mode checkout takes no payment); set BILLING_PROVIDER=stripe',
    );
  }
  if (config.SESSION_TTL < config.ACCESS_TOKEN_TTL) {
    problems.push('SESSION_TTL: must not be shorter than ACCESS_TOKEN_TTL');
  }
  if (problems.length) throw new ConfigError(problems);
  return {
    ...config,
    APP_URL: (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    TRUST_PROXY: trustProxy(config.TRUST_PROXY),
  };
}
