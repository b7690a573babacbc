import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuditKeySchema,
  AuditRetentionInputSchema,
  AuditRetentionSchema,
} from '@tallysheet/contract/audit/retention';
import { depsOf } from '../../plugins/deps.ts';
import { baseErrors } from '../../plugins/route-parts.ts';
import { auditRetention } from './retention.service.ts';

const config = { access: 'admin' } as const;
const tags = ['admin'];

/** Extension: the audit trail's retention (issue 30 §2), under /admin/audit. */
export const auditRetentionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/retention',
    {
      config,
      schema: {
        tags,
        summary:
          "The audit trail's retention: years to keep entries (null: the tenant's life) and the last prune's checkpoint",
        response: { 200: AuditRetentionSchema, ...baseErrors },
      },
    },
    async (request) => auditRetention({ deps: depsOf(request), tenantId: request.auth.tenantId }),
  );

  app.put(
    '/retention',
    {
      config,
      schema: {
        tags,
        summary:
          "Keep audit entries for the tenant's life (years null) or prune those older than 1 to 50 years (daily)",
        body: AuditRetentionInputSchema,
        response: { 200: AuditRetentionSchema, ...baseErrors },
      },
    },
    async (request) =>
      auditRetention({
        deps: depsOf(request),
        tenantId: request.auth.tenantId,
        change: request.body,
      }),
  );
};

/** Extension: the public key that audit checkpoints' signatures verify with (anyone may read it). */
export const auditKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-key',
    {
      config: { access: 'public' },
      schema: {
        tags: ['util'],
        summary: "The server's Ed25519 public key that signs audit trail checkpoints",
        security: [],
        response: { 200: AuditKeySchema },
      },
    },
    async () => {
      const { keyId, publicKey, publicKeyPem } = app.deps.auditKey;
      return { algorithm: 'Ed25519' as const, keyId, publicKey, publicKeyPem };
    },
  );
};
