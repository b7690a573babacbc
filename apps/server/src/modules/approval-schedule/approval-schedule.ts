import { wallTime } from '@tallysheet/contract/approvals/business-days';
import type { ServiceDeps } from '../../lib/deps.ts';
import { startRepeating } from '../../lib/repeating.ts';
import { companyNameOf } from '../tenants/tenants.service.ts';
import {
  claimScheduleLock,
  pendingTimecards,
  tenantsWithSettings,
} from './approval-schedule.repository.ts';
import { remindContacts, sendDigests } from './contact-mails.ts';
import { escalateToAdmins, escalateToBackup } from './escalations.ts';
import type { TenantTick } from './schedule-context.ts';
import { remindAssociates } from './submit-reminders.ts';

/** The advisory lock key that lets one instance at a time run the approval schedule. */
export const APPROVAL_SCHEDULE_LOCK = 0x7a11_a971;
/** How often the schedule looks for due reminders, escalations and digests. */
export const APPROVAL_SCHEDULE_EVERY_MS = 60_000;

export interface ScheduleResult {
  claimed: boolean;
  /** E-mails queued, by step. */
  sent: {
    remindSubmit: number;
    remindApprove: number;
    escalateBackup: number;
    escalateAdmins: number;
    digest: number;
  };
  /** Milliseconds each step took over every tenant (the pending timecards' read apart). */
  ms: Record<keyof ScheduleResult['sent'] | 'pending', number>;
}

/**
 * The approval schedule's tick (issue 29 §2): for every tenant that saved Approvals and
 * Reminders settings, reminders to submit, reminders to approve, the two escalations and the
 * daily digest, each due by the tenant's wall clock and business days. Exactly once: one
 * instance claims the tick with a transaction-scoped advisory lock (the others skip), and every
 * mail is queued in the outbox in the same transaction as the record of its send, which a
 * re-run finds (approval_schedule_sends). `only` narrows the tick to one tenant (the cli).
 */
export function runApprovalSchedule(
  deps: ServiceDeps,
  only?: { tenantId: string },
): Promise<ScheduleResult> {
  const sent = {
    remindSubmit: 0,
    remindApprove: 0,
    escalateBackup: 0,
    escalateAdmins: 0,
    digest: 0,
  };
  const ms = {
    remindSubmit: 0,
    pending: 0,
    digest: 0,
    remindApprove: 0,
    escalateBackup: 0,
    escalateAdmins: 0,
  };
  /** Runs a step, adding its time to `ms`. */
  const timed = async <T>(step: keyof typeof ms, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      ms[step] += performance.now() - started;
    }
  };
  return deps.db.withSystem('approval schedule', async (tx) => {
    if (!(await claimScheduleLock(tx, APPROVAL_SCHEDULE_LOCK))) return { claimed: false, sent, ms };
    const now = deps.clock.now();
    for (const tenant of await tenantsWithSettings(tx, only)) {
      const tick: TenantTick = {
        tx,
        deps,
        tenantId: tenant.tenantId,
        companyName: await companyNameOf(tx, tenant.tenantId),
        settings: tenant.settings,
        timeZone: tenant.timezone,
        now,
        wall: wallTime(now, tenant.timezone),
      };
      sent.remindSubmit += await timed('remindSubmit', () => remindAssociates(tick));
      const pending = await timed('pending', () =>
        pendingTimecards(tx, { tenantId: tenant.tenantId }),
      );
      if (pending.length === 0) continue;
      sent.digest += await timed('digest', () => sendDigests(tick, pending));
      sent.remindApprove += await timed('remindApprove', () => remindContacts(tick, pending));
      sent.escalateBackup += await timed('escalateBackup', () => escalateToBackup(tick, pending));
      sent.escalateAdmins += await timed('escalateAdmins', () => escalateToAdmins(tick, pending));
    }
    return { claimed: true, sent, ms };
  });
}

/** Runs the schedule now and every `everyMs`; stop() waits for a run in progress. */
export function startApprovalSchedule(deps: ServiceDeps, everyMs = APPROVAL_SCHEDULE_EVERY_MS) {
  return startRepeating({
    everyMs,
    run: () =>
      runApprovalSchedule(deps).then((result) => {
        if (Object.values(result.sent).some(Boolean))
          deps.log.info(
            result.sent,
            'approval schedule: reminders, escalations and digests queued',
          );
      }),
    onError: (error) => deps.log.error({ err: error }, 'approval schedule failed'),
  });
}
