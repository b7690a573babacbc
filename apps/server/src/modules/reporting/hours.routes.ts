import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HoursOverPeriodRequestSchema,
  HoursOverPeriodSchema,
  type HoursOverPeriod,
} from '@tallysheet/contract/reporting/hours-over-period';
import { depsOf } from '../../plugins/deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import { EXPORT_TYPES } from '../timesheets/timecard-export.ts';
import { headerRowIndex, reportCsv, reportRows, reportXlsx } from './hours-export.ts';
import { hoursOverPeriod, hoursOverPeriodForExport } from './hours.service.ts';
import { vendorRoutes } from './vendor.routes.ts';
import { baseErrors, binaryFile } from '../../plugins/route-parts.ts';

/** Fastify sends a stream as it is; the document describes its bytes as a string. */
const asFile = (body: Readable) => body as unknown as HoursOverPeriod;

/**
 * The reports behind the Reporting flag (A§2.2, A§3): with the flag off they answer 404, as if
 * they did not exist; the credentials are checked first, as everywhere.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', async () => {
    if (!app.config.FEATURE_FLAGS.Reporting) throw notFound('Reporting is turned off');
  });
  await app.register(vendorRoutes);

  app.get(
    '/hours-over-period',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reporting'],
        summary:
          'Submitted hours per group and interval (weeks start on Saturday), or the same as CSV or XLSX',
        querystring: HoursOverPeriodRequestSchema,
        response: {
          200: {
            description:
              'The report (JSON), or with format=csv|xlsx the file hours-over-period-FROM-TO.csv|.xlsx',
            content: {
              'application/json': { schema: HoursOverPeriodSchema },
              [EXPORT_TYPES.csv]: { schema: binaryFile },
              [EXPORT_TYPES.xlsx]: { schema: binaryFile },
            },
          },
          ...baseErrors,
        },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const deps = depsOf(request);
      const caller = request.auth;
      if (format === 'json') return hoursOverPeriod({ deps, caller, query });
      const { report, filters } = await hoursOverPeriodForExport({ deps, caller, query });
      const rows = reportRows(report, filters);
      return reply
        .type(format === 'csv' ? `${EXPORT_TYPES.csv}; charset=utf-8` : EXPORT_TYPES.xlsx)
        .header(
          'content-disposition',
          `attachment; filename="hours-over-period-${report.from}-${report.to}.${format}"`,
        )
        .send(
          asFile(format === 'csv' ? reportCsv(rows) : reportXlsx(rows, headerRowIndex(filters))),
        );
    },
  );
};
