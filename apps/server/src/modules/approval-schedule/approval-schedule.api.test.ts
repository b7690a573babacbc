import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APPROVAL_SETTINGS } from '@tallysheet/contract/approvals/approval-settings';
import { outbox, tenants } from '../../db/schema/index.ts';
import { createTestClock } from '../../lib/clock.ts';
import { buildAssociation, buildContact } from '../../test/factories.ts';
import {
  createSecondInstance,
  createTestContext,
  engine,
  type TestContext,
} from '../../test/harness.ts';
import { row, saveWeek, timesheetWorld } from '../../test/timesheet-world.ts';
import { runApprovalSchedule } from './approval-schedule.ts';

// Monday 2026-11-23 15:00 UTC; every test moves this clock, none waits on the wall clock.
const clock = createTestClock('2026-11-23T15:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, undefined, { clock, mail: { worker: false } });
});
afterAll(() => ctx.close());

type World = Awaited<ReturnType<typeof timesheetWorld>>;

/** A world with a Backup Manager (with link) on the project, and the schedule's settings on. */
async function scheduledWorld(settings: Record<string, unknown> = {}) {
  const world = await timesheetWorld(ctx);
  const backup = await buildContact(ctx.db, {
    tenantId: world.tenantId,
    clientId: world.clientId,
    name: 'Bea Backup',
    email: `bea.backup.${world.tenantId}@example.com`,
  });
  await buildAssociation(ctx.db, {
    tenantId: world.tenantId,
    projectId: world.project.id,
    contactId: backup.id,
    contactType: 'BACKUP_MANAGER',
    notificationLevel: 'COPY_WITH_LINK',
  });
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/approval-settings',
    headers: world.as(world.admin),
    payload: {
      ...DEFAULT_APPROVAL_SETTINGS,
      remindApprove: { enabled: true, afterBusinessDays: 2 },
      escalateBackup: { enabled: true, afterBusinessDays: 4 },
      escalateAdmins: { enabled: true, afterBusinessDays: 7 },
      ...settings,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...world, backup };
}

async function submit(world: World, periodStart = '2026-11-21') {
  const { timesheetId } = await saveWeek(ctx, world.as(world.associate), {
    periodStart,
    timeCards: [row(world.project.id, world.design.id, { monday: 8, tuesday: 7.5 })],
  });
  return timesheetId;
}

/** The tenant's queued mails of a template, by recipient. */
async function mailsOf(tenantId: string, template: string) {
  const rows = await ctx.db.withTenant(tenantId, (tx) =>
    tx
      .select({ to: outbox.toAddress, text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.tenantId, tenantId), eq(outbox.template, template)))
      .orderBy(asc(outbox.createdAt)),
  );
  return rows;
}
const recipientsOf = async (tenantId: string, template: string) =>
  (await mailsOf(tenantId, template)).map((mail) => mail.to).sort();

async function runAt(instant: string) {
  clock.set(instant);
  const result = await runApprovalSchedule(ctx.app.deps);
  expect(result.claimed).toBe(true);
  return result;
}

async function historyOf(world: World, timesheetId: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/ts/doc/${encodeURIComponent(timesheetId)}/events`,
    headers: world.as(world.admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().events as { kind: string; recipients: string[]; at: string }[];
}

describe(`Approvals and Reminders settings on ${engine}`, () => {
  it('reads the defaults until saved: immediate, reminders off, 2 / 4 / 7 business days', async () => {
    const world = await timesheetWorld(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/approval-settings',
      headers: world.as(world.admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_APPROVAL_SETTINGS);
    expect(response.json()).toMatchObject({
      digest: 'immediate',
      remindApprove: { enabled: false, afterBusinessDays: 2 },
      escalateBackup: { afterBusinessDays: 4 },
      escalateAdmins: { afterBusinessDays: 7 },
    });
  });

  it('refuses bad settings with a 400 naming the field, and associates with a 403', async () => {
    const world = await timesheetWorld(ctx);
    const put = (payload: object, who = world.admin) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/approval-settings',
        headers: world.as(who),
        payload,
      });
    const zero = await put({
      ...DEFAULT_APPROVAL_SETTINGS,
      remindApprove: { enabled: true, afterBusinessDays: 0 },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain('remindApprove.afterBusinessDays');
    const time = await put({ ...DEFAULT_APPROVAL_SETTINGS, digestTime: '25:00' });
    expect(time.statusCode).toBe(400);
    expect(time.body).toContain('digestTime');
    const order = await put({
      ...DEFAULT_APPROVAL_SETTINGS,
      escalateBackup: { enabled: true, afterBusinessDays: 5 },
      escalateAdmins: { enabled: true, afterBusinessDays: 5 },
    });
    expect(order.statusCode).toBe(400);
    expect(order.body).toContain('escalateAdmins.afterBusinessDays');
    expect((await put(DEFAULT_APPROVAL_SETTINGS, world.associate)).statusCode).toBe(403);
  });
});

describe(`the approval schedule on ${engine}`, () => {
  it('reminds after 2 business days, escalates to the Backup Manager after 4 and the administrators after 7, each once', async () => {
    clock.set('2026-11-23T15:00:00Z'); // Monday
    const world = await scheduledWorld();
    const timesheetId = await submit(world);

    await runAt('2026-11-24T15:00:00Z'); // Tuesday: 1 business day
    await runAt('2026-11-25T14:59:00Z'); // Wednesday, a minute short of 2
    expect(await recipientsOf(world.tenantId, 'approval-reminder')).toEqual([]);

    await runAt('2026-11-25T15:00:00Z'); // Wednesday: 2 business days
    await runAt('2026-11-25T18:00:00Z'); // again the same day: nothing more
    const reminders = await mailsOf(world.tenantId, 'approval-reminder');
    expect(reminders.map((mail) => mail.to).sort()).toEqual(
      [world.approver.email, world.backup.email].sort(),
    );
    expect(reminders[0]!.text).toContain('/approvals?token=');
    expect(reminders[0]!.text).toContain('/reminders-off?token=');
    expect(reminders[0]!.text).toContain('Ava Associate');

    await runAt('2026-11-26T15:00:00Z'); // Thursday: 3, no escalation yet
    const timecardsBefore = (await mailsOf(world.tenantId, 'timecard')).length;
    await runAt('2026-11-27T15:00:00Z'); // Friday: 4 business days
    await runAt('2026-11-28T15:00:00Z'); // Saturday: no reminders at the weekend
    const timecards = await mailsOf(world.tenantId, 'timecard');
    expect(timecards.slice(timecardsBefore).map((mail) => mail.to)).toEqual([world.backup.email]);
    expect(timecards.at(-1)!.text).toContain('/approve-time?token=');
    expect(await mailsOf(world.tenantId, 'approval-reminder')).toHaveLength(2 + 2 + 2);

    await runAt('2026-12-01T15:00:00Z'); // Tuesday: 6 business days
    expect(await mailsOf(world.tenantId, 'approval-escalation')).toEqual([]);
    await runAt('2026-12-02T15:00:00Z'); // Wednesday: 7
    await runAt('2026-12-02T16:00:00Z');
    expect(await recipientsOf(world.tenantId, 'approval-escalation')).toEqual([world.admin.email]);
    expect(
      (await mailsOf(world.tenantId, 'timecard')).filter((mail) => mail.to === world.backup.email),
    ).toHaveLength(2); // the submission's, and the escalation's only

    const history = await historyOf(world, timesheetId);
    const kinds = history.map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'escalation-admins')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'escalation-backup')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'reminder').length).toBeGreaterThanOrEqual(4);
    const backup = history.find((event) => event.kind === 'escalation-backup')!;
    expect(backup.recipients).toEqual([`Bea Backup <${world.backup.email}>`]);
    expect(backup.at).toBe('2026-11-27T15:00:00.000Z');
  });

  it('counts business days in the tenant zone: submitted Friday evening in Los Angeles (Saturday UTC)', async () => {
    clock.set('2026-11-28T02:00:00Z'); // Friday 18:00 in Los Angeles, Saturday in UTC
    const world = await scheduledWorld();
    await ctx.db.withSystem('test', (tx) =>
      tx
        .update(tenants)
        .set({ timezone: 'America/Los_Angeles' })
        .where(eq(tenants.tenantId, world.tenantId)),
    );
    await submit(world);
    // Two business days after Friday 18:00 there is Tuesday 18:00 there (Wednesday 02:00 UTC).
    await runAt('2026-12-02T01:59:00Z');
    expect(await mailsOf(world.tenantId, 'approval-reminder')).toHaveLength(0);
    await runAt('2026-12-02T02:00:00Z');
    expect(await mailsOf(world.tenantId, 'approval-reminder')).toHaveLength(2);
  });

  it('a contact who opted out from the footer gets no reminder; the GET changes nothing', async () => {
    clock.set('2026-12-07T15:00:00Z'); // Monday
    const world = await scheduledWorld({
      escalateBackup: { enabled: false, afterBusinessDays: 4 },
    });
    await submit(world, '2026-12-05');
    await runAt('2026-12-09T15:00:00Z');
    const mail = (await mailsOf(world.tenantId, 'approval-reminder')).find(
      (each) => each.to === world.approver.email,
    )!;
    const token = decodeURIComponent(/reminders-off\?token=([^\s"&<]+)/.exec(mail.text)![1]!);
    const url = `/api/ts/reminder-opt-out/${encodeURIComponent(token)}`;
    const look = await ctx.app.inject({ method: 'GET', url });
    expect(look.statusCode, look.body).toBe(200);
    expect(look.json()).toEqual({
      contactName: 'Paula Approver',
      companyName: 'Contoso Staffing',
      optedOut: false,
    });
    await runAt('2026-12-10T15:00:00Z');
    expect(
      (await mailsOf(world.tenantId, 'approval-reminder')).filter(
        (each) => each.to === world.approver.email,
      ),
    ).toHaveLength(2);
    const confirm = await ctx.app.inject({ method: 'POST', url });
    expect(confirm.json().optedOut).toBe(true);
    await runAt('2026-12-11T15:00:00Z');
    const after = await mailsOf(world.tenantId, 'approval-reminder');
    expect(after.filter((each) => each.to === world.approver.email)).toHaveLength(2);
    expect(after.filter((each) => each.to === world.backup.email)).toHaveLength(3);
  });

  it('the daily digest holds the timecard e-mails with links and lists them once a day at its time', async () => {
    clock.set('2026-12-14T10:00:00Z'); // Monday
    const world = await scheduledWorld({
      digest: 'daily',
      digestTime: '17:00',
      remindApprove: { enabled: false, afterBusinessDays: 2 },
    });
    await submit(world, '2026-12-12');
    // The copy without a link still goes at once; the approvers' e-mails wait for the digest.
    expect(await recipientsOf(world.tenantId, 'timecard')).toEqual([world.watcher.email]);
    await runAt('2026-12-14T16:59:00Z');
    expect(await mailsOf(world.tenantId, 'approval-digest')).toEqual([]);
    await runAt('2026-12-14T17:00:00Z');
    await runAt('2026-12-14T20:00:00Z');
    const digests = await mailsOf(world.tenantId, 'approval-digest');
    expect(digests.map((mail) => mail.to).sort()).toEqual(
      [world.approver.email, world.backup.email].sort(),
    );
    expect(digests[0]!.text).toContain('/approvals?token=');
    // Nothing new arrived: no digest the next day.
    await runAt('2026-12-15T17:30:00Z');
    expect(await mailsOf(world.tenantId, 'approval-digest')).toHaveLength(2);
  });

  it('reminds associates whose week is not submitted, on the chosen day from the chosen time', async () => {
    clock.set('2026-12-18T14:00:00Z'); // Friday
    const world = await scheduledWorld({
      remindSubmit: { enabled: true, days: ['friday'], time: '15:00' },
    });
    await runAt('2026-12-18T14:59:00Z');
    expect(await mailsOf(world.tenantId, 'submit-reminder')).toEqual([]);
    await runAt('2026-12-18T15:00:00Z');
    await runAt('2026-12-18T16:00:00Z');
    const sent = await mailsOf(world.tenantId, 'submit-reminder');
    expect(sent.map((mail) => mail.to)).toEqual([world.associate.email]);
    expect(sent[0]!.text).toContain('Submit Timesheet: http://localhost:3000/submit');
    await runAt('2026-12-19T15:00:00Z'); // Saturday is not a chosen day
    expect(await mailsOf(world.tenantId, 'submit-reminder')).toHaveLength(1);
  });

  it.runIf(engine === 'postgres')(
    'two app instances running the schedule at once send each reminder exactly once',
    async () => {
      clock.set('2026-12-21T15:00:00Z'); // Monday
      const world = await scheduledWorld();
      await submit(world, '2026-12-19');
      clock.set('2026-12-23T15:00:00Z');
      const second = await createSecondInstance(ctx);
      try {
        const results = await Promise.all([
          runApprovalSchedule(ctx.app.deps),
          runApprovalSchedule({ ...second.deps, clock }),
          runApprovalSchedule({ ...second.deps, clock }),
        ]);
        expect(results.filter((result) => result.claimed).length).toBeGreaterThanOrEqual(1);
        await runApprovalSchedule({ ...second.deps, clock });
      } finally {
        await second.close();
      }
      expect(await recipientsOf(world.tenantId, 'approval-reminder')).toEqual(
        [world.approver.email, world.backup.email].sort(),
      );
    },
  );
});
