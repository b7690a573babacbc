import { createHash } from 'node:crypto';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestTransaction } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { HttpError, invalidField } from '../lib/http-errors.ts';
import { shapeOf } from './route-table.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The transaction an idempotent request runs in, from its first query to its answer. */
    requestTransaction: RequestTransaction | null;
  }
  interface FastifyContextConfig {
    /**
     * The POST checks a secret (a password, a code), sets one, or answers with one (a key, an
     * MFA secret, recovery codes): it refuses an `Idempotency-Key` (see `refusesIdempotencyKey`).
     */
    secret?: 'checks' | 'sets' | 'returns' | 'checks-and-returns';
  }
}

/** The sign-in area: passwords, codes and tokens on every call, so none takes the header. */
const SECRET_AREA = /^\/api\/tokens(\/|$)/;

/**
 * Issue 26: a call that handles a secret refuses an `Idempotency-Key` with a 400 naming it.
 * Its refusals count failures (wrong passwords, wrong codes) that the idempotent transaction
 * would roll back with the refusal, and a stored first answer would keep the secret in
 * plain text for replay. Such a route says `config.secret`, or lives
 * in the sign-in area; the app refuses to start when a POST takes or answers a field named
 * like a secret (`SECRET_FIELDS`) without saying so.
 */
export const refusesIdempotencyKey = (route: { url: string; config?: FastifyContextConfig }) =>
  route.config?.secret !== undefined || SECRET_AREA.test(route.url);

/** Body or answer properties that hold a secret: a POST with one must refuse the header. */
const SECRET_FIELDS = new Set([
  'password',
  'oldPassword',
  'newPassword',
  'temporaryPassword',
  'code',
  'verificationCode',
  'authCode',
  'refreshToken',
  'secret',
  'recoveryCodes',
  'key',
]);

/** The secret-named properties of a route's body and successful answers. */
function secretFieldsOf(schema: RouteOptions['schema']): string[] {
  const responses = Object.entries((schema?.response ?? {}) as Record<string, unknown>)
    .filter(([status]) => status.startsWith('2'))
    .map(([, answer]) => answer);
  return [schema?.body, ...responses].flatMap((part) =>
    Object.keys(shapeOf(part)).filter((name) => SECRET_FIELDS.has(name)),
  );
}

const HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key: 1 to 255 visible ASCII characters',
  reused: 'This Idempotency-Key was used with a different request',
  refused:
    'This call does not take an Idempotency-Key: it handles a secret, so it is never stored or replayed',
} as const;

/** The row of one caller's key. */
const keyRow = (tenantId: string, userId: string, key: string) =>
  and(
    eq(idempotencyKeys.tenantId, tenantId),
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.key, key),
  );

/**
 * Whose key it is: the signed-in caller's, or on a link-token route (the approval portal, the
 * inbox) the link holder's, by its tenant, purpose and contact, so a retried decision is not
 * recorded twice. Other public calls take no key.
 */
function keyOwnerOf(request: FastifyRequest): { tenantId: string; userId: string } | undefined {
  if (request.credentialGuard) return request.caller!;
  const link = request.linkToken;
  if (!link) return undefined;
  return {
    tenantId: link.tenantId,
    userId: `link:${link.purpose}:${link.subject.contactId ?? ''}`,
  };
}
const owners = new WeakMap<FastifyRequest, { tenantId: string; userId: string }>();

const hashOf = (method: string, url: string, body: unknown) =>
  createHash('sha256')
    .update(`${method} ${url.split('?')[0]}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');

/**
 * Safe retries (as Stripe's API): an authenticated POST may carry an `Idempotency-Key`. The
 * whole request then runs in one transaction that also stores its first answer under the
 * caller and key; a retry within 24 hours gets that answer again and changes nothing, the
 * same key with another body is a 422, and a request that failed or never finished (the
 * instance died) stored nothing, so its retry runs afresh.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('requestTransaction', null);

    const unmarked: string[] = [];
    app.addHook('onRoute', (route) => {
      if (![route.method].flat().includes('POST') || refusesIdempotencyKey(route)) return;
      const fields = secretFieldsOf(route.schema);
      if (fields.length)
        unmarked.push(`POST ${route.url} handles ${fields.join(', ')} but says no config.secret`);
    });
    app.addHook('onReady', async () => {
      if (unmarked.length)
        throw new Error(`Secrets would be stored for replay:\n  ${unmarked.join('\n  ')}`);
    });

    app.addHook('preHandler', async (request, reply) => {
      const key = request.headers[HEADER];
      if (request.method !== 'POST' || key === undefined) return;
      // Signed in or not: a refused secret call is refused the same way for everyone.
      if (
        refusesIdempotencyKey({
          url: request.routeOptions.url ?? '',
          config: request.routeOptions.config,
        })
      )
        throw invalidField('Idempotency-Key', IDEMPOTENCY_MESSAGES.refused);
      const owner = keyOwnerOf(request);
      if (!owner) return;
      if (typeof key !== 'string' || !KEY.test(key))
        throw invalidField('Idempotency-Key', IDEMPOTENCY_MESSAGES.invalid);
      const { tenantId, userId } = owner;
      owners.set(request, owner);
      const requestHash = hashOf(request.method, request.url, request.body);
      const open = await request.server.db
        .withLog(request.log)
        .openRequestTransaction(tenantId, request.credentialGuard ?? undefined);
      try {
        const mine = keyRow(tenantId, userId, key);
        // A key older than 24 hours is forgotten: its row is taken over by this request.
        await open.tx
          .delete(idempotencyKeys)
          .where(and(mine, sql`${idempotencyKeys.createdAt} < now() - interval '24 hours'`));
        const inserted = await open.tx
          .insert(idempotencyKeys)
          .values({ tenantId, userId, key, requestHash })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (inserted.length > 0) {
          request.requestTransaction = open;
          return;
        }
        const [first] = await open.tx
          .select({
            requestHash: idempotencyKeys.requestHash,
            statusCode: idempotencyKeys.statusCode,
            responseBody: idempotencyKeys.responseBody,
          })
          .from(idempotencyKeys)
          .where(mine);
        await open.rollback();
        if (!first || first.requestHash !== requestHash)
          throw new HttpError(422, IDEMPOTENCY_MESSAGES.reused);
        reply.header('idempotent-replayed', 'true').code(first.statusCode ?? 200);
        return reply.send(first.statusCode === 204 ? undefined : first.responseBody);
      } catch (error) {
        await open.rollback();
        throw error;
      }
    });

    // A success is stored with its answer and committed before the answer leaves.
    app.addHook('onSend', async (request, reply, payload) => {
      const open = request.requestTransaction;
      if (!open) return payload;
      request.requestTransaction = null;
      if (reply.statusCode >= 300) {
        await open.rollback();
        return payload;
      }
      try {
        const { tenantId, userId } = owners.get(request)!;
        const body = typeof payload === 'string' && payload !== '' ? JSON.parse(payload) : null;
        await open.tx
          .update(idempotencyKeys)
          .set({ statusCode: reply.statusCode, responseBody: body })
          .where(keyRow(tenantId, userId, String(request.headers[HEADER])));
        await open.commit();
      } catch (error) {
        await open.rollback();
        throw error;
      }
      return payload;
    });

    // Whatever happened (an error, a client gone mid-request), nothing is left open.
    app.addHook('onResponse', async (request) => {
      await request.requestTransaction?.rollback();
    });
    app.addHook('onRequestAbort', async (request) => {
      await request.requestTransaction?.rollback();
    });
  },
  { name: 'idempotency', dependencies: ['auth'] },
);
