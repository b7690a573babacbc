import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateHolidaySchema,
  HolidayIdParamsSchema,
  HolidayListSchema,
  HolidaySchema,
  type PayRules,
  PayRulesSchema,
} from '@tallysheet/contract/pay-rules/pay-rules';
import { adminListRoutes, adminRoute } from '../../plugins/admin-list-routes.ts';
import { baseErrors, callerOf } from '../../plugins/route-parts.ts';
import {
  addHoliday,
  changePayRules,
  removeHoliday,
  tenantHolidays,
  tenantPayRules,
} from './pay-rules.service.ts';

// Administrators only; an API key needs the `rates` scope (plugins/api-key-scopes.ts).
const response = { 200: PayRulesSchema, ...baseErrors };

/** The holiday calendar (API.md /admin/holidays). */
const holidayRoutes = adminListRoutes({
  list: {
    summary: "The tenant's holidays, earliest date first",
    response: HolidayListSchema,
    handle: tenantHolidays,
  },
  create: {
    summary: 'Add a holiday on a date, or on its month and day every year',
    body: CreateHolidaySchema,
    response: HolidaySchema,
    handle: addHoliday,
  },
  remove: { summary: 'Remove a holiday', params: HolidayIdParamsSchema, handle: removeHoliday },
});

/** Overtime rules and the holiday calendar (API.md /admin/pay-rules, /admin/holidays). */
export const payRuleRoutes: FastifyPluginAsyncZod = async (zodApp) => {
  const app = zodApp as unknown as FastifyInstance;
  adminRoute(
    app,
    'GET',
    '/pay-rules',
    { summary: "The tenant's overtime rules (the defaults until saved)", response },
    async (request) => tenantPayRules(callerOf(request)),
  );
  adminRoute(
    app,
    'PUT',
    '/pay-rules',
    {
      summary:
        'Save the overtime rules: weekly and optional daily limits in hours, and the multipliers',
      body: PayRulesSchema,
      response,
    },
    async (request) => changePayRules({ ...callerOf(request), rules: request.body as PayRules }),
  );
  await zodApp.register(holidayRoutes, { prefix: '/holidays' });
};
