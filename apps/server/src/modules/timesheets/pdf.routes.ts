import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import { VerifyQuerySchema } from '@tallysheet/contract/audit/proof';
import { VerificationSchema, VerifyParamsSchema } from '@tallysheet/contract/timesheets/admin';
import { TimesheetIdParamsSchema } from '@tallysheet/contract/timesheets/timesheets';
import { depsOf } from '../../plugins/deps.ts';
import { limitByIp } from '../../plugins/rate-limit.ts';
import { timesheetPdf, verifyFingerprint } from './pdf.service.ts';
import { baseErrors, binaryFile, callerOf } from '../../plugins/route-parts.ts';

/** A timesheet's PDF (API.md "ts"): whoever may read the timesheet may have it. */
export const pdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/doc/:timesheetId/pdf',
    {
      config: { access: 'assoc' },
      schema: {
        tags: ['ts'],
        summary: 'A timesheet as a PDF, with the approval stamp once every timecard is approved',
        params: TimesheetIdParamsSchema,
        response: {
          200: {
            description: 'The PDF, shown inline (timesheet-{userId}-{periodStart}.pdf)',
            content: { 'application/pdf': { schema: binaryFile } },
          },
          ...baseErrors,
        },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await timesheetPdf({
        ...callerOf(request),
        timesheetId: request.params.timesheetId,
      });
      // Fastify sends a buffer as it is; the document describes its bytes as a string.
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .send(pdf as unknown as string);
    },
  );
};

/**
 * GET /ts/verify/{fingerprint}: public and rate-limited per client address; says whether an
 * approval-stamped PDF was issued, for which company, associate and period, and proves its
 * decisions in the tenant's audit trail (their contents; the rest of the trail as hashes).
 */
export const verifyRoutes: FastifyPluginAsyncZod<{ rateLimit: number }> = async (app, options) => {
  await limitByIp(app, { area: 'verify', max: options.rateLimit });

  app.get(
    '/verify/:fingerprint',
    {
      config: { access: 'public' },
      schema: {
        tags: ['ts'],
        summary:
          'Whether an approval-stamped timesheet PDF with this fingerprint (or file SHA-256) was issued, with the proof of its decisions in the audit trail',
        security: [],
        params: VerifyParamsSchema,
        querystring: VerifyQuerySchema,
        response: {
          200: VerificationSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      verifyFingerprint({
        deps: depsOf(request),
        fingerprint: request.params.fingerprint,
        after: request.query.after,
      }),
  );
};
