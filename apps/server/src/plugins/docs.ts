import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@tallysheet/contract/util/util';
import { publicRoutes } from './route-table.ts';

/** The OpenAPI document generated from the route schemas, and its reference page at /api/docs. */
export const docsPlugin = fp(
  async (app: FastifyInstance, options: { brandName: string }) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: `${options.brandName} API`,
          description:
            'Time tracking and timesheet approval. Authenticate with `Authorization: Bearer <token>` from POST /api/tokens/login.',
          version: APP_VERSION,
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(async (scope) => {
      publicRoutes(scope);
      await scope.register(fastifySwaggerUi, {
        routePrefix: '/api/docs',
        uiConfig: { docExpansion: 'list', deepLinking: true },
      });
    });
  },
  { name: 'docs' },
);
