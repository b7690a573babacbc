import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  CreateInvoiceRunSchema,
  CreatePayRunSchema,
  InvoiceRunQuerySchema,
  InvoiceRunSchema,
  PayRunQuerySchema,
  PayRunSchema,
  RunIdParamsSchema,
  RunListQuerySchema,
  RunListSchema,
  VoidRunSchema,
  type VoidRun,
  type InvoiceRun,
  type PayRun,
  type RunKind,
} from '@tallysheet/contract/runs/runs';
import {
  adminListRoutes,
  adminRoute,
  type AdminListCall,
  type Schema,
} from '../../plugins/admin-list-routes.ts';
import { depsOf } from '../../plugins/deps.ts';
import { apiErrors, baseErrors, binaryFile, callerOf } from '../../plugins/route-parts.ts';
import { EXPORT_TYPES } from '../timesheets/timecard-export.ts';
import { qboCsv, xeroCsv } from './accounting-export.ts';
import { invoiceRunPdf } from './invoice-pdf.service.ts';
import { invoiceRunRows, payRunRows, rowsCsv, rowsXlsx } from './runs-export.ts';
import {
  createInvoiceRun,
  createPayRun,
  finaliseRun,
  getRun,
  listTenantRuns,
  voidRun,
} from './runs.service.ts';

// Administrators only; an API key needs the `rates` scope (plugins/api-key-scopes.ts).
const config = { access: 'admin' } as const;
const tags = ['admin'];
const CSV = `${EXPORT_TYPES.csv}; charset=utf-8`;

/** Fastify sends a stream or buffer as it is; the document describes its bytes as a string. */
const asFile = (body: Readable | Buffer) => body as unknown as PayRun & InvoiceRun;

/** A new run's route: its summary, body and service. */
interface CreatePart<B extends Schema> {
  summary: string;
  body: B;
  handle: (call: AdminListCall & { input: z.output<B> }) => Promise<PayRun | InvoiceRun>;
}

/** The list, create, finalise and void routes, the same for both kinds. */
function commonRoutes<B extends Schema>(
  kind: RunKind,
  schema: typeof PayRunSchema | typeof InvoiceRunSchema,
  create: CreatePart<B>,
) {
  const noun = kind === 'pay' ? 'pay run' : 'invoice run';
  const listAndCreate = adminListRoutes<typeof RunListQuerySchema, typeof RunListSchema, B, Schema>(
    {
      list: {
        summary: `The tenant's ${noun}s (without lines), newest first`,
        query: RunListQuerySchema,
        response: RunListSchema,
        handle: (call) => listTenantRuns({ ...call, kind }),
      },
      create: { ...create, response: schema },
    },
  );
  const routes: FastifyPluginAsyncZod = async (zodApp) => {
    await zodApp.register(listAndCreate);
    const app = zodApp as unknown as FastifyInstance;
    const response = { 200: schema, ...apiErrors };
    const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
    adminRoute(
      app,
      'POST',
      '/:id/finalise',
      {
        summary: `Finalise a draft ${noun}: its hours are ${kind === 'pay' ? 'paid' : 'invoiced'} (never in a later ${noun}) and their days locked`,
        params: RunIdParamsSchema,
        response,
      },
      async (request) => finaliseRun({ ...callerOf(request), kind, id: idOf(request) }),
    );
    adminRoute(
      app,
      'POST',
      '/:id/void',
      {
        summary: `Void a finalised ${noun} with a reason: its hours are released and unlocked`,
        params: RunIdParamsSchema,
        body: VoidRunSchema,
        response,
      },
      async (request) =>
        voidRun({
          ...callerOf(request),
          kind,
          id: idOf(request),
          reason: (request.body as VoidRun).reason,
        }),
    );
  };
  return routes;
}

/** A run's JSON answer, or one of `files` (content types) as the document describes it. */
function runResponse(schema: Schema, files: string[]) {
  const content = Object.fromEntries(files.map((type) => [type, { schema: binaryFile }]));
  return {
    200: {
      description: 'The run (JSON), or its file',
      content: { 'application/json': { schema }, ...content },
    },
    ...baseErrors,
  };
}

/** Pay runs (API.md /admin/pay-runs). */
export const payRunRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    commonRoutes('pay', PayRunSchema, {
      summary:
        "Draw up a pay run: the period's approved, not yet paid hours per associate, split and priced",
      body: CreatePayRunSchema,
      handle: createPayRun,
    }),
  );
  app.get(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A pay run with its lines, or with format=csv|xlsx the file pay-run-N.csv|.xlsx',
        params: RunIdParamsSchema,
        querystring: PayRunQuerySchema,
        response: runResponse(PayRunSchema, [EXPORT_TYPES.csv, EXPORT_TYPES.xlsx]),
      },
    },
    async (request, reply) => {
      const run = (await getRun({
        deps: depsOf(request),
        caller: request.auth,
        kind: 'pay',
        id: request.params.id,
      })) as PayRun;
      const { format } = request.query;
      if (!format) return run;
      const { rows, headerIndex } = payRunRows(run);
      return reply
        .type(format === 'csv' ? CSV : EXPORT_TYPES.xlsx)
        .header('content-disposition', `attachment; filename="pay-run-${run.number}.${format}"`)
        .send(
          asFile(
            format === 'csv' ? rowsCsv(rows) : rowsXlsx(`Pay run ${run.number}`, rows, headerIndex),
          ),
        );
    },
  );
};

const INVOICE_FILES = {
  csv: { type: CSV, suffix: 'csv' },
  xlsx: { type: EXPORT_TYPES.xlsx, suffix: 'xlsx' },
  qbo: { type: CSV, suffix: 'quickbooks.csv' },
  xero: { type: CSV, suffix: 'xero.csv' },
} as const;

/** Invoice runs (API.md /admin/invoice-runs). */
export const invoiceRunRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    commonRoutes('invoice', InvoiceRunSchema, {
      summary:
        "Draw up an invoice run: a client's approved, not yet invoiced hours of the period, priced",
      body: CreateInvoiceRunSchema,
      handle: createInvoiceRun,
    }),
  );
  app.get(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'An invoice run with its lines, or with format=csv|xlsx|qbo|xero|pdf its file (QuickBooks Online and Xero import CSVs, a PDF invoice draft)',
        params: RunIdParamsSchema,
        querystring: InvoiceRunQuerySchema,
        response: runResponse(InvoiceRunSchema, [
          EXPORT_TYPES.csv,
          EXPORT_TYPES.xlsx,
          'application/pdf',
        ]),
      },
    },
    async (request, reply) => {
      const deps = depsOf(request);
      const caller = request.auth;
      const { id } = request.params;
      const { format } = request.query;
      if (format === 'pdf') {
        const { pdf, filename } = await invoiceRunPdf({ deps, caller, id });
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(asFile(pdf));
      }
      const run = (await getRun({ deps, caller, kind: 'invoice', id })) as InvoiceRun;
      if (!format) return run;
      const file = INVOICE_FILES[format];
      const { rows, headerIndex } = invoiceRunRows(run);
      const body =
        format === 'qbo'
          ? qboCsv(run)
          : format === 'xero'
            ? xeroCsv(run)
            : format === 'csv'
              ? rowsCsv(rows)
              : rowsXlsx(`Invoice run ${run.number}`, rows, headerIndex);
      return reply
        .type(file.type)
        .header(
          'content-disposition',
          `attachment; filename="invoice-run-${run.number}.${file.suffix}"`,
        )
        .send(asFile(body));
    },
  );
};
