import {
  ClosePeriodSchema,
  PeriodLockIdParamsSchema,
  PeriodLockListQuerySchema,
  PeriodLockListSchema,
  PeriodLockSchema,
  ReopenPeriodSchema,
} from '@tallysheet/contract/locks/period-locks';
import { adminListRoutes } from '../../plugins/admin-list-routes.ts';
import { closePeriod, listPeriodLocks, reopenPeriod } from './locks.service.ts';

/** Period locks (API.md /admin/period-locks, issue 30 §1): close a period, list, reopen. */
export const periodLockRoutes = adminListRoutes({
  list: {
    summary: 'The periods closed now, latest period first',
    query: PeriodLockListQuerySchema,
    response: PeriodLockListSchema,
    handle: listPeriodLocks,
  },
  create: {
    summary:
      'Close a period (from–to, for every client or one): its days become read-only whatever their status',
    body: ClosePeriodSchema,
    response: PeriodLockSchema,
    handle: closePeriod,
  },
  remove: {
    summary: 'Reopen a closed period, with a reason',
    params: PeriodLockIdParamsSchema,
    body: ReopenPeriodSchema,
    handle: ({ body, ...call }) => reopenPeriod({ ...call, reason: body.reason }),
  },
});
