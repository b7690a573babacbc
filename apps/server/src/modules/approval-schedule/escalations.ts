import { verifiedInternalEmail } from '../internal-email/internal-email.service.ts';
import { recordTimesheetEvents } from '../timesheets/events.service.ts';
import { queueTimecardMails } from '../timesheets/timecard-mails.ts';
import { loadTimesheet } from '../timesheets/timesheet-loader.ts';
import { userRowOf } from '../users/users.service.ts';
import { administrators, claimSend } from './approval-schedule.repository.ts';
import {
  contactsOf,
  dueAfter,
  listed,
  SCHEDULE_ACTOR,
  type PendingTimecard,
  type TenantTick,
} from './schedule-context.ts';

const named = (who: { name: string; email: string }) =>
  who.name ? `${who.name} <${who.email}>` : who.email;

/** The send key of an escalation: once per timecard and submitted version. */
const escalationKey = (step: string, card: PendingTimecard) =>
  `${step}:${card.timesheetId}:${card.projectId}:${card.version}`;

/**
 * Escalate to the Backup Manager (issue 29 §2): a timecard pending M business days goes, once
 * per submitted version, to its project's live Backup Manager contacts as the timecard e-mail
 * (a Copy-With-Approval-Link one with their own approval link), and its history says so.
 */
export async function escalateToBackup(tick: TenantTick, pending: PendingTimecard[]) {
  const { tx, deps, tenantId, settings } = tick;
  if (!settings.escalateBackup.enabled) return 0;
  const days = settings.escalateBackup.afterBusinessDays;
  const due = dueAfter(tick, pending, days);
  if (due.length === 0) return 0;
  const contacts = await contactsOf(tick, due);
  let count = 0;
  for (const card of due) {
    const backups = contacts.filter(
      (contact) =>
        contact.projectId === card.projectId &&
        contact.contactType === 'BACKUP_MANAGER' &&
        contact.notificationLevel !== 'NONE',
    );
    if (backups.length === 0) continue;
    const sendKey = escalationKey('escalate-backup', card);
    if (!(await claimSend(tx, { tenantId, sendKey, at: tick.now }))) continue;
    const loaded = await loadTimesheet(tx, { tenantId, timesheetId: card.timesheetId });
    if (!loaded) continue;
    const user = await userRowOf(tx, { tenantId, userId: card.userId });
    for (const backup of backups)
      await queueTimecardMails(tx, deps, {
        tenantId,
        timesheet: loaded.timesheet,
        customFields: user?.customFields ?? [],
        projectIds: [card.projectId],
        contactId: backup.contactId,
      });
    await recordTimesheetEvents(tx, [
      {
        tenantId,
        timesheetId: card.timesheetId,
        projectId: card.projectId,
        kind: 'escalation-backup',
        actorName: SCHEDULE_ACTOR,
        recipients: backups.map(named),
        detail: { businessDays: String(days) },
        at: tick.now,
      },
    ]);
    count += backups.length;
  }
  return count;
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
  const escalated: PendingTimecard[] = [];
  for (const card of due)
    if (
      await claimSend(tx, {
        tenantId,
        sendKey: escalationKey('escalate-admins', card),
        at: tick.now,
      })
    )
      escalated.push(card);
  if (escalated.length === 0) return 0;
  for (const recipient of recipients)
    await deps.mailer.enqueue(tx, {
      tenantId,
      to: recipient.email,
      template: 'approval-escalation',
      data: {
        name: recipient.name,
        companyName: tick.companyName,
        days,
        timecards: escalated.map((card) => listed(card)),
        link: `${deps.config.APP_URL}/timesheets`,
      },
    });
  await recordTimesheetEvents(
    tx,
    escalated.map((card) => ({
      tenantId,
      timesheetId: card.timesheetId,
      projectId: card.projectId,
      kind: 'escalation-admins' as const,
      actorName: SCHEDULE_ACTOR,
      recipients: recipients.map(named),
      detail: { businessDays: String(days) },
      at: tick.now,
    })),
  );
  return recipients.length;
}
