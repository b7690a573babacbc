import type { AuditActor } from '@tallysheet/contract/audit/audit';
import type { Config } from '../config.ts';
import type { AuthContext } from './auth-context.ts';
import type { Database } from '../db/client.ts';
import type { AuditSigningKey } from './audit-signing-key.ts';
import type { SecretBox } from './secret-box.ts';
import type { Clock } from './clock.ts';
import type { Logger } from './logger.ts';

/**
 * What a service needs from outside itself. Routes, jobs, the cli (and later webhooks
 * and the approval portal) hand services the same object; never the web framework.
 *
 * Its `mailer` (what services need to send mail) is declared by the mail module
 * (modules/mail/mailer.ts adds it to this interface, as Fastify's decorators are typed), so
 * that lib imports no module; the top (app.ts) builds the object with the mailer in it.
 */
export interface ServiceDeps {
  db: Database;
  clock: Clock;
  config: Config;
  log: Logger;
  /**
   * The HTTP request a service runs for, for the audit trail: its id, the client's address and
   * the signed-in caller (a user or an API key) when there is one. Absent for jobs and the cli.
   */
  origin?: { requestId: string; ip: string; actor?: AuditActor };
}

/** Signs and verifies the app's HS256 JWTs (access tokens, sign-in challenges). */
/** What a service gets for a signed-in call: the deps and who is calling, from the credentials. */
export interface ServiceCall {
  deps: ServiceDeps;
  caller: AuthContext;
}

export interface TokenSigner {
  /** Signs `claims`; `exp` (unix seconds) is one of them. */
  sign(claims: { exp: number } & Record<string, unknown>): string;
  /** The claims of a token signed with the app's secret and not expired; throws otherwise. */
  verify(token: string): unknown;
}

/** The dependencies the HTTP app hands its routes: the services' plus the token signer. */
export interface AppDeps extends ServiceDeps {
  tokens: TokenSigner;
  /** Seals secrets kept at rest (TOTP keys) with the app's key. */
  secrets: SecretBox;
  /** Signs audit checkpoints (Ed25519); its public half is published at /util/audit-key. */
  auditKey: AuditSigningKey;
}
