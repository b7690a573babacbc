import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuditListQuerySchema,
  AuditListSchema,
  AuditVerifySchema,
} from '@tallysheet/contract/audit/audit';
import { dayInZone } from '@tallysheet/contract/timesheets/week';
import { depsOf } from '../../plugins/deps.ts';
import { baseErrors, binaryFile } from '../../plugins/route-parts.ts';
import { EXPORT_TYPES } from '../../lib/export-files.ts';
import { auditCsv, auditDisposition, auditXlsx } from './audit-export.ts';
import { listAudit, openAuditExport } from './audit.service.ts';
import { verifyTrail } from './checkpoint.ts';

/** Fastify sends a stream as it is; the document describes its bytes as a string. */
const asFile = (body: Readable) => body as unknown as string;
const config = { access: 'admin' } as const;
const tags = ['admin'];

/** The audit trail (API.md /admin/audit): the tenant's entries and their chain's check. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary:
          "The tenant's audit trail, newest first and filtered, or every match as CSV or XLSX",
        querystring: AuditListQuerySchema,
        response: {
          200: {
            description:
              'A page of entries (JSON), or with format=csv|xlsx every match as audit-YYYY-MM-DD.csv|.xlsx',
            content: {
              'application/json': { schema: AuditListSchema },
              [EXPORT_TYPES.csv]: { schema: binaryFile },
              [EXPORT_TYPES.xlsx]: { schema: binaryFile },
            },
          },
          ...baseErrors,
        },
      },
    },
    async (request, reply) => {
      const deps = depsOf(request);
      const { query } = request;
      if (!query.format) return listAudit({ deps, caller: request.auth, query });
      const chunks = await openAuditExport({ deps, caller: request.auth, query });
      return reply
        .type(query.format === 'csv' ? `${EXPORT_TYPES.csv}; charset=utf-8` : EXPORT_TYPES.xlsx)
        .header(
          'content-disposition',
          auditDisposition(query.format, dayInZone(deps.clock.now(), 'UTC')),
        )
        .send(asFile(query.format === 'csv' ? auditCsv(chunks) : auditXlsx(chunks)));
    },
  );

  app.get(
    '/verify',
    {
      config,
      schema: {
        tags,
        summary:
          "The tenant's hash chain recomputed (from its signed checkpoint when pruned): whether it is intact, how many entries, the first broken one",
        response: { 200: AuditVerifySchema, ...baseErrors },
      },
    },
    async (request) => {
      const deps = depsOf(request);
      return verifyTrail(deps.db, deps.auditKey, request.auth.tenantId);
    },
  );
};
