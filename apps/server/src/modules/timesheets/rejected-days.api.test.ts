import { describe, expect, it } from 'vitest';
import { REJECTED_DAYS_MESSAGES } from '@tallysheet/contract/timesheets/rejected-days';
import { buildAssociation, buildContact, buildUser } from '../../test/factories.ts';
import { engine } from '../../test/harness.ts';
import {
  approvalTokenIn,
  row,
  type TimesheetWorld as World,
  useMailingTimesheetApp,
  usualWeek,
  designReview,
} from '../../test/timesheet-world.ts';

const { ctx, smtp, newWorld, saveWeek, reviewAsAdmin } = useMailingTimesheetApp();

const PERIOD = '2026-11-21';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to === email);

/** A world whose second project ("Internal") has a contact with a link too. */
async function worldWithTwoProjects() {
  const world = await newWorld();
  const other = await buildContact(ctx.db, {
    tenantId: world.tenantId,
    clientId: world.clientId,
    name: 'Ian Internal',
    email: `ian.${world.tenantId}@example.com`,
  });
  await buildAssociation(ctx.db, {
    tenantId: world.tenantId,
    projectId: world.lonely.id,
    contactId: other.id,
    notificationLevel: 'COPY_WITH_LINK',
  });
  return { ...world, other };
}

/** Submits the usual week (Design Mon 8 h and Tue 7.5 h, default task Wed 4 h, Internal Thu 2 h). */
const submitWeek = (world: World) =>
  saveWeek(world.as(world.associate), { periodStart: PERIOD, timeCards: usualWeek(world) });

/** The administrator approves Design's Monday and rejects its Tuesday. */
async function rejectTuesday(world: World, timesheetId: string) {
  const response = await reviewAsAdmin(world, {
    timesheetId,
    ...designReview(world, {
      monday: { review: 'approved' },
      tuesday: { review: 'rejected', reviewComment: 'Tuesday was a holiday' },
    }),
  });
  expect(response.statusCode, response.body).toBe(200);
}

const getWeek = (world: World) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/submit-time/week?date=${PERIOD}`,
    headers: world.as(world.associate),
  });
const fix = (world: World, timeCards: unknown[], who = world.associate) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/submit-time/rejected-days',
    headers: world.as(who),
    payload: { periodStart: PERIOD, timeCards },
  });
const ask = (world: World, timesheetId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/ts/ask-to-resubmit',
    headers: world.as(world.associate),
    payload: { timesheetId },
  });
const setAllowed = (world: World, timesheetId: string, newStatus: boolean) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/ts/update-resubmission-status',
    headers: world.as(world.admin),
    payload: { timesheetId, newStatus },
  });
const setReopen = (world: World, rejectedDaysReopen: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/account-information',
    headers: world.as(world.admin),
    payload: { rejectedDaysReopen },
  });

describe(`after Submit on ${engine}`, () => {
  it('the answer says who was e-mailed per project, and a project without contacts has none yet', async () => {
    const world = await newWorld();
    const { mailedTo } = await submitWeek(world);
    expect(mailedTo).toEqual([
      {
        projectId: world.project.id,
        projectName: 'Data platform',
        contacts: [
          { name: 'Cole Copy', email: world.watcher.email },
          { name: 'Paula Approver', email: world.approver.email },
        ],
      },
      { projectId: world.lonely.id, projectName: 'Internal', contacts: [] },
    ]);
    // Reading the week again says nothing of e-mails: only the submit's answer does.
    expect((await getWeek(world)).json().mailedTo).toBeUndefined();
  });
});

describe(`rejected days reopen for the associate on ${engine}`, () => {
  it('the setting is on by default, and a value that is not a boolean is a 400 naming it', async () => {
    const world = await newWorld();
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/account-information',
      headers: world.as(world.admin),
    });
    expect(read.json().rejectedDaysReopen).toBe(true);
    const bad = await setReopen(world, 'sometimes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('rejectedDaysReopen');
  });

  it('the rejected days alone reopen, and Fix and resubmit sends only them again as version 2', async () => {
    const world = await worldWithTwoProjects();
    const { timesheetId } = await submitWeek(world);
    await smtp.waitFor((mail) => mail.to === world.other.email);
    const otherLink = approvalTokenIn(mailsTo(world.other.email)[0]!.text);
    const firstLink = approvalTokenIn(
      (await smtp.waitFor((mail) => mail.to === world.approver.email)).text,
    );
    await rejectTuesday(world, timesheetId);

    const week = (await getWeek(world)).json();
    expect(week).toMatchObject({ editable: false, rejectedDays: 'fix' });

    const fixed = await fix(world, [
      row(world.project.id, world.design.id, { tuesday: { hours: 6, description: 'Migration' } }),
    ]);
    expect(fixed.statusCode, fixed.body).toBe(200);
    const { timesheet, mailedTo } = fixed.json();
    const design = timesheet.timeCards.find(
      (card: { taskId: string }) => card.taskId === world.design.id,
    );
    // The approved day keeps its decision; the fixed day is pending again with its new hours.
    expect(design.data.monday).toMatchObject({ hours: 8, review: 'approved' });
    expect(design.data.tuesday).toMatchObject({
      hours: 6,
      description: 'Migration',
      review: null,
      reviewComment: null,
    });
    expect(timesheet).toMatchObject({ version: 2, status: 'pending', totalHours: 20 });
    expect(timesheet.versions).toEqual([
      expect.objectContaining({
        version: 1,
        timeCards: expect.arrayContaining([
          expect.objectContaining({
            taskId: world.design.id,
            data: expect.objectContaining({
              tuesday: expect.objectContaining({
                hours: 7.5,
                review: 'rejected',
                reviewComment: 'Tuesday was a holiday',
              }),
            }),
          }),
        ]),
      }),
    ]);
    // Who was e-mailed: only the project of the rejected days.
    expect(mailedTo).toEqual([
      expect.objectContaining({
        projectName: 'Data platform',
        contacts: expect.arrayContaining([
          expect.objectContaining({ email: world.approver.email }),
        ]),
      }),
    ]);
    expect((await getWeek(world)).json().rejectedDays).toBeNull();

    // Data platform's contacts get the new version; Internal's contact is not mailed again and
    // their link still works, while Data platform's first link does not.
    await smtp.waitFor(() => mailsTo(world.approver.email).length === 2);
    await sleep(300);
    expect(mailsTo(world.other.email)).toHaveLength(1);
    const portal = (token: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/ts/approval/${encodeURIComponent(token)}` });
    expect((await portal(otherLink)).statusCode).toBe(200);
    expect((await portal(firstLink)).statusCode).toBe(401);
  });

  it('My Time lists the weeks that need a fix: rejected days not yet resolved', async () => {
    const world = await newWorld();
    const { timesheetId } = await submitWeek(world);
    const needsFix = (query = 'status=rejected') =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/ts/my-timesheets?${query}`,
        headers: world.as(world.associate),
      });
    expect((await needsFix()).json()).toEqual({ timesheets: [], count: 0 });
    await rejectTuesday(world, timesheetId);
    expect((await needsFix()).json()).toMatchObject({
      count: 1,
      timesheets: [{ timesheetId, status: 'rejected' }],
    });
    await fix(world, [row(world.project.id, world.design.id, { tuesday: 6 })]);
    expect((await needsFix()).json().count).toBe(0);
    const bad = await needsFix('status=pending');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('status');
  });

  it('a day that was not rejected, or a row without rejected days, is a 400 naming it', async () => {
    const world = await newWorld();
    const { timesheetId } = await submitWeek(world);
    await rejectTuesday(world, timesheetId);
    const notRejected = await fix(world, [
      row(world.project.id, world.design.id, { monday: 9, tuesday: 6 }),
    ]);
    expect(notRejected.statusCode).toBe(400);
    expect(notRejected.json().issues).toEqual([
      { path: 'timeCards.0.data.monday', message: REJECTED_DAYS_MESSAGES.notRejected },
    ]);
    const otherRow = await fix(world, [
      row(world.project.id, world.project.defaultTaskId, { wednesday: 5 }),
    ]);
    expect(otherRow.statusCode).toBe(400);
    expect(otherRow.json().issues).toEqual([
      { path: 'timeCards.0.taskId', message: REJECTED_DAYS_MESSAGES.noRejectedDays },
    ]);
    // The week's rules hold, and name the row of the fix.
    const oddHours = await fix(world, [row(world.project.id, world.design.id, { tuesday: 6.1 })]);
    expect(oddHours.statusCode).toBe(400);
    expect(oddHours.json().issues).toEqual([
      expect.objectContaining({ path: 'timeCards.0.data.tuesday.hours' }),
    ]);
    const empty = await fix(world, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0].path).toBe('timeCards');
  });

  it('a week without rejected days has nothing to fix (409), and another user’s week is refused', async () => {
    const world = await newWorld();
    await submitWeek(world);
    const nothing = await fix(world, [row(world.project.id, world.design.id, { tuesday: 6 })]);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(REJECTED_DAYS_MESSAGES.nothingToFix);
    const stranger = await buildUser(ctx.db, { tenantId: world.tenantId });
    const other = await ctx.app.inject({
      method: 'PUT',
      url: '/api/submit-time/rejected-days',
      headers: world.as(stranger),
      payload: {
        periodStart: PERIOD,
        userId: world.associate.userId,
        timeCards: [row(world.project.id, world.design.id, { tuesday: 6 })],
      },
    });
    expect(other.statusCode).toBe(403);
  });
});

describe(`asking to resubmit (rejected days do not reopen) on ${engine}`, () => {
  it('the associate asks once; the administrators are e-mailed and All Timesheets shows it pending until allowed', async () => {
    const world = await newWorld();
    const owner = await buildUser(ctx.db, {
      tenantId: world.tenantId,
      role: 'TenantAdmin',
      displayName: 'Bea Billing',
      email: `bea.${world.tenantId}@example.com`,
    });
    await buildUser(ctx.db, {
      tenantId: world.tenantId,
      role: 'admin',
      email: `gone.${world.tenantId}@example.com`,
      isArchived: true,
    });
    expect((await setReopen(world, false)).json().rejectedDaysReopen).toBe(false);
    const { timesheetId } = await submitWeek(world);
    await rejectTuesday(world, timesheetId);

    expect((await getWeek(world)).json().rejectedDays).toBe('ask');
    const refused = await fix(world, [row(world.project.id, world.design.id, { tuesday: 6 })]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(REJECTED_DAYS_MESSAGES.reopenOff);

    const asked = await ask(world, timesheetId);
    expect(asked.statusCode, asked.body).toBe(204);
    for (const email of [world.admin.email, owner.email]) {
      const mail = await smtp.waitFor((received) => received.to === email);
      expect(mail.subject).toBe(
        'Ava Associate asks to resubmit the timesheet for Sat, Nov 21 – Fri, Nov 27, 2026',
      );
      expect(mail.text).toContain('Data platform · Design, Tuesday: Tuesday was a holiday');
    }
    await sleep(300);
    expect(mailsTo(`gone.${world.tenantId}@example.com`)).toHaveLength(0);
    expect((await getWeek(world)).json().rejectedDays).toBe('asked');
    const again = await ask(world, timesheetId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REJECTED_DAYS_MESSAGES.alreadyAsked);

    const list = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/ts/timesheets',
          headers: world.as(world.admin),
        })
      ).json().timesheets[0];
    expect(await list()).toMatchObject({
      resubmissionRequestedAt: '2026-11-25T12:00:00.000Z',
      resubmissionAllowed: false,
    });
    expect((await setAllowed(world, timesheetId, true)).statusCode).toBe(204);
    expect(await list()).toMatchObject({
      resubmissionRequestedAt: null,
      resubmissionAllowed: true,
    });
    expect((await getWeek(world)).json()).toMatchObject({ editable: true, rejectedDays: null });
  });

  it('asking where days reopen, or with nothing rejected, is a 409; a missing id is a 400 naming it', async () => {
    const world = await newWorld();
    const { timesheetId } = await submitWeek(world);
    const nothing = await ask(world, timesheetId);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(REJECTED_DAYS_MESSAGES.nothingToFix);
    await rejectTuesday(world, timesheetId);
    const reopens = await ask(world, timesheetId);
    expect(reopens.statusCode).toBe(409);
    expect(reopens.json().message).toBe(REJECTED_DAYS_MESSAGES.reopenOn);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/ts/ask-to-resubmit',
      headers: world.as(world.associate),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].path).toBe('timesheetId');
  });
});

describe(`Allow Resubmission and its revocation on ${engine}`, () => {
  it('is allowed once, revoked while nothing was resubmitted, and not on a draft', async () => {
    const world = await newWorld();
    const { timesheetId } = await submitWeek(world);
    expect((await setAllowed(world, timesheetId, true)).statusCode).toBe(204);
    const twice = await setAllowed(world, timesheetId, true);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(REJECTED_DAYS_MESSAGES.alreadyAllowed);
    expect((await setAllowed(world, timesheetId, false)).statusCode).toBe(204);
    expect((await getWeek(world)).json().editable).toBe(false);
    const nothing = await setAllowed(world, timesheetId, false);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(REJECTED_DAYS_MESSAGES.notAllowed);

    // Once the associate has resubmitted, there is nothing left to revoke.
    expect((await setAllowed(world, timesheetId, true)).statusCode).toBe(204);
    await submitWeek(world);
    const late = await setAllowed(world, timesheetId, false);
    expect(late.statusCode).toBe(409);

    const draft = await ctx.app.inject({
      method: 'PUT',
      url: '/api/submit-time/week',
      headers: world.as(world.associate),
      payload: {
        periodStart: '2026-11-14',
        timeCards: [row(world.project.id, world.design.id, { monday: 1 })],
        submit: false,
      },
    });
    const onDraft = await setAllowed(world, draft.json().timesheetId, true);
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().message).toBe(REJECTED_DAYS_MESSAGES.notSubmitted);
  });
});
