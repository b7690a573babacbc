import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TimecardExportQuerySchema,
  TimecardHitListSchema,
  TimecardSearchQuerySchema,
} from '@tallysheet/contract/timesheets/admin';
import { dayInZone } from '@tallysheet/contract/timesheets/week';
import { depsOf } from '../../plugins/deps.ts';
import { openTimecardExport, searchTimecards } from './search.service.ts';
import { csvStream, EXPORT_TYPES, exportDisposition, xlsxStream } from './timecard-export.ts';
import { baseErrors, binaryFile, callerOf } from '../../plugins/route-parts.ts';

/** Fastify sends a stream or a buffer as it is; the document describes its bytes as a string. */
const asFile = (body: Readable) => body as unknown as string;

/** Search Timecards (API.md "ts"): the Administrator's search and its streamed export. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search-timecards',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['ts'],
        summary: 'Timecards matching the filters and text in their descriptions, paged',
        querystring: TimecardSearchQuerySchema,
        response: { 200: TimecardHitListSchema, ...baseErrors },
      },
    },
    async (request) => searchTimecards({ ...callerOf(request), query: request.query }),
  );

  app.get(
    '/search-timecards/export',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['ts'],
        summary: 'Every matching timecard, one row per worked day, streamed as CSV or XLSX',
        querystring: TimecardExportQuerySchema,
        response: {
          200: {
            description: 'The file (an attachment named timecards-YYYY-MM-DD.csv or .xlsx)',
            content: {
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
      const { format } = request.query;
      const chunks = await openTimecardExport({
        deps,
        caller: request.auth,
        query: request.query,
      });
      return reply
        .type(format === 'csv' ? `${EXPORT_TYPES.csv}; charset=utf-8` : EXPORT_TYPES.xlsx)
        .header(
          'content-disposition',
          exportDisposition(format, dayInZone(deps.clock.now(), 'UTC')),
        )
        .send(asFile(format === 'csv' ? csvStream(chunks) : xlsxStream(chunks)));
    },
  );
};
