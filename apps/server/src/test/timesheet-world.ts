import { expect } from 'vitest';
import type { TimecardInput } from '@tallysheet/contract/timesheets/timesheets';
import type { WeekDay } from '@tallysheet/contract/timesheets/week';
import { createTestClock, type TestClock } from '../lib/clock.ts';
import {
  bearerFor,
  buildAssignment,
  buildAssociation,
  buildClient,
  buildContact,
  buildProject,
  buildTask,
  buildTenant,
  buildUser,
  type TestUser,
} from './factories.ts';
import { useTestContext, type TestContext } from './harness.ts';
import { useTestSmtp, type TestSmtp } from './smtp.ts';

/**
 * A tenant with an administrator and an associate assigned to a project (default task and
 * "Design") whose contacts get copies with a link, copies only, and nothing; and a second
 * project without contacts.
 */
export async function timesheetWorld(
  ctx: TestContext,
  user: Partial<Parameters<typeof buildUser>[1]> = {},
) {
  const { tenantId } = await buildTenant(ctx.db, { name: 'Contoso Staffing' });
  const admin = await buildUser(ctx.db, { tenantId, role: 'admin', displayName: 'Adam Admin' });
  const associate = await buildUser(ctx.db, {
    tenantId,
    displayName: 'Ava Associate',
    customFields: [{ label: 'Purchase order', value: 'PO-4471' }],
    ...user,
  });
  const { id: clientId } = await buildClient(ctx.db, { tenantId, name: 'Northwind' });
  const project = await buildProject(ctx.db, { tenantId, clientId, name: 'Data platform' });
  const design = await buildTask(ctx.db, {
    tenantId,
    clientId,
    projectId: project.id,
    name: 'Design',
  });
  const lonely = await buildProject(ctx.db, { tenantId, clientId, name: 'Internal' });
  const contact = async (name: string, level: 'COPY_WITH_LINK' | 'COPY_ONLY' | 'NONE') => {
    const row = await buildContact(ctx.db, {
      tenantId,
      clientId,
      name,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}.${tenantId}@example.com`,
    });
    await buildAssociation(ctx.db, {
      tenantId,
      projectId: project.id,
      contactId: row.id,
      notificationLevel: level,
    });
    return row;
  };
  const approver = await contact('Paula Approver', 'COPY_WITH_LINK');
  const watcher = await contact('Cole Copy', 'COPY_ONLY');
  const silent = await contact('Nia None', 'NONE');
  await buildAssignment(ctx.db, {
    tenantId,
    userId: associate.userId,
    projectId: project.id,
    taskIds: [project.defaultTaskId, design.id],
  });
  await buildAssignment(ctx.db, {
    tenantId,
    userId: associate.userId,
    projectId: lonely.id,
    taskIds: [lonely.defaultTaskId],
  });
  return {
    tenantId,
    admin,
    associate,
    clientId,
    project,
    design,
    lonely,
    approver,
    watcher,
    silent,
    as: (who: TestUser) => bearerFor(ctx.app, who),
  };
}

export type TimesheetWorld = Awaited<ReturnType<typeof timesheetWorld>>;

/**
 * The app for a file of timesheet tests, opened before its tests and closed after them: its
 * clock on Wednesday 2026-11-25 noon UTC (the week began Saturday Nov 21) unless `at` says
 * otherwise.
 */
export function useTimesheetApp(at = '2026-11-25T12:00:00Z') {
  const clock = createTestClock(at);
  return withHelpers(clock, useTestContext({}, undefined, { clock }));
}

/**
 * {@link useTimesheetApp} with an SMTP server that catches what the mail worker sends, the
 * worker polling often.
 */
export function useMailingTimesheetApp(at = '2026-11-25T12:00:00Z') {
  const clock = createTestClock(at);
  const smtp: TestSmtp = useTestSmtp();
  const ctx = useTestContext(() => ({ SMTP_URL: smtp.url }), undefined, {
    clock,
    mail: { worker: { pollMs: 50, retryBaseMs: 100 } },
  });
  return { ...withHelpers(clock, ctx), smtp };
}

/** The app's clock and context, and the world builder and week saver bound to the app. */
const withHelpers = (clock: TestClock, ctx: TestContext) => ({
  clock,
  ctx,
  newWorld: (user: Partial<Parameters<typeof buildUser>[1]> = {}) => timesheetWorld(ctx, user),
  saveWeek: (headers: Record<string, string>, week: WeekInput) => saveWeek(ctx, headers, week),
  /** The Administrator reviews a timesheet (POST /api/ts/review with `payload`); the answer. */
  reviewAsAdmin: (world: TimesheetWorld, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/ts/review',
      headers: world.as(world.admin),
      payload,
    }),
  /** The Administrator lets a submitted timesheet be changed and submitted again. */
  allowResubmission: async (world: TimesheetWorld, timesheetId: string) => {
    const allow = await ctx.app.inject({
      method: 'POST',
      url: '/api/ts/update-resubmission-status',
      headers: world.as(world.admin),
      payload: { timesheetId, newStatus: true },
    });
    expect(allow.statusCode).toBe(204);
  },
  /** The Administrator saves (and, unless `submit` is false) submits `userId`'s Design hours. */
  saveFor: async (
    world: TimesheetWorld,
    userId: string,
    periodStart: string,
    hours: Parameters<typeof row>[2],
    submit = true,
  ) => {
    const timeCards = [row(world.project.id, world.design.id, hours)];
    const saved = await saveWeek(ctx, world.as(world.admin), {
      periodStart,
      userId,
      timeCards,
      submit,
    });
    return saved.timesheetId;
  },
});

/** Reviews of the days of the Design timecard, as the review and the approval portal take them. */
export const designReview = (world: TimesheetWorld, days: Record<string, unknown>) => ({
  timeCards: [{ projectId: world.project.id, taskId: world.design.id, days }],
});

/** A week as the API takes it; `submit` is true unless said, `userId` is an Administrator's. */
export interface WeekInput {
  periodStart: string;
  timeCards: TimecardInput[];
  submit?: boolean;
  userId?: string;
}

/** The administrator adds one to an admin list (POST `url`, expecting 201); what was made. */
export async function adminCreates(
  ctx: TestContext,
  world: TimesheetWorld,
  url: string,
  payload: object,
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    headers: world.as(world.admin),
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

/** Saves a week through the API with `headers` (expecting 200); the answer. */
export async function saveWeek(
  ctx: TestContext,
  headers: Record<string, string>,
  { submit = true, ...week }: WeekInput,
) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/api/submit-time/week',
    headers,
    payload: { ...week, submit },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { timesheetId: string } & Record<string, unknown>;
}

/**
 * The associate's usual week: Design Monday 8 h ("Data model") and Tuesday 7.5 h, the
 * project's default task Wednesday 4 h, Internal Thursday 2 h.
 */
export const usualWeek = (world: TimesheetWorld): TimecardInput[] => [
  row(world.project.id, world.design.id, {
    monday: { hours: 8, description: 'Data model' },
    tuesday: 7.5,
  }),
  row(world.project.id, world.project.defaultTaskId, { wednesday: 4 }),
  row(world.lonely.id, world.lonely.defaultTaskId, { thursday: 2 }),
];

/** A timecard row with hours on the named days. */
export const row = (
  projectId: string,
  taskId: string,
  hours: Partial<Record<WeekDay, number | { hours: number; description: string }>>,
): TimecardInput => ({
  projectId,
  taskId,
  data: Object.fromEntries(
    Object.entries(hours).map(([day, value]) => [
      day,
      typeof value === 'number' ? { hours: value } : value,
    ]),
  ),
});

/** The approval token of a timecard e-mail (its link to the portal). */
export function approvalTokenIn(text: string): string {
  const match = /approve-time\?token=([^\s"&<]+)/.exec(text);
  if (!match) throw new Error(`no approval link in:\n${text}`);
  return decodeURIComponent(match[1]!);
}

/** The inbox token of an e-mail (its link to everything waiting for the contact). */
export function inboxTokenIn(text: string): string {
  const match = /approvals\?token=([^\s"&<]+)/.exec(text);
  if (!match) throw new Error(`no inbox link in:\n${text}`);
  return decodeURIComponent(match[1]!);
}
