import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { HttpError } from '../lib/http-errors.ts';
import { apiKeyOf, type AuthLookups } from './auth.ts';
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
    ...shared(scope),
    max: options.max,
    timeWindow: options.windowMs ?? 60_000,
    keyGenerator: (request) => `${options.area}:${request.ip}`,
  });
}

/**
 * Per-key limit for requests made with an API key, wherever they go (issue 16); other
 * requests pass untouched. Counted by the key's hash, so the key itself is never stored.
 */
export async function limitByApiKey(
  scope: FastifyInstance,
  options: { max: number } & Pick<AuthLookups, 'parseApiKey'>,
) {
  const hashOf = (request: FastifyRequest) => {
    const key = apiKeyOf(request);
    return key ? (options.parseApiKey(key)?.hash ?? 'malformed') : undefined;
  };
  await scope.register(fastifyRateLimit, {
    ...shared(scope),
    max: options.max,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-key:${hashOf(request)}`,
    allowList: (request) => hashOf(request) === undefined,
  });
}

/**
 * Per-address limit on requests that present an API key, checked before the key is looked up
 * (issue 26 §9): made-up keys from one address meet a 429 after `max` a minute rather than
 * costing a database lookup each. Returns the check the auth plugin runs first.
 */
export async function apiKeyAddressLimit(scope: FastifyInstance, options: { max: number }) {
  await scope.register(fastifyRateLimit, { ...shared(scope), global: false });
  const limit = scope.createRateLimit({
    max: options.max,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-key-address:${request.ip}`,
  });
  return async (request: FastifyRequest) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttl);
  };
}

const tooManyRequests = (ttl: number) =>
  new HttpError(429, `Too many requests. Please try again in ${Math.ceil(ttl / 1000)} seconds.`);

/**
 * Per-user limit for a signed-in area (issue 26: recordings), across every instance: counted by
 * tenant and user once the bearer is checked (the auth hook runs first). `only` picks the
 * requests that count; the rest pass untouched.
 */
export async function limitByUser(
  scope: FastifyInstance,
  options: { area: string; max: number; only?: (request: FastifyRequest) => boolean },
) {
  await scope.register(fastifyRateLimit, {
    ...shared(scope),
    max: options.max,
    timeWindow: 60_000,
    keyGenerator: (request) =>
      `${options.area}:${request.caller?.tenantId ?? '-'}:${request.caller?.userId ?? request.ip}`,
    allowList: (request) => !request.caller || (options.only ? !options.only(request) : false),
  });
}

function shared(scope: FastifyInstance) {
  return {
    global: true,
    ...(scope.db.engine === 'postgres'
      ? { store: databaseRateLimitStore(scope.db), skipOnError: false }
      : {}),
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      tooManyRequests(context.ttl),
  };
}
