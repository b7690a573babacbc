import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditActor } from '@tallysheet/contract/audit/audit';
import type { AuthContext } from '../lib/auth-context.ts';
import type { Clock } from '../lib/clock.ts';
import type { AppDeps } from '../lib/deps.ts';
import { createAuditSigningKey } from '../lib/audit-signing-key.ts';
import { createSecretBox } from '../lib/secret-box.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one dependencies object; handlers reach it through `depsOf(request)` only. */
    deps: AppDeps;
  }
}

/** Who a request acts as, for the audit trail: an API key (its id and name) or a user. */
const actorOf = (caller: AuthContext | null): AuditActor | undefined =>
  !caller
    ? undefined
    : caller.apiKey
      ? { type: 'apiKey', id: caller.apiKey.id, name: caller.name }
      : { type: 'user', id: caller.userId, name: caller.name };

/**
 * The dependencies a request's services get: the app's, logging to the request's log, with
 * a database that checks the caller's credentials inside the request's first transaction.
 * The only place a handler reaches the database.
 */
export function depsOf(request: FastifyRequest): AppDeps {
  const { deps } = request.server;
  const db = deps.db.withLog(request.log);
  return {
    ...deps,
    db:
      request.requestTransaction?.db ??
      (request.credentialGuard ? db.guardedBy(request.credentialGuard) : db),
    log: request.log,
    origin: { requestId: request.id, ip: request.ip, actor: actorOf(request.caller) },
  };
}

/** Builds the dependencies object once, from the database, mailer, signer and clock. */
export const depsPlugin = fp(
  async (app: FastifyInstance, options: { clock: Clock; secret: string }) => {
    app.decorate('deps', {
      db: app.db,
      mailer: app.mailer,
      clock: options.clock,
      config: app.config,
      log: app.log,
      secrets: createSecretBox(options.secret),
      auditKey: createAuditSigningKey(app.config.AUDIT_SIGNING_KEY, options.secret),
      tokens: {
        sign: (claims) => app.jwt.sign(claims),
        // The signature by the library; the expiry by the app's clock, as for access tokens.
        verify: (token) => {
          const claims = app.jwt.verify<{ exp?: unknown }>(token);
          if (typeof claims.exp !== 'number' || claims.exp * 1000 <= options.clock.now().getTime())
            throw new Error('The token has expired');
          return claims;
        },
      },
    } satisfies AppDeps);
  },
  { name: 'deps', dependencies: ['auth', 'mail'] },
);
