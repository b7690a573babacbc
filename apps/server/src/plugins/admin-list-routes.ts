import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { NoContentSchema } from '@tallysheet/contract/common/errors';
import { baseErrors, callerOf } from './route-parts.ts';

/**
 * An admin list's routes, from a declaration: a small list of an Administrator's settings
 * (rates, delegations, period locks...) read, added to and removed from under one prefix.
 *
 *   export const rateRoutes = adminListRoutes({
 *     list: { summary, query: RateListQuerySchema, response: RateListSchema, handle: listTenantRates },
 *     create: { summary, body: CreateRateSchema, response: RateSchema, handle: createRate },
 *     remove: { summary, params: RateIdParamsSchema, handle: removeRate },
 *   });
 *   // app.ts: api.register(rateRoutes, { prefix: '/admin/rates' })
 *
 * - `list` is GET / (200), `create` POST / (201), `remove` DELETE /:id (204, with an optional
 *   body such as a reason). Each part is optional; declare only those the list has.
 * - Every route is `access: 'admin'` (so in the route table and the security sweep; an API key
 *   needs the scope plugins/api-key-scopes.ts finds for the path), tagged `admin`, and answers
 *   the base errors (400/401/403/404). POSTs go through the Idempotency-Key plugin as any.
 * - Handlers get the app's deps and the caller (tenant from its credentials), plus the parsed
 *   `query`, `input` (create's body) or `id` and `body` (remove): the services' own signature.
 *   A service answers 404 for another tenant's object by finding nothing in its tenant.
 */

/** What a handler gets: the app's deps and who is calling. */
export type AdminListCall = ReturnType<typeof callerOf>;

/** A zod schema of the contract, and what it parses to. */
export type Schema = z.ZodType;
export type Out<S extends Schema> = z.output<S>;

/** GET /: a page of the list. `query`: what it filters by, if anything. */
export interface AdminListPart<Q extends Schema, L extends Schema> {
  summary: string;
  query?: Q;
  response: L;
  handle: (call: AdminListCall & { query: Out<Q> }) => Promise<Out<L>>;
}

/** POST /: adds one; answers 201 with it. */
export interface AdminCreatePart<B extends Schema, C extends Schema> {
  summary: string;
  body: B;
  response: C;
  handle: (call: AdminListCall & { input: Out<B> }) => Promise<Out<C>>;
}

/** DELETE /:id: removes one; answers 204. `body`: what the removal takes (a reason). */
export interface AdminRemovePart<D extends Schema> {
  summary: string;
  /** The contract's `{ id }` params schema. */
  params: Schema;
  body?: D;
  handle: (call: AdminListCall & { id: string; body: Out<D> }) => Promise<unknown>;
}

const config = { access: 'admin' } as const;

/** An Administrator's route's schema for the OpenAPI document (its tags: `admin` unless said). */
export interface AdminRouteSchema {
  summary: string;
  tags?: string[];
  querystring?: Schema;
  params?: Schema;
  body?: Schema;
  response: Record<number, unknown>;
}

/** Registers one Administrator's route (`access: 'admin'`): the engines' single way in. */
export function adminRoute(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { tags = ['admin'], ...schema }: AdminRouteSchema,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  app.route({ method, url, config, schema: { tags, ...schema }, handler });
}

/** The Fastify plugin of an admin list's routes (see the declaration above). */
export function adminListRoutes<
  Q extends Schema,
  L extends Schema,
  B extends Schema,
  C extends Schema,
  D extends Schema = z.ZodUndefined,
>({
  list,
  create,
  remove,
}: {
  list?: AdminListPart<Q, L>;
  create?: AdminCreatePart<B, C>;
  remove?: AdminRemovePart<D>;
}): FastifyPluginAsyncZod {
  const errors = baseErrors;
  return async (zodApp) => {
    // The handlers are typed by the declaration's schemas; the zod compilers run as anywhere.
    const app = zodApp as unknown as FastifyInstance;
    if (list) {
      const { summary, query: querystring, response } = list;
      adminRoute(
        app,
        'GET',
        '/',
        {
          summary,
          ...(querystring ? { querystring } : {}),
          response: { 200: response, ...errors },
        },
        (request) => list.handle({ ...callerOf(request), query: request.query as Out<Q> }),
      );
    }
    if (create) {
      const { summary, body, response } = create;
      adminRoute(
        app,
        'POST',
        '/',
        { summary, body, response: { 201: response, ...errors } },
        async (request, reply) =>
          reply
            .code(201)
            .send(await create.handle({ ...callerOf(request), input: request.body as Out<B> })),
      );
    }
    if (remove) {
      const { summary, params, body } = remove;
      const response = { 204: NoContentSchema, ...errors };
      adminRoute(
        app,
        'DELETE',
        '/:id',
        { summary, params, ...(body ? { body } : {}), response },
        async (request, reply) => {
          const { id } = request.params as { id: string };
          await remove.handle({ ...callerOf(request), id, body: request.body as Out<D> });
          return reply.code(204).send();
        },
      );
    }
  };
}
