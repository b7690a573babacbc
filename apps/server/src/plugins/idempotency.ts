import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestTransaction } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { HttpError, invalidField } from '../lib/http-errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The transaction an idempotent request runs in, from its first query to its answer. */
    requestTransaction: RequestTransaction | null;
  }
}

const HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key: 1 to 255 visible ASCII characters',
  reused: 'This Idempotency-Key was used with a different request',
  refused: 'This call does not take an Idempotency-Key: its answer is never stored',
} as const;

/** The row of one caller's key. */
const keyRow = (tenantId: string, userId: string, key: string) =>
  and(
    eq(idempotencyKeys.tenantId, tenantId),
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.key, key),
  );

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

    app.addHook('preHandler', async (request, reply) => {
      const key = request.headers[HEADER];
      if (request.method !== 'POST' || key === undefined || !request.credentialGuard) return;
      if (request.routeOptions.config.idempotency === false)
        throw invalidField('Idempotency-Key', IDEMPOTENCY_MESSAGES.refused);
      if (typeof key !== 'string' || !KEY.test(key))
        throw invalidField('Idempotency-Key', IDEMPOTENCY_MESSAGES.invalid);
      const { tenantId, userId } = request.auth!;
      const requestHash = hashOf(request.method, request.url, request.body);
      const open = await request.server.db
        .withLog(request.log)
        .openRequestTransaction(tenantId, request.credentialGuard);
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
        const { tenantId, userId } = request.auth!;
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
