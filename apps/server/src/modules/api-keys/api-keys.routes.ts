import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiKeyIdParamsSchema,
  ApiKeyListSchema,
  CreateApiKeySchema,
  CreatedApiKeySchema,
} from '@tallysheet/contract/api-keys/api-keys';
import { NoContentSchema } from '@tallysheet/contract/common/errors';
import { notFound } from '../../lib/http-errors.ts';
import { presentApiKey } from './api-keys.presenter.ts';
import { createApiKey, listTenantApiKeys, revokeTenantApiKey } from './api-keys.service.ts';
import { baseErrors, callerOf } from '../../plugins/route-parts.ts';

// A key never manages keys: one leaked key must not mint others or revoke the rest (issue 16).
const config = { access: 'admin', apiKey: false } as const;
const tags = ['admin'];

/** Manage API Keys (API.md admin): only while the feature flag GenerateApiKeys is on. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async () => {
    if (!app.config.FEATURE_FLAGS.GenerateApiKeys) throw notFound();
  });

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: "The tenant's API keys, newest first (never the keys themselves)",
        response: { 200: ApiKeyListSchema, ...baseErrors },
      },
    },
    async (request) => {
      const rows = await listTenantApiKeys(callerOf(request));
      return { apiKeys: rows.map(presentApiKey) };
    },
  );

  app.post(
    '/',
    {
      // A stored first answer would keep the key itself: retries are not offered here.
      config: { ...config, secret: 'returns' },
      schema: {
        tags,
        summary: 'Create an API key; the key is in this answer only',
        body: CreateApiKeySchema,
        response: { 201: CreatedApiKeySchema, ...baseErrors },
      },
    },
    async (request, reply) => {
      const { row, key } = await createApiKey({ ...callerOf(request), input: request.body });
      const { id, name, prefix, createdAt, expiresAt, scopes } = presentApiKey(row);
      return reply.code(201).send({ id, name, key, prefix, createdAt, expiresAt, scopes });
    },
  );

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Revoke an API key: refused from the next request on',
        params: ApiKeyIdParamsSchema,
        response: { 204: NoContentSchema, ...baseErrors },
      },
    },
    async (request, reply) => {
      await revokeTenantApiKey({ ...callerOf(request), id: request.params.id });
      return reply.code(204).send();
    },
  );
};
