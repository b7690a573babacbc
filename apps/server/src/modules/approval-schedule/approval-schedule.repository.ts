import { employedDuring, liveUser, ON, submittedWeek } from '../../db/joins.ts';
import { and, asc, eq, inArray, isNotNull, isNull, like, max, not, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  approvalScheduleSends,
  approvalSettings,
  contacts,
  reminderOptOuts,
  projects,
  tenants,
  timecardDays,
  timesheets,
  userProjects,
  users,
} from '../../db/schema/index.ts';

type Scope = { tenantId: string };

/** Takes the schedule's transaction-scoped advisory lock: false when another instance holds it. */
export async function claimScheduleLock(tx: Tx, key: number): Promise<boolean> {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${key}) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  return Boolean(result.rows[0]?.locked);
}

/** Every tenant that saved settings, with its time zone: only they have anything to schedule. */
export function tenantsWithSettings(tx: Tx, only?: Scope) {
  return tx
    .select({
      tenantId: approvalSettings.tenantId,
      settings: approvalSettings.settings,
      timezone: tenants.timezone,
    })
    .from(approvalSettings)
    .innerJoin(tenants, eq(tenants.tenantId, approvalSettings.tenantId))
    .where(only ? eq(approvalSettings.tenantId, only.tenantId) : undefined)
    .orderBy(asc(approvalSettings.tenantId));
}

/**
 * Claims sends: the keys claimed by this caller, each only by the first caller with it in this
 * tenant. Written in the transaction that queues the mails, so the mails and their records
 * commit or roll back together; one statement per 5,000 keys.
 */
export async function claimSends(
  tx: Tx,
  params: Scope & { sendKeys: string[]; at: Date },
): Promise<Set<string>> {
  const claimed = new Set<string>();
  const { tenantId, at } = params;
  for (let start = 0; start < params.sendKeys.length; start += 5000) {
    const rows = await tx
      .insert(approvalScheduleSends)
      .values(
        params.sendKeys.slice(start, start + 5000).map((sendKey) => ({ tenantId, sendKey, at })),
      )
      .onConflictDoNothing()
      .returning({ sendKey: approvalScheduleSends.sendKey });
    for (const row of rows) claimed.add(row.sendKey);
  }
  return claimed;
}

/**
 * When the last send with keys `<prefix><contact>:<day>` was made, for every contact that has
 * one: one query for the tenant, not one per contact.
 */
export async function lastSendsByContact(tx: Tx, params: Scope & { prefix: string }) {
  // The key without its prefix and its `:YYYY-MM-DD` day (the offset a literal, so that the
  // grouping is the selected expression).
  const from = sql.raw(String(params.prefix.length + 1));
  const contactId = sql<string>`left(substr(${approvalScheduleSends.sendKey}, ${from}), -11)`;
  const rows = await tx
    .select({ contactId, at: max(approvalScheduleSends.at) })
    .from(approvalScheduleSends)
    .where(
      and(
        eq(approvalScheduleSends.tenantId, params.tenantId),
        like(approvalScheduleSends.sendKey, `${params.prefix}%`),
      ),
    )
    .groupBy(contactId);
  return new Map(rows.flatMap((row) => (row.at ? [[row.contactId, row.at] as const] : [])));
}

/**
 * Every submitted timecard (timesheet and project) with days still waiting for a decision,
 * with when its version was submitted.
 */
export function pendingTimecards(tx: Tx, { tenantId }: Scope) {
  return tx
    .select({
      timesheetId: timesheets.timesheetId,
      projectId: timecardDays.projectId,
      projectName: projects.name,
      userId: timesheets.userId,
      userFullName: users.displayName,
      periodStart: timesheets.periodStart,
      version: timesheets.version,
      submittedAt: timesheets.submittedAt,
      minutes: sql<number>`cast(sum(${timecardDays.minutes}) as integer)`,
    })
    .from(timecardDays)
    .innerJoin(timesheets, ON.timesheetOfDay)
    .innerJoin(users, ON.userOfTimesheet)
    .innerJoin(projects, ON.projectOfDay)
    .where(
      and(
        eq(timecardDays.tenantId, tenantId),
        isNull(timecardDays.review),
        sql`${timecardDays.minutes} > 0`,
        isNotNull(timesheets.submittedAt),
      ),
    )
    .groupBy(
      timesheets.timesheetId,
      timecardDays.projectId,
      projects.name,
      timesheets.userId,
      users.displayName,
      timesheets.periodStart,
      timesheets.version,
      timesheets.submittedAt,
    )
    .orderBy(asc(timesheets.submittedAt), asc(timesheets.timesheetId), asc(timecardDays.projectId));
}

/** The contacts who turned reminders off. */
export async function optedOutContacts(tx: Tx, { tenantId }: Scope): Promise<Set<string>> {
  const rows = await tx
    .select({ contactId: reminderOptOuts.contactId })
    .from(reminderOptOuts)
    .where(eq(reminderOptOuts.tenantId, tenantId));
  return new Set(rows.map((row) => row.contactId));
}

export async function isOptedOut(tx: Tx, params: Scope & { contactId: string }) {
  const [row] = await tx
    .select({ at: reminderOptOuts.at })
    .from(reminderOptOuts)
    .where(
      and(
        eq(reminderOptOuts.tenantId, params.tenantId),
        eq(reminderOptOuts.contactId, params.contactId),
      ),
    );
  return Boolean(row);
}

export async function optOut(tx: Tx, params: Scope & { contactId: string; at: Date }) {
  await tx.insert(reminderOptOuts).values(params).onConflictDoNothing();
}

/** The tenant's live Administrators, who get the last escalation. */
export function administrators(tx: Tx, { tenantId }: Scope) {
  return tx
    .select({ userId: users.userId, name: users.displayName, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'admin'), liveUser))
    .orderBy(asc(users.userId));
}

/**
 * Live associates with an assignment whose employment dates overlap the week starting
 * `periodStart` and whose timesheet for it is not submitted.
 */
export function associatesToRemind(
  tx: Tx,
  params: Scope & { periodStart: string; periodEnd: string },
) {
  return tx
    .select({ userId: users.userId, name: users.displayName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.tenantId, params.tenantId),
        eq(users.role, 'assoc'),
        employedDuring({ from: params.periodStart, to: params.periodEnd }),
        sql`exists (select 1 from ${userProjects} where ${userProjects.tenantId} = ${users.tenantId} and ${userProjects.userId} = ${users.userId})`,
        not(submittedWeek(params.periodStart)),
      ),
    )
    .orderBy(asc(users.userId));
}

/** The timesheets (drafts) these users have for the week, to record the reminder in. */
export async function draftTimesheetIds(
  tx: Tx,
  params: Scope & { userIds: string[]; periodStart: string },
) {
  if (params.userIds.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ userId: timesheets.userId, timesheetId: timesheets.timesheetId })
    .from(timesheets)
    .where(
      and(
        eq(timesheets.tenantId, params.tenantId),
        eq(timesheets.periodStart, params.periodStart),
        inArray(timesheets.userId, params.userIds),
      ),
    );
  return new Map(rows.map((row) => [row.userId, row.timesheetId]));
}

/** A live contact's name, or undefined. */
export async function findContactName(tx: Tx, params: Scope & { contactId: string }) {
  const [row] = await tx
    .select({ name: contacts.name })
    .from(contacts)
    .where(
      and(
        eq(contacts.tenantId, params.tenantId),
        eq(contacts.id, params.contactId),
        not(contacts.isDeleted),
      ),
    );
  return row?.name;
}

/** The custom fields of these users (the timecard e-mail shows them), by user. */
export async function customFieldsOf(tx: Tx, params: Scope & { userIds: string[] }) {
  if (params.userIds.length === 0) return new Map<string, { label: string; value: string }[]>();
  const rows = await tx
    .select({ userId: users.userId, customFields: users.customFields })
    .from(users)
    .where(and(eq(users.tenantId, params.tenantId), inArray(users.userId, params.userIds)));
  return new Map(rows.map((row) => [row.userId, row.customFields]));
}
