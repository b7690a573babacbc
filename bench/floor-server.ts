// The stack floor: bare Fastify with the product's database driver and JWT library, running
// for each endpoint of bench/endpoints.ts the product's SQL in one transaction with the tenant
// setting, and answering the same JSON. It verifies the bearer token (HS256, the product's
// verify cache) and reads nothing else about the caller: no token version, role or
// subscription lookup. What the product does beyond this is its overhead.
//   DATA_DIR=<copy of a PGlite data dir> JWT_SECRET=... PORT=3100 node --import tsx bench/floor-server.ts
//   DATABASE_URL=postgres://... JWT_SECRET=... PORT=3100 node --import tsx bench/floor-server.ts
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import { ENDPOINTS, routeOf, type Endpoint } from './endpoints.ts';
import { openFloorDb, type FloorDb } from './floor-db.ts';
import type { Caller, RequestQuery } from './floor-handlers.ts';

const EXPIRED = { message: 'Your session has expired. Please log-in again to continue.' };

declare module 'fastify' {
  interface FastifyRequest {
    floorCaller: Caller | null;
  }
}

export async function buildFloor(options: {
  db: FloorDb;
  secret: string;
  endpoints?: Endpoint[];
  /** The time a request is handled at (the SQL check fixes it, as it fixes the product's clock). */
  clock?: () => Date;
}): Promise<FastifyInstance> {
  const clock = options.clock ?? (() => new Date());
  const { db } = options;
  // Request ids as the product's (apps/server/src/app.ts): the audit trail records them.
  const app = Fastify({
    logger: false,
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  // As apps/server/src/plugins/auth.ts registers it.
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256' },
    verify: { algorithms: ['HS256'], cache: 10_000 },
  });
  app.decorateRequest('floorCaller', null);
  app.get('/health', async () => ({ status: 'ok', engine: db.engine }));
  // One route per path: endpoints that share one (list clients, search clients) share its
  // handler, which reads the query string.
  const routes = new Map<string, Endpoint>();
  for (const endpoint of options.endpoints ?? ENDPOINTS) {
    const key = `${endpoint.method} ${routeOf(endpoint)}`;
    const taken = routes.get(key);
    if (taken && taken.floor !== endpoint.floor)
      throw new Error(`${endpoint.name} and ${taken.name} share ${key} with different handlers`);
    routes.set(key, endpoint);
  }
  const serve = (scope: FastifyInstance, endpoint: Endpoint) =>
    scope.route({
      method: endpoint.method,
      url: routeOf(endpoint),
      handler: async (request) => {
        const caller = request.floorCaller!;
        const params = request.params as RequestQuery;
        return db.withTenant(caller.tenantId, (query) =>
          endpoint.floor(
            query,
            caller,
            { ...params, ...(request.query as RequestQuery) },
            {
              body: request.body,
              now: clock(),
              origin: { requestId: request.id, ip: request.ip },
            },
          ),
        );
      },
    });
  app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      try {
        const claims = await request.jwtVerify<{ tenantId: string; username: string }>();
        request.floorCaller = { tenantId: claims.tenantId, userId: claims.username };
      } catch {
        return reply.code(401).send(EXPIRED);
      }
    });
    for (const endpoint of routes.values()) if (!endpoint.linkToken) serve(api, endpoint);
  });
  // Link token routes: the token names its tenant (`<tenantId>.<secret>`); the handler looks
  // the token up, in its one transaction.
  app.register(async (links) => {
    links.addHook('preHandler', async (request, reply) => {
      const token = (request.params as { token?: string }).token ?? '';
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return reply.code(401).send({ message: 'This link is invalid.' });
      request.floorCaller = { tenantId: token.slice(0, dot), userId: '' };
    });
    for (const endpoint of routes.values()) if (endpoint.linkToken) serve(links, endpoint);
  });
  return app;
}

async function main() {
  const secret = process.env.JWT_SECRET;
  if (!secret) throw new Error('JWT_SECRET is required (the product must sign with it too)');
  const db = await openFloorDb({
    dataDir: process.env.DATA_DIR,
    databaseUrl: process.env.DATABASE_URL || undefined,
    poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  });
  const app = await buildFloor({ db, secret });
  app.addHook('onClose', () => db.close());
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  const address = await app.listen({
    port: Number(process.env.PORT ?? 3100),
    host: process.env.HOST ?? '127.0.0.1',
  });
  process.stdout.write(`floor serving ${address} (${db.engine})\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`floor: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
