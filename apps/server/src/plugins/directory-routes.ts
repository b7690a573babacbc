import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NoContentSchema } from '@tallysheet/contract/common/errors';
import type { AppDeps } from '../lib/deps.ts';
import { adminRoute, type Out, type Schema } from './admin-list-routes.ts';
import { depsOf } from './deps.ts';
import { apiErrors } from './route-parts.ts';

/** The errors every directory route may answer with (API.md). */
export const directoryErrors = apiErrors;

/** What a handler gets: the caller's tenant (from its credentials) and the app's deps. */
export type DirectoryCall = { deps: AppDeps; tenantId: string };

/**
 * A directory domain's routes: list, create, get, update (archive) and delete under one path,
 * each an Administrator's (`access: 'admin'`, so in the route table and the security sweep),
 * with its schemas and summary for the OpenAPI document. Handlers get parsed input and the
 * call's tenant, and return what the contract's response schema shows.
 */
export interface DirectoryRoutesDeclaration<
  Q extends Schema,
  L extends Schema,
  B extends Schema,
  C extends Schema,
  R extends Schema,
  U extends Schema,
> {
  /** The collection's path, e.g. `/clients`; a row is `${path}/:${id}`. */
  path: string;
  /** The path param naming a row, e.g. `clientId`. */
  id: string;
  tags: string[];
  /** The row's schema, answered by get and update. */
  row: R;
  list: {
    summary: string;
    query: Q;
    response: L;
    handle: (call: DirectoryCall & { query: Out<Q> }) => Promise<Out<L>>;
  };
  create: {
    summary: string;
    body: B;
    response: C;
    /** The 409's schema where it carries more than a message (the outstanding timecards). */
    conflict?: Schema;
    handle: (call: DirectoryCall & { body: Out<B> }) => Promise<Out<C>>;
  };
  get: { summary: string; handle: (call: DirectoryCall & { id: string }) => Promise<Out<R>> };
  update: {
    summary: string;
    body: U;
    handle: (call: DirectoryCall & { id: string; body: Out<U> }) => Promise<Out<R>>;
  };
  delete: { summary: string; handle: (call: DirectoryCall & { id: string }) => Promise<void> };
}

const callOf = (request: FastifyRequest): DirectoryCall => ({
  deps: depsOf(request),
  tenantId: request.auth.tenantId,
});

/** The Fastify plugin of a directory domain's five routes. */
export function directoryRoutes<
  Q extends Schema,
  L extends Schema,
  B extends Schema,
  C extends Schema,
  R extends Schema,
  U extends Schema,
>(declaration: DirectoryRoutesDeclaration<Q, L, B, C, R, U>): FastifyPluginAsyncZod {
  const { path, tags, row } = declaration;
  const item = `${path}/:${declaration.id}`;
  const params = z.object({ [declaration.id]: z.string().max(100) });
  const idOf = (request: FastifyRequest) =>
    (request.params as Record<string, string>)[declaration.id]!;
  const errors = directoryErrors;
  return async (zodApp) => {
    // The handlers are typed by the declaration's schemas; the zod compilers run as anywhere.
    const app = zodApp as unknown as FastifyInstance;
    const { list, create, get, update } = declaration;
    const conflict = create.conflict ? { 409: create.conflict } : {};
    adminRoute(
      app,
      'GET',
      path,
      {
        tags,
        summary: list.summary,
        querystring: list.query,
        response: { 200: list.response, ...errors },
      },
      async (request) => list.handle({ ...callOf(request), query: request.query as Out<Q> }),
    );
    adminRoute(
      app,
      'POST',
      path,
      {
        tags,
        summary: create.summary,
        body: create.body,
        response: { 201: create.response, ...errors, ...conflict },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await create.handle({ ...callOf(request), body: request.body as Out<B> })),
    );
    adminRoute(
      app,
      'GET',
      item,
      { tags, summary: get.summary, params, response: { 200: row, ...errors } },
      async (request) => get.handle({ ...callOf(request), id: idOf(request) }),
    );
    adminRoute(
      app,
      'PUT',
      item,
      {
        tags,
        summary: update.summary,
        params,
        body: update.body,
        response: { 200: row, ...errors },
      },
      async (request) =>
        update.handle({ ...callOf(request), id: idOf(request), body: request.body as Out<U> }),
    );
    adminRoute(
      app,
      'DELETE',
      item,
      {
        tags,
        summary: declaration.delete.summary,
        params,
        response: { 204: NoContentSchema, ...errors },
      },
      async (request, reply) => {
        await declaration.delete.handle({ ...callOf(request), id: idOf(request) });
        return reply.code(204).send();
      },
    );
  };
}
