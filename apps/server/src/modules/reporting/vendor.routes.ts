import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  VendorReportQuerySchema,
  VendorReportSendSchema,
  VendorReportSentSchema,
} from '@tallysheet/contract/reporting/vendor-report';
import { EXPORT_TYPES } from '../timesheets/timecard-export.ts';
import { renderVendorPdf, vendorXlsx } from './vendor-files.ts';
import { loadVendorReport, sendVendorReport, vendorFilename } from './vendor.service.ts';
import { baseErrors, binaryFile, callerOf } from '../../plugins/route-parts.ts';

/** The vendor report (API.md "reporting"): a supplier's hours as PDF or XLSX, or e-mailed. */
export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vendor-report',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reporting'],
        summary: "A supplier's associates' hours per week with the approval split, PDF or XLSX",
        querystring: VendorReportQuerySchema,
        response: {
          200: {
            description: 'The file (an attachment named vendor-report-SUPPLIER-FROM-TO.pdf|.xlsx)',
            content: {
              'application/pdf': { schema: binaryFile },
              [EXPORT_TYPES.xlsx]: { schema: binaryFile },
            },
          },
          ...baseErrors,
        },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const report = await loadVendorReport({ ...callerOf(request), query });
      const body = format === 'pdf' ? await renderVendorPdf(report) : vendorXlsx(report);
      // Fastify sends a buffer or a stream as it is; the document describes its bytes as a string.
      return reply
        .type(format === 'pdf' ? 'application/pdf' : EXPORT_TYPES.xlsx)
        .header('content-disposition', `attachment; filename="${vendorFilename(report, format)}"`)
        .send(body as unknown as string);
    },
  );

  app.post(
    '/vendor-report/send',
    {
      // Sending a report is still reporting: no key scope changes data here.
      config: { access: 'admin', apiKeyScope: 'reports:read' },
      schema: {
        tags: ['reporting'],
        summary: 'E-mails the vendor report, PDF attached, to chosen contacts of the supplier',
        body: VendorReportSendSchema,
        response: { 202: VendorReportSentSchema, ...baseErrors },
      },
    },
    async (request, reply) => {
      const sent = await sendVendorReport({ ...callerOf(request), body: request.body });
      return reply.code(202).send(sent);
    },
  );
};
