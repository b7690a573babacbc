import {
  CreateRateSchema,
  RateIdParamsSchema,
  RateListQuerySchema,
  RateListSchema,
  RateSchema,
} from '@tallysheet/contract/rates/rates';
import { adminListRoutes } from '../../plugins/admin-list-routes.ts';
import { createRate, listTenantRates, removeRate } from './rates.service.ts';

/**
 * Rates (API.md /admin/rates): bill and pay rates with their history. Administrators only; an
 * API key needs the `rates` scope (plugins/api-key-scopes.ts).
 */
export const rateRoutes = adminListRoutes({
  list: {
    summary:
      "The tenant's rates (an associate's and/or a project's with userId / projectId), newest first",
    query: RateListQuerySchema,
    response: RateListSchema,
    handle: listTenantRates,
  },
  create: {
    summary:
      'Set a bill and/or pay rate (minor units) for an associate, a project or both, from a day on',
    body: CreateRateSchema,
    response: RateSchema,
    handle: createRate,
  },
  remove: {
    summary: 'Remove a rate: the one before it is in force again',
    params: RateIdParamsSchema,
    handle: removeRate,
  },
});
