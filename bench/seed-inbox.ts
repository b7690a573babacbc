// The approver's inbox of the data set (issue 29 §1): one project contact (the Manager, Copy With
// Approval Link, of the second client's projects) with INBOX_TIMECARDS timecards waiting for
// their decision, across INBOX_ASSOCIATES associates, INBOX_WEEKS submitted weeks and
// INBOX_PROJECTS projects: one timesheet per associate and week, a timecard per project, five
// worked days each, none decided. Seeded in every tenant (the data set's tenants are alike);
// the bench opens bench-0's with an inbox link minted by the product (issueInboxLink).
import { addDays, timesheetId, weekDates, weekEndOf } from '@tallysheet/contract/timesheets/week';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../apps/server/src/config.ts';
import type { Database, Tx } from '../apps/server/src/db/client.ts';
import {
  contacts,
  timecardDays,
  timecards,
  timesheets,
} from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import type { ServiceDeps } from '../apps/server/src/lib/deps.ts';
import { issueInboxLink } from '../apps/server/src/modules/contact-links/inbox-link.ts';
import { refreshTimesheet } from '../apps/server/src/modules/timesheets/timesheet-loader.ts';

export const INBOX_ASSOCIATES = 20;
export const INBOX_WEEKS = 5;
export const INBOX_PROJECTS = 2;
/** 200: twice the inbox's page of timesheets (INBOX_PAGE_SIZE, 100) in timecards, one page. */
export const INBOX_TIMECARDS = INBOX_ASSOCIATES * INBOX_WEEKS * INBOX_PROJECTS;
/** Saturdays of the submitted weeks: before the bench user's (seed-timesheets.ts), apart from them. */
const FIRST_WEEK = '2026-08-01';
const WORKED = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const DESCRIPTIONS = ['Site visit', '', 'Design review', '', 'Handover notes'];

/** The associates whose weeks wait in the inbox: the data set's first users. */
const associate = (n: number) => ({ userId: `user-${n}`, displayName: `Associate ${n}` });

/**
 * In the tenant's transaction: the submitted weeks whose timecards wait for the contact of
 * `projects` (their ids and default tasks), statuses and totals stored as the product does.
 */
export async function seedInbox(
  tx: Tx,
  tenantId: string,
  projects: { projectId: string; taskId: string }[],
) {
  if (projects.length < INBOX_PROJECTS) throw new Error('seedInbox: not enough projects');
  const weeks = Array.from({ length: INBOX_WEEKS }, (_, w) => addDays(FIRST_WEEK, 7 * w));
  const sheets = Array.from({ length: INBOX_ASSOCIATES }, (_, n) => associate(n)).flatMap((who) =>
    weeks.map((periodStart, w) => ({
      tenantId,
      timesheetId: timesheetId({ tenantId, userId: who.userId, periodStart }),
      userId: who.userId,
      periodStart,
      periodEnd: weekEndOf(periodStart),
      // Friday evening of the week, a minute apart by associate: a stable order.
      submittedAt: new Date(Date.parse(`${weekEndOf(periodStart)}T17:00:00Z`) + w * 60_000),
      submittedBy: who.displayName,
      submittedByUserId: who.userId,
    })),
  );
  await tx.insert(timesheets).values(sheets);
  const cards = sheets.flatMap((sheet) =>
    projects.slice(0, INBOX_PROJECTS).map((project, position) => ({ sheet, project, position })),
  );
  await tx.insert(timecards).values(
    cards.map(({ sheet, project, position }) => ({
      tenantId,
      timesheetId: sheet.timesheetId,
      ...project,
      position,
    })),
  );
  const days = cards.flatMap(({ sheet, project, position }) => {
    const dates = weekDates(sheet.periodStart);
    return WORKED.map((day, i) => ({
      tenantId,
      timesheetId: sheet.timesheetId,
      ...project,
      userId: sheet.userId,
      day: dates[day],
      minutes: 240 + 60 * position + 15 * i,
      description: DESCRIPTIONS[i]!,
    }));
  });
  for (let at = 0; at < days.length; at += 500)
    await tx.insert(timecardDays).values(days.slice(at, at + 500));
  for (const sheet of sheets) await refreshTimesheet(tx, sheet);
}

/** The contact whose inbox is seeded: the second client's first contact (seed.ts names them). */
export const INBOX_CONTACT_NAME = 'Client 1 contact 0';

/**
 * An inbox link for the seeded contact of `tenantId`, minted by the product (issueInboxLink: a
 * link token bound to the tenant and the contact, valid APPROVAL_LINK_DAYS); its token.
 */
export async function mintInboxToken(db: Database, config: Config, tenantId: string) {
  const deps = { db, config, clock: systemClock } as unknown as ServiceDeps;
  const url = await db.withTenant(tenantId, async (tx) => {
    const [contact] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), eq(contacts.name, INBOX_CONTACT_NAME)));
    if (!contact) throw new Error(`no contact ${INBOX_CONTACT_NAME} in ${tenantId}`);
    return (await issueInboxLink(tx, deps, { tenantId, contactId: contact.id })).url;
  });
  return new URL(url).searchParams.get('token')!;
}

/** A line for the data set summary. */
export const inboxSummary = () =>
  `an inbox of ${INBOX_TIMECARDS} pending timecards (${INBOX_ASSOCIATES} associates × ` +
  `${INBOX_WEEKS} weeks × ${INBOX_PROJECTS} projects) for one contact`;
