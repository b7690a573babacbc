import {
  closedDaysOf,
  dayApprovedMessage,
  LOCK_CODES,
  lockOf,
  PERIOD_LOCK_MESSAGES,
  periodClosedMessage,
  type ClosedDay,
  type ClosePeriodParsed,
  type LockRange,
  type PeriodLock,
  type PeriodLockList,
  type PeriodLockListQuery,
} from '@tallysheet/contract/locks/period-locks';
import { DEFAULT_PAGE_SIZE } from '@tallysheet/contract/common/lists';
import { formatDay, weekEndOf } from '@tallysheet/contract/timesheets/week';
import type { TimesheetEvent } from '@tallysheet/contract/timesheets/events';
import { runLockedMessage } from '@tallysheet/contract/runs/runs';
import type { Tx } from '../../db/client.ts';
import { findRunHolding } from '../runs/runs.repository.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { HttpError, invalidField, notFound, notFoundAt } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { recordAudit } from '../audit/record.ts';
import { periodLockAudit } from '../audit/settings-entries.ts';
import { emitPeriodEvent } from '../webhooks/events.ts';
import {
  findClient,
  findLocksOver,
  findProjectClients,
  findReopenedDays,
  setReopenedDays,
  insertLock,
  listLocks,
  findLocksConcerning,
  reopenLock,
  type PeriodLockRow,
} from './locks.repository.ts';

/**
 * Period close and locks (issue 30 §1). The checks every write path calls are here: a write
 * into a closed day is a 409 PERIOD_CLOSED naming the period, a change to an approved day a
 * 409 DAY_APPROVED naming the day.
 */

type Deps = { deps: ServiceDeps; caller: AuthContext };

/** The approved days reopened with a resubmission, for the week's save and answer. */
export { findReopenedDays, setReopenedDays };

export const periodClosedError = (lock: LockRange) =>
  new HttpError(409, periodClosedMessage(lock), { code: LOCK_CODES.periodClosed });

export const dayApprovedError = (day: string) =>
  new HttpError(409, dayApprovedMessage(day), { code: LOCK_CODES.dayApproved });

/** The locks in force sharing a day with `from`–`to` (one index range scan). */
export const locksOver = (tx: Tx, params: { tenantId: string; from: string; to: string }) =>
  findLocksOver(tx, params);

/** The closed days of the week starting `periodStart`, for the week grid. */
export async function weekClosedDays(
  tx: Tx,
  params: { tenantId: string; periodStart: string },
): Promise<ClosedDay[]> {
  const to = weekEndOf(params.periodStart);
  const locks = await findLocksOver(tx, {
    tenantId: params.tenantId,
    from: params.periodStart,
    to,
  });
  return closedDaysOf(locks, params.periodStart, to);
}

/**
 * A day of a timecard a write would touch. `approved`: the day is approved and not reopened.
 * With its cell (timesheet, project, task), a day a finalised pay or invoice run holds is
 * locked too (issue 31 §3).
 */
export interface WrittenDay {
  clientId: string;
  day: string;
  approved?: boolean;
  timesheetId?: string;
  projectId?: string;
  taskId?: string;
}

/**
 * Refuses a write into any of `days`: a closed one first (PERIOD_CLOSED), then an approved one
 * (DAY_APPROVED). One query for the locks over the days' span; nothing when `days` is empty.
 */
export async function assertDaysWritable(tx: Tx, tenantId: string, days: WrittenDay[]) {
  if (days.length === 0) return;
  const sorted = days.map((entry) => entry.day).sort();
  const locks = await findLocksOver(tx, {
    tenantId,
    from: sorted[0]!,
    to: sorted[sorted.length - 1]!,
  });
  for (const entry of days) {
    const lock = lockOf(locks, entry.day, entry.clientId);
    if (lock) throw periodClosedError(lock);
  }
  const cells = days.flatMap(({ timesheetId, projectId, taskId, day }) =>
    timesheetId && projectId && taskId ? [{ timesheetId, projectId, taskId, day }] : [],
  );
  const run = await findRunHolding(tx, { tenantId, cells });
  if (run)
    throw new HttpError(409, runLockedMessage(run.kind, run.number), {
      code: LOCK_CODES.periodClosed,
    });
  const approved = days.find((entry) => entry.approved);
  if (approved) throw dayApprovedError(approved.day);
}

/** As assertDaysWritable, for days named by project: their clients are read first. */
export async function assertProjectDaysWritable(
  tx: Tx,
  tenantId: string,
  days: { projectId: string; day: string; approved?: boolean }[],
) {
  if (days.length === 0) return;
  const clients = await findProjectClients(tx, {
    tenantId,
    projectIds: [...new Set(days.map((entry) => entry.projectId))],
  });
  await assertDaysWritable(
    tx,
    tenantId,
    days.map((entry) => ({ ...entry, clientId: clients.get(entry.projectId) ?? '' })),
  );
}

export function presentPeriodLock(row: PeriodLockRow): PeriodLock {
  return { ...row, closedAt: row.closedAt.toISOString() };
}

/** The lock's period in words for the histories: `Nov 01, 2026 – Nov 30, 2026`. */
const periodInWords = (lock: { from: string; to: string }) =>
  `${formatDay(lock.from)} – ${formatDay(lock.to)}`;

/**
 * Closes a period (issue 30 §1): one row, whatever the number of timecards it covers (the
 * writes check the ranges, the histories read them). Audit and webhooks (period.closed)
 * belong here, in this transaction.
 */
export function closePeriod({
  deps,
  caller,
  input,
}: Deps & { input: ClosePeriodParsed }): Promise<PeriodLock> {
  const { tenantId } = caller;
  return deps.db.withTenant(tenantId, async (tx) => {
    const clientId = input.clientId ?? null;
    const client = clientId ? await findClient(tx, { tenantId, clientId }) : undefined;
    if (clientId && !client) throw notFoundAt('clientId', PERIOD_LOCK_MESSAGES.clientNotFound);
    if (client?.isDeleted) throw invalidField('clientId', PERIOD_LOCK_MESSAGES.clientNotFound);
    const at = deps.clock.now();
    const row = await insertLock(tx, {
      tenantId,
      id: newId(),
      dayFrom: input.from,
      dayTo: input.to,
      clientId,
      reason: input.reason,
      closedBy: caller.name,
      closedByUserId: caller.userId,
      closedAt: at,
    });
    const lock = presentPeriodLock(row);
    await recordAudit(tx, deps, periodLockAudit(caller, 'close', lock));
    await emitPeriodEvent(tx, deps, { tenantId, type: 'period.closed', lock });
    return lock;
  });
}

/** A page of the periods closed now, latest period first. */
export function listPeriodLocks({
  deps,
  caller,
  query,
}: Deps & { query: PeriodLockListQuery }): Promise<PeriodLockList> {
  const { tenantId } = caller;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return deps.db.withTenant(tenantId, async (tx) => {
    const { rows, count } = await listLocks(tx, {
      tenantId,
      limit: pageSize,
      offset: (query.page ?? 0) * pageSize,
    });
    return { periodLocks: rows.map(presentPeriodLock), count };
  });
}

/**
 * Reopens a closed period with a reason (issue 30 §1): one update; its days take writes again
 * and the histories of the timesheets it covered show the reopening. Audit and webhooks
 * (period.reopened) belong here, in this transaction.
 */
export function reopenPeriod({ deps, caller, id, reason }: Deps & { id: string; reason: string }) {
  const { tenantId } = caller;
  return deps.db.withTenant(tenantId, async (tx) => {
    const at = deps.clock.now();
    const row = await reopenLock(tx, { tenantId, id, by: caller.name, reason, at });
    if (!row) throw notFound(PERIOD_LOCK_MESSAGES.lockNotFound);
    const lock = presentPeriodLock(row);
    await recordAudit(tx, deps, periodLockAudit(caller, 'reopen', lock, { reason }));
    await emitPeriodEvent(tx, deps, { tenantId, type: 'period.reopened', lock });
  });
}

/**
 * The closes and reopens of the periods over a timesheet's week (for everyone, or for a client
 * of its timecards), as history events, newest first: `period-closed` and `period-reopened`
 * with the period, the client and the reason.
 */
export async function lockEventsOf(
  tx: Tx,
  params: { tenantId: string; periodStart: string; periodEnd: string; clientIds: string[] },
): Promise<TimesheetEvent[]> {
  const locks = await findLocksConcerning(tx, {
    tenantId: params.tenantId,
    from: params.periodStart,
    to: params.periodEnd,
    clientIds: params.clientIds,
  });
  return locks
    .flatMap((lock): TimesheetEvent[] => {
      const detail = (reason: string) => ({
        period: periodInWords(lock),
        from: lock.from,
        to: lock.to,
        reason,
        ...(lock.clientName ? { client: lock.clientName } : {}),
      });
      const closed: TimesheetEvent = {
        id: `${lock.id}:closed`,
        at: lock.closedAt.toISOString(),
        kind: 'period-closed',
        projectId: null,
        actorName: lock.closedBy,
        recipients: [],
        detail: detail(lock.reason),
      };
      if (!lock.reopenedAt) return [closed];
      return [
        {
          id: `${lock.id}:reopened`,
          at: lock.reopenedAt.toISOString(),
          kind: 'period-reopened',
          projectId: null,
          actorName: lock.reopenedBy,
          recipients: [],
          detail: detail(lock.reopenReason ?? ''),
        },
        closed,
      ];
    })
    .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
}
