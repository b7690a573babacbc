import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  CreateHolidaySchema,
  HolidayIdParamsSchema,
  HolidayListSchema,
  HolidaySchema,
  PayRulesSchema,
} from '@tallysheet/contract/pay-rules/pay-rules';
import { depsOf } from '../../plugins/deps.ts';
import { baseErrors } from '../../plugins/route-parts.ts';
import {
  addHoliday,
  changePayRules,
  removeHoliday,
  tenantHolidays,
  tenantPayRules,
} from './pay-rules.service.ts';

const errors = baseErrors;
// Administrators only; an API key needs the `rates` scope (plugins/api-key-scopes.ts).
const config = { access: 'admin' } as const;
const tags = ['admin'];

/** Overtime rules and the holiday calendar (API.md /admin/pay-rules, /admin/holidays). */
export const payRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pay-rules',
    {
      config,
      schema: {
        tags,
        summary: "The tenant's overtime rules (the defaults until saved)",
        response: { 200: PayRulesSchema, ...errors },
      },
    },
    async (request) => tenantPayRules({ deps: depsOf(request), caller: request.auth }),
  );

  app.put(
    '/pay-rules',
    {
      config,
      schema: {
        tags,
        summary:
          'Save the overtime rules: weekly and optional daily limits in hours, and the multipliers',
        body: PayRulesSchema,
        response: { 200: PayRulesSchema, ...errors },
      },
    },
    async (request) =>
      changePayRules({ deps: depsOf(request), caller: request.auth, rules: request.body }),
  );

  app.get(
    '/holidays',
    {
      config,
      schema: {
        tags,
        summary: "The tenant's holidays, earliest date first",
        response: { 200: HolidayListSchema, ...errors },
      },
    },
    async (request) => tenantHolidays({ deps: depsOf(request), caller: request.auth }),
  );

  app.post(
    '/holidays',
    {
      config,
      schema: {
        tags,
        summary: 'Add a holiday on a date, or on its month and day every year',
        body: CreateHolidaySchema,
        response: { 201: HolidaySchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await addHoliday({
        deps: depsOf(request),
        caller: request.auth,
        input: request.body,
      });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/holidays/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a holiday',
        params: HolidayIdParamsSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await removeHoliday({ deps: depsOf(request), caller: request.auth, id: request.params.id });
      return reply.code(204).send();
    },
  );
};
