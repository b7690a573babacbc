import { withStandIns } from '../delegations/stand-in-links.ts';
import { verifiedInternalEmail } from '../internal-email/internal-email.service.ts';
import { writeTimecardMails, type TimecardMailing } from '../timesheets/timecard-mails.ts';
import { loadTimesheetsByIds } from '../timesheets/timesheet-loader.ts';
import { administrators, customFieldsOf } from './approval-schedule.repository.ts';
import {
  byProject,
  claimAll,
  contactsOf,
  dueAfter,
  listed,
  mailEach,
  named,
  recordCardEvents,
  type PendingTimecard,
  type TenantTick,
} from './schedule-context.ts';

/** The send key of an escalation: once per timecard and submitted version. */
const escalationKey = (step: string, card: PendingTimecard) =>
  `${step}:${card.timesheetId}:${card.projectId}:${card.version}`;

/** The due timecards this tick claims for `step` (each once per submitted version). */
async function claimCards(tick: TenantTick, step: string, cards: PendingTimecard[]) {
  const claimed = await claimAll(
    tick,
    cards.map((card) => escalationKey(step, card)),
  );
  return cards.filter((card) => claimed.has(escalationKey(step, card)));
}

/**
 * Escalate to the Backup Manager (issue 29 §2): a timecard pending M business days goes, once
 * per submitted version, to its project's live Backup Manager contacts as the timecard e-mail
 * (a Copy-With-Approval-Link one with their own approval link, and to its stand-ins), and its
 * history says so. Every due timecard at once: their timesheets read, links issued and mails
 * queued in bulk.
 */
export async function escalateToBackup(tick: TenantTick, pending: PendingTimecard[]) {
  const { tx, deps, tenantId, settings } = tick;
  if (!settings.escalateBackup.enabled) return 0;
  const days = settings.escalateBackup.afterBusinessDays;
  const due = dueAfter(tick, pending, days);
  if (due.length === 0) return 0;
  const backupsOf = byProject(
    (await contactsOf(tick, due)).filter((contact) => contact.contactType === 'BACKUP_MANAGER'),
  );
  const claimed = await claimCards(
    tick,
    'escalate-backup',
    due.filter((card) => backupsOf.has(card.projectId)),
  );
  if (claimed.length === 0) return 0;
  const loaded = await loadTimesheetsByIds(tx, {
    tenantId,
    timesheetIds: [...new Set(claimed.map((card) => card.timesheetId))],
  });
  const timesheets = new Map(loaded.map((timesheet) => [timesheet.timesheetId, timesheet]));
  const escalated = claimed.filter((card) => timesheets.has(card.timesheetId));
  const fields = await customFieldsOf(tx, {
    tenantId,
    userIds: [...new Set(escalated.map((card) => card.userId))],
  });
  // Each Backup Manager with its stand-ins of today (issue 29 §3), in one query for all.
  const recipientsOf = new Map<string, TimecardMailing['recipients']>();
  const whoKey = (projectId: string, contactId: string) => `${projectId}\u0000${contactId}`;
  for (const recipient of await withStandIns(tx, deps, {
    tenantId,
    recipients: [...new Set(escalated.map((card) => card.projectId))].flatMap((projectId) =>
      backupsOf.get(projectId)!,
    ),
  })) {
    const key = whoKey(recipient.projectId, recipient.onBehalfOf?.contactId ?? recipient.contactId);
    recipientsOf.set(key, [...(recipientsOf.get(key) ?? []), recipient]);
  }
  await writeTimecardMails(
    tx,
    deps,
    tenantId,
    escalated.map((card) => ({
      timesheet: timesheets.get(card.timesheetId)!,
      customFields: fields.get(card.userId) ?? [],
      recipients: backupsOf
        .get(card.projectId)!
        .flatMap((backup) => recipientsOf.get(whoKey(card.projectId, backup.contactId)) ?? []),
    })),
  );
  await recordCardEvents(
    tick,
    'escalation-backup',
    escalated.map((card) => ({ card, recipients: backupsOf.get(card.projectId)!.map(named) })),
    { businessDays: String(days) },
  );
  return escalated.reduce((sum, card) => sum + backupsOf.get(card.projectId)!.length, 0);
}

/**
 * Escalate to the administrators (issue 29 §2): timecards pending K business days go, once
 * per submitted version, to the tenant's live Administrators and its verified Internal
 * Contact Email, one e-mail each listing them; each timecard's history says so.
 */
export async function escalateToAdmins(tick: TenantTick, pending: PendingTimecard[]) {
  const { tx, deps, tenantId, settings } = tick;
  if (!settings.escalateAdmins.enabled) return 0;
  const days = settings.escalateAdmins.afterBusinessDays;
  const due = dueAfter(tick, pending, days);
  if (due.length === 0) return 0;
  const recipients: { name: string; email: string }[] = await administrators(tx, { tenantId });
  const internal = await verifiedInternalEmail(tx, { tenantId });
  if (internal) recipients.push({ name: '', email: internal });
  if (recipients.length === 0) return 0;
  const escalated = await claimCards(tick, 'escalate-admins', due);
  if (escalated.length === 0) return 0;
  await mailEach(tick, 'approval-escalation', recipients, (recipient) => ({
    to: recipient,
    data: {
      days,
      timecards: escalated.map((card) => listed(card)),
      link: `${deps.config.APP_URL}/timesheets`,
    },
  }));
  await recordCardEvents(
    tick,
    'escalation-admins',
    escalated.map((card) => ({ card, recipients: recipients.map(named) })),
    { businessDays: String(days) },
  );
  return recipients.length;
}
