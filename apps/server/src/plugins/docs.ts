import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import { APP_VERSION } from '@tallysheet/contract/util/util';
import { strictOpenApi } from './openapi-strict.ts';
import { API_KEY_SCOPE_DESCRIPTIONS } from '@tallysheet/contract/api-keys/api-keys';
import { apiKeyScopeOf } from './api-key-scopes.ts';
import { refusesIdempotencyKey } from './idempotency.ts';
import { publicRoutes } from './route-table.ts';

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="40" height="40"><rect width="32" height="32" rx="6" fill="#1F5FAD"/><path d="M9 10h14M16 10v13M11 17h3M18 17h3M11 21h3M18 21h3" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/></svg>';

const takesBody = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);

/** The OpenAPI document generated from the route schemas, and its reference page at /api/docs. */
export const docsPlugin = fp(
  async (app: FastifyInstance, options: { brandName: string }) => {
    // A route that takes API keys lists them beside the session's JWT (either one will do),
    // the scope a key needs (`x-api-key-scope`, and a line of its description: OpenAPI 3.0
    // keeps scopes for OAuth) and the 429 of the key rate limits (plugins/rate-limit.ts); any
    // other guarded route answers a key with 403.
    const withoutIdempotency = new Set<string>();
    app.addHook('onRoute', (route) => {
      if (refusesIdempotencyKey(route))
        for (const method of [route.method].flat())
          withoutIdempotency.add(
            `${method.toLowerCase()} ${route.url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`,
          );
      const access = route.config?.access;
      // A public call, or one authorized by a link's token in its path, takes no Authorization
      // header: it declares no security scheme (the link token is described as the credential).
      if ((access === 'public' || access === 'token') && route.schema && !route.schema.security)
        route.schema = {
          ...route.schema,
          security: [],
          ...(access === 'token' && {
            description: [
              route.schema.description,
              "Authorized by the link's token in the path, which is the credential: no Authorization header.",
            ]
              .filter(Boolean)
              .join(' '),
          }),
        };
      // A call that takes no body refuses one (plugins/no-body.ts): a 400 it may answer.
      if (!route.schema?.body && route.schema?.response && [route.method].flat().some(takesBody))
        route.schema = {
          ...route.schema,
          response: { 400: ErrorResponseSchema, ...(route.schema.response as object) },
        };
      if (!access || access === 'public' || access === 'token') return;
      const response = route.schema?.response as Record<string, unknown> | undefined;
      const scope = apiKeyScopeOf(route);
      const description = route.schema?.description;
      route.schema = scope
        ? ({
            ...route.schema,
            description: `${description ? `${description}\n\n` : ''}API key scope: \`${scope}\` (${API_KEY_SCOPE_DESCRIPTIONS[scope].toLowerCase()}).`,
            'x-api-key-scope': scope,
            security: [{ bearer: [] }, { apiKey: [] }],
            response: { 429: ErrorResponseSchema, ...response },
          } as FastifySchema)
        : { ...route.schema, response: { 403: ErrorResponseSchema, ...response } };
    });
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: `${options.brandName} API`,
          description:
            'Time tracking and timesheet approval. Authenticate with `Authorization: Bearer <token>` from POST /api/tokens/login, or, on the calls that list the `apiKey` scheme, with an API key: `Authorization: Bearer tsk_…` (Manage API Keys).',
          version: APP_VERSION,
          license: { name: 'Proprietary' },
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            apiKey: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'tsk_…',
              description:
                'An API key of your company (tsk_…): Manage API Keys creates one with the scopes it may use; each call that takes keys names the scope it needs (`x-api-key-scope`), and a key without it gets 403. A key works only while the Administrator who made it is one. Never accepted on sign-in, password, second-factor, profile, billing, settings or API-key calls, and `users:write` reaches Associates only.',
            },
          },
        },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: (documentObject) =>
        strictOpenApi(
          ('openapiObject' in documentObject
            ? documentObject.openapiObject
            : documentObject.swaggerObject) as Record<string, unknown>,
          withoutIdempotency,
        ),
    });
    await app.register(async (scope) => {
      publicRoutes(scope);
      await scope.register(fastifySwaggerUi, {
        routePrefix: '/api/docs',
        uiConfig: { docExpansion: 'list', deepLinking: true },
        theme: { title: `${options.brandName} API` },
        logo: { type: 'image/svg+xml', content: Buffer.from(LOGO) },
      });
    });
  },
  { name: 'docs' },
);
