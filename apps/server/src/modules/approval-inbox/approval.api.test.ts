import { describe, expect, it } from 'vitest';
import { buildContact } from '../../test/factories.ts';
import { engine } from '../../test/harness.ts';
import {
  approvalTokenIn,
  useMailingTimesheetApp,
  usualWeek,
  type TimesheetWorld as World,
  designReview,
} from '../../test/timesheet-world.ts';
import { linkCalls, portalUrl } from '../../test/approvals-world.ts';

const { clock, ctx, smtp, newWorld, saveWeek } = useMailingTimesheetApp();

/** Submits the usual week (Design Mon 8 h and Tue 7.5 h, default task Wed 4 h, Internal Thu 2 h). */
const submitWeek = async (world: World, periodStart = '2026-11-21') =>
  (await saveWeek(world.as(world.associate), { periodStart, timeCards: usualWeek(world) }))
    .timesheetId;

const mailTo = (email: string) => smtp.waitFor((mail) => mail.to === email);
const portal = linkCalls(ctx, portalUrl);

async function linkFor(world: World) {
  return approvalTokenIn((await mailTo(world.approver.email)).text);
}

describe(`timecard e-mails on ${engine}`, () => {
  it('each contact gets the project’s timecards once: with the link (COPY_WITH_LINK), without (COPY_ONLY), none (NONE)', async () => {
    const world = await newWorld();
    await submitWeek(world);
    const withLink = await mailTo(world.approver.email);
    expect(withLink.subject).toBe(
      'Timecard: Ava Associate, Data platform, Sat, Nov 21 – Fri, Nov 27, 2026',
    );
    for (const part of [withLink.text, withLink.html]) {
      expect(part).toContain('Contoso Staffing');
      expect(part).toContain('Purchase order');
      expect(part).toContain('PO-4471');
      expect(part).toContain('Data model');
      expect(part).toContain('Design');
    }
    expect(withLink.text).toContain('Total: 19.5 h');
    expect(withLink.text).toContain('http://localhost:3000/approve-time?token=');
    const copy = await mailTo(world.watcher.email);
    expect(copy.text).not.toContain('approve-time');
    expect(copy.text).toContain('Total: 19.5 h');
    // The project without contacts and the NONE contact get nothing; no one gets two.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const theirs = smtp.received.filter((mail) => mail.to.includes(world.tenantId));
    expect(theirs.map((mail) => mail.to).sort()).toEqual(
      [world.approver.email, world.watcher.email].sort(),
    );
    expect(theirs.some((mail) => mail.text.includes('Internal'))).toBe(false);
  });

  it('mails queued while the SMTP server is down are sent once it is back, each exactly once', async () => {
    const world = await newWorld();
    smtp.down = true;
    await submitWeek(world);
    await new Promise((resolve) => setTimeout(resolve, 400));
    smtp.down = false;
    await mailTo(world.approver.email);
    await mailTo(world.watcher.email);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const theirs = smtp.received.filter((mail) => mail.to.includes(world.tenantId));
    expect(theirs).toHaveLength(2);
  });
});

describe(`the approval portal on ${engine}`, () => {
  it('shows the contact their project’s timecards; opening it changes nothing', async () => {
    const world = await newWorld();
    await submitWeek(world);
    const token = await linkFor(world);
    const first = await portal.view(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      companyName: 'Contoso Staffing',
      contactName: 'Paula Approver',
      userFullName: 'Ava Associate',
      periodStart: '2026-11-21',
      projectName: 'Data platform',
      totalHours: 19.5,
      decided: false,
    });
    expect(first.json().timeCards).toHaveLength(2);
    const again = await portal.view(token);
    expect(again.json()).toEqual(first.json());
  });

  it('approves and rejects days (a rejection needs a comment); the statuses follow the days', async () => {
    const world = await newWorld();
    const timesheetId = await submitWeek(world);
    const token = await linkFor(world);
    const noComment = await portal.decide(token, {
      ...designReview(world, { monday: { review: 'rejected' } }),
    });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().issues).toEqual([
      {
        path: 'timeCards.0.days.monday.reviewComment',
        message: 'A comment is required to reject a day',
      },
    ]);
    const decided = await portal.decide(token, {
      ...designReview(world, {
        monday: { review: 'approved' },
        tuesday: { review: 'rejected', reviewComment: 'Tuesday was a holiday' },
      }),
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const design = decided
      .json()
      .timeCards.find((card: { taskId: string }) => card.taskId === world.design.id);
    expect(design.status).toBe('rejected');
    expect(design.data.tuesday).toMatchObject({
      review: 'rejected',
      reviewComment: 'Tuesday was a holiday',
      reviewedBy: { kind: 'contact', name: 'Paula Approver', at: '2026-11-25T12:00:00.000Z' },
    });
    expect(decided.json().decided).toBe(false);

    const again = await portal.decide(token, {
      ...designReview(world, { monday: { review: 'rejected', reviewComment: 'no' } }),
    });
    expect(again.statusCode).toBe(409);

    const last = await portal.decide(token, {
      timeCards: [
        {
          projectId: world.project.id,
          taskId: world.project.defaultTaskId,
          days: { wednesday: { review: 'approved' } },
        },
      ],
    });
    expect(last.json()).toMatchObject({ decided: true });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/ts/doc/${encodeURIComponent(timesheetId)}`,
      headers: world.as(world.associate),
    });
    const statuses = mine
      .json()
      .timeCards.map((card: { taskName: string; status: string }) => card.status);
    expect(statuses).toEqual(['rejected', 'approved', 'pending']);
    expect(mine.json().status).toBe('rejected');
    const used = await portal.decide(token, {
      timeCards: [{ projectId: world.project.id, taskId: world.design.id, days: {} }],
    });
    expect(used.statusCode).toBe(409);
    const readOnly = await portal.view(token);
    expect(readOnly.json().decided).toBe(true);
  });

  it('refuses decisions on another project, on days without hours', async () => {
    const world = await newWorld();
    await submitWeek(world);
    const token = await linkFor(world);
    const response = await portal.decide(token, {
      timeCards: [
        {
          projectId: world.lonely.id,
          taskId: world.lonely.defaultTaskId,
          days: { thursday: { review: 'approved' } },
        },
        {
          projectId: world.project.id,
          taskId: world.design.id,
          days: { friday: { review: 'approved' } },
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'timeCards.0.taskId', message: 'Not part of this timecard' },
      { path: 'timeCards.1.days.friday', message: 'Only days with hours can be reviewed' },
    ]);
  });

  it('refuses unknown, expired, other-tenant, resubmitted and deleted timesheets’ links with 401', async () => {
    const world = await newWorld();
    const timesheetId = await submitWeek(world);
    const token = await linkFor(world);
    const unknown = await portal.view(`${world.tenantId}.${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('This link is not valid');

    const other = await newWorld();
    const secret = token.slice(token.lastIndexOf('.') + 1);
    const swapped = await portal.view(`${other.tenantId}.${secret}`);
    expect(swapped.statusCode).toBe(401);

    clock.advance(31 * 86_400_000);
    const expired = await portal.view(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('This link has expired');
    clock.set('2026-11-25T12:00:00Z');

    await ctx.app.inject({
      method: 'POST',
      url: '/api/ts/update-resubmission-status',
      headers: world.as(world.admin),
      payload: { timesheetId, newStatus: true },
    });
    smtp.received.length = 0;
    await submitWeek(world);
    const resubmitted = await portal.view(token);
    expect(resubmitted.statusCode).toBe(401);
    const fresh = await linkFor(world);
    expect((await portal.view(fresh)).statusCode).toBe(200);

    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/ts/doc/${encodeURIComponent(timesheetId)}`,
      headers: world.as(world.admin),
    });
    const deleted = await portal.view(fresh);
    expect(deleted.statusCode).toBe(401);
  });
});

describe(`outstanding timecards (409) on ${engine}`, () => {
  const newContact = (world: World, action?: 'SEND' | 'NO_SEND') => ({
    clientId: world.clientId,
    name: `Late Comer ${action ?? 'ask'}`,
    email: `late.${action ?? 'ask'}.${world.tenantId}@example.com`,
    associations: [
      { projectId: world.project.id, contactType: 'MANAGER', notificationLevel: 'COPY_WITH_LINK' },
    ],
    ...(action ? { outstandingTimecardsAction: action } : {}),
  });

  it('creating a contact on a project with outstanding timecards answers 409 listing them, and creates nothing', async () => {
    const world = await newWorld();
    const timesheetId = await submitWeek(world);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/crm/ps/contacts',
      headers: world.as(world.admin),
      payload: newContact(world),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().timecards).toEqual([
      {
        timesheetId,
        userFullName: 'Ava Associate',
        projectName: 'Data platform',
        taskName: 'Design',
      },
      {
        timesheetId,
        userFullName: 'Ava Associate',
        projectName: 'Data platform',
        taskName: expect.any(String),
      },
    ]);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/crm/ps/contacts?clientId=${world.clientId}&all=true`,
      headers: world.as(world.admin),
    });
    expect(list.json().contacts.map((c: { name: string }) => c.name)).not.toContain(
      'Late Comer ask',
    );
  });

  it('SEND creates the contact and e-mails them the outstanding timecards; NO_SEND does not', async () => {
    const world = await newWorld();
    await submitWeek(world);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/crm/ps/contacts',
      headers: world.as(world.admin),
      payload: newContact(world, 'SEND'),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = await mailTo(`late.SEND.${world.tenantId}@example.com`);
    expect(mail.text).toContain('approve-time?token=');
    const quiet = await ctx.app.inject({
      method: 'POST',
      url: '/api/crm/ps/contacts',
      headers: world.as(world.admin),
      payload: newContact(world, 'NO_SEND'),
    });
    expect(quiet.statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.some((m) => m.to === `late.NO_SEND.${world.tenantId}@example.com`)).toBe(
      false,
    );
  });

  it('a new association asks the same way, and SEND mails the contact', async () => {
    const world = await newWorld();
    await submitWeek(world);
    const contact = await buildContact(ctx.db, {
      tenantId: world.tenantId,
      clientId: world.clientId,
      email: `assoc.${world.tenantId}@example.com`,
    });
    const body = {
      projectId: world.project.id,
      contactId: contact.id,
      contactType: 'BACKUP_MANAGER',
      notificationLevel: 'COPY_ONLY',
    };
    const ask = await ctx.app.inject({
      method: 'POST',
      url: '/api/crm/ps/associations',
      headers: world.as(world.admin),
      payload: body,
    });
    expect(ask.statusCode).toBe(409);
    expect(ask.json().timecards).toHaveLength(2);
    const send = await ctx.app.inject({
      method: 'POST',
      url: '/api/crm/ps/associations',
      headers: world.as(world.admin),
      payload: { ...body, outstandingTimecardsAction: 'SEND' },
    });
    expect(send.statusCode, send.body).toBe(201);
    const mail = await mailTo(contact.email);
    expect(mail.text).not.toContain('approve-time');
  });

  it('a project whose timecards are all decided has nothing outstanding', async () => {
    const world = await newWorld();
    await submitWeek(world);
    const token = await linkFor(world);
    await portal.decide(token, {
      timeCards: [
        {
          projectId: world.project.id,
          taskId: world.design.id,
          days: { monday: { review: 'approved' }, tuesday: { review: 'approved' } },
        },
        {
          projectId: world.project.id,
          taskId: world.project.defaultTaskId,
          days: { wednesday: { review: 'approved' } },
        },
      ],
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/crm/ps/contacts',
      headers: world.as(world.admin),
      payload: newContact(world),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
