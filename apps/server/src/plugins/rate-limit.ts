import type { FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { HttpError } from '../lib/http-errors.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

/**
 * Per-IP limit for a public area (tokens, welcome). Registered inside the area's scope, so
 * each area counts on its own; the client address honours TRUST_PROXY. On PostgreSQL the
 * counters live in the database, shared by every instance; PGlite has one process, so
 * counting in memory is exact there.
 */
export async function limitByIp(
  scope: FastifyInstance,
  options: { area: string; max: number; windowMs?: number },
) {
  await scope.register(fastifyRateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.windowMs ?? 60_000,
    keyGenerator: (request) => `${options.area}:${request.ip}`,
    ...(scope.db.engine === 'postgres'
      ? { store: databaseRateLimitStore(scope.db), skipOnError: false }
      : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
  });
}
