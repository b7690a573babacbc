import { describe, expect, it } from 'vitest';
import {
  buildAssignment,
  buildAssociation,
  buildContact,
  buildProject,
  buildSupplier,
  buildUser,
  type TestUser,
} from '../../test/factories.ts';
import { createTestContext, engine } from '../../test/harness.ts';
import { approveAllShown, inboxUrl, linkCalls } from '../../test/approvals-world.ts';
import {
  approvalTokenIn,
  inboxTokenIn,
  row,
  timesheetWorld,
  useMailingTimesheetApp,
} from '../../test/timesheet-world.ts';
import { issueInboxLink } from '../contact-links/inbox-link.ts';

// Issue 29 §1: one link per contact lists every timecard waiting for their decision.
const { clock, ctx, smtp } = useMailingTimesheetApp(); // Wednesday 2026-11-25
const inbox = linkCalls(ctx, inboxUrl);

const WEEKS = ['2026-11-14', '2026-11-21'];

/**
 * The timesheet world with three associates (one through a supplier) on its project, each
 * with two submitted weeks: Monday 8 h on Design, Tuesday 7.5 h on the default task.
 */
async function threeAssociates() {
  const world = await timesheetWorld(ctx);
  const { tenantId } = world;
  const supplier = await buildSupplier(ctx.db, { tenantId, name: 'Fabrikam Talent' });
  const more: TestUser[] = [];
  for (const [displayName, supplierId] of [
    ['Ben Builder', supplier.id],
    ['Cara Coder', null],
  ] as const) {
    const user = await buildUser(ctx.db, { tenantId, displayName, supplierId });
    await buildAssignment(ctx.db, {
      tenantId,
      userId: user.userId,
      projectId: world.project.id,
      taskIds: [world.project.defaultTaskId, world.design.id],
    });
    await buildAssignment(ctx.db, {
      tenantId,
      userId: user.userId,
      projectId: world.lonely.id,
      taskIds: [world.lonely.defaultTaskId],
    });
    more.push(user);
  }
  const associates = [world.associate, ...more];
  const timesheetIds: string[] = [];
  for (const associate of associates)
    for (const periodStart of WEEKS) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/submit-time/week',
        headers: world.as(associate),
        payload: {
          periodStart,
          timeCards: [
            row(world.project.id, world.design.id, {
              monday: { hours: 8, description: 'Data model' },
            }),
            row(world.project.id, world.project.defaultTaskId, { tuesday: 7.5 }),
            row(world.lonely.id, world.lonely.defaultTaskId, { thursday: 2 }),
          ],
          submit: true,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      timesheetIds.push(response.json().timesheetId);
    }
  return { world, associates, timesheetIds };
}

type Setup = Awaited<ReturnType<typeof threeAssociates>>;

async function tokenOf({ world }: Setup) {
  const mail = await smtp.waitFor((candidate) => candidate.to === world.approver.email);
  return inboxTokenIn(mail.text);
}

describe(`the approver's inbox on ${engine}`, () => {
  it('timecard e-mails to Copy With Approval Link contacts link to the inbox too; copies without a link do not', async () => {
    const setup = await threeAssociates();
    const mail = await smtp.waitFor((candidate) => candidate.to === setup.world.approver.email);
    expect(mail.text).toContain(
      'See everything waiting for you: http://localhost:3000/approvals?token=',
    );
    expect(mail.html).toContain('See everything waiting for you');
    const copy = await smtp.waitFor((candidate) => candidate.to === setup.world.watcher.email);
    expect(copy.text).not.toContain('/approvals?token=');
  });

  it('lists every waiting timecard across three associates and two weeks, oldest week first; opening it changes nothing', async () => {
    const setup = await threeAssociates();
    const token = await tokenOf(setup);
    const first = await inbox.view(token);
    expect(first.statusCode, first.body).toBe(200);
    const view = first.json();
    expect(view).toMatchObject({
      contactName: 'Paula Approver',
      companyName: 'Contoso Staffing',
      more: false,
    });
    expect(
      view.timesheets.map((timesheet: { userFullName: string; periodStart: string }) => [
        timesheet.periodStart,
        timesheet.userFullName,
      ]),
    ).toEqual(
      expect.arrayContaining(
        WEEKS.flatMap((week) =>
          ['Ava Associate', 'Ben Builder', 'Cara Coder'].map((name) => [week, name]),
        ),
      ),
    );
    expect(view.timesheets).toHaveLength(6);
    expect(
      view.timesheets.slice(0, 3).every((t: { periodStart: string }) => t.periodStart === WEEKS[0]),
    ).toBe(true);
    const ben = view.timesheets.find(
      (t: { userFullName: string }) => t.userFullName === 'Ben Builder',
    );
    expect(ben.supplierName).toBe('Fabrikam Talent');
    // Only the contact's project: the Internal project's card is not theirs to decide.
    for (const timesheet of view.timesheets) {
      expect(timesheet.timeCards).toHaveLength(2);
      for (const card of timesheet.timeCards) expect(card.projectId).toBe(setup.world.project.id);
      expect(timesheet.timeCards[0].data.monday).toHaveProperty('review');
    }
    const again = await inbox.view(token);
    expect(again.json()).toEqual(view);
  });

  it('approves everything shown in one request, counts the days, and the inbox is empty after', async () => {
    const setup = await threeAssociates();
    const token = await tokenOf(setup);
    const view = (await inbox.view(token)).json();
    const decided = await inbox.decide(token, { decisions: approveAllShown(view) });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toEqual({ approved: 12, rejected: 0, corrections: 0 });
    const after = (await inbox.view(token)).json();
    expect(after.timesheets).toEqual([]);
    const doc = await ctx.app.inject({
      method: 'GET',
      url: `/api/ts/doc/${encodeURIComponent(setup.timesheetIds[0]!)}`,
      headers: setup.world.as(setup.world.admin),
    });
    const statuses = doc
      .json()
      .timeCards.map((card: { projectName: string; status: string }) => [
        card.projectName,
        card.status,
      ]);
    expect(statuses).toEqual([
      ['Data platform', 'approved'],
      ['Data platform', 'approved'],
      ['Internal', 'pending'],
    ]);
    expect(doc.json().timeCards[0].data.monday.reviewedBy).toMatchObject({
      kind: 'contact',
      name: 'Paula Approver',
    });
  });

  it('partial decisions: a rejection needs a comment per rejected day; what is left stays waiting', async () => {
    const setup = await threeAssociates();
    const token = await tokenOf(setup);
    const view = (await inbox.view(token)).json();
    const first = view.timesheets[0];
    const design = first.timeCards.find((card: { taskName: string }) => card.taskName === 'Design');
    const decision = (days: Record<string, unknown>) => ({
      decisions: [
        {
          timesheetId: first.timesheetId,
          projectId: design.projectId,
          taskId: design.taskId,
          days,
        },
      ],
    });
    const noComment = await inbox.decide(token, decision({ monday: { review: 'rejected' } }));
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().issues).toEqual([
      {
        path: 'decisions.0.days.monday.reviewComment',
        message: 'A comment is required to reject a day',
      },
    ]);
    const notWorked = await inbox.decide(token, decision({ friday: { review: 'approved' } }));
    expect(notWorked.statusCode).toBe(400);
    expect(notWorked.json().issues).toEqual([
      { path: 'decisions.0.days.friday', message: 'Only days with hours can be reviewed' },
    ]);
    const rejected = await inbox.decide(
      token,
      decision({ monday: { review: 'rejected', reviewComment: 'Monday was a holiday' } }),
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toEqual({ approved: 0, rejected: 1, corrections: 0 });
    const after = (await inbox.view(token)).json();
    expect(after.timesheets).toHaveLength(6);
    expect(
      after.timesheets[0].timeCards.map((card: { taskName: string }) => card.taskName),
    ).toEqual(['Default Task']);
  });

  it('a decision on a timecard not waiting for the contact makes the whole request a 404 and writes nothing', async () => {
    const setup = await threeAssociates();
    const token = await tokenOf(setup);
    const view = (await inbox.view(token)).json();
    const mine = approveAllShown(view);
    const timesheetId = view.timesheets[0].timesheetId;
    const other = await threeAssociates();
    const foreign = [
      // Another project of the same timesheet, which the contact does not approve.
      {
        timesheetId,
        projectId: setup.world.lonely.id,
        taskId: setup.world.lonely.defaultTaskId,
        days: { thursday: { review: 'approved' } },
      },
      // Another tenant's timesheet.
      {
        timesheetId: other.timesheetIds[0]!,
        projectId: other.world.project.id,
        taskId: other.world.design.id,
        days: { monday: { review: 'approved' } },
      },
    ];
    for (const stranger of foreign) {
      const response = await inbox.decide(token, { decisions: [...mine, stranger] });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toBe('Timecard not found or not waiting for your decision');
    }
    const after = (await inbox.view(token)).json();
    expect(after).toEqual(view);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const receipts = smtp.received.filter(
      (mail) => mail.to === setup.world.approver.email && mail.subject.startsWith('Your decisions'),
    );
    expect(receipts).toEqual([]);
  });

  it('the contact gets a receipt listing the days, hours and comments they decided, from the inbox and from a timecard link', async () => {
    const setup = await threeAssociates();
    const { world } = setup;
    const token = await tokenOf(setup);
    const view = (await inbox.view(token)).json();
    const ava = view.timesheets.find(
      (t: { userFullName: string; periodStart: string }) =>
        t.userFullName === 'Ava Associate' && t.periodStart === '2026-11-21',
    );
    const design = ava.timeCards.find((card: { taskName: string }) => card.taskName === 'Design');
    const response = await inbox.decide(token, {
      decisions: [
        {
          timesheetId: ava.timesheetId,
          projectId: design.projectId,
          taskId: design.taskId,
          days: { monday: { review: 'rejected', reviewComment: 'Only 6 hours on site' } },
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const receipt = await smtp.waitFor(
      (mail) => mail.to === world.approver.email && mail.subject.startsWith('Your decisions'),
    );
    expect(receipt.subject).toBe('Your decisions on Contoso Staffing timecards: 1 day rejected');
    expect(receipt.text).toContain(
      'Ava Associate · Sat, Nov 21 – Fri, Nov 27, 2026 · Data platform · Design',
    );
    expect(receipt.text).toContain('Monday, Nov 23, 2026: 8 h, Rejected — Only 6 hours on site');
    expect(receipt.html).toContain('Only 6 hours on site');

    // The timecard link's decisions get one too.
    const mail = await smtp.waitFor(
      (candidate) =>
        candidate.to === world.approver.email && candidate.text.includes('approve-time'),
    );
    const timecardToken = approvalTokenIn(mail.text);
    const opened = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/ts/approval/${encodeURIComponent(timecardToken)}`,
      })
    ).json();
    const decided = await ctx.app.inject({
      method: 'POST',
      url: `/api/ts/approval/${encodeURIComponent(timecardToken)}`,
      payload: {
        timeCards: opened.timeCards
          .filter((card: { taskName: string }) => card.taskName !== 'Design')
          .map((card: { projectId: string; taskId: string }) => ({
            projectId: card.projectId,
            taskId: card.taskId,
            days: { tuesday: { review: 'approved' } },
          })),
      },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const second = await smtp.waitFor(
      (candidate) =>
        candidate.to === world.approver.email &&
        candidate.subject === 'Your decisions on Contoso Staffing timecards: 1 day approved',
    );
    expect(second.text).toMatch(/Tuesday, Nov \d\d, 2026: 7.5 h, Approved/);
  });
});

describe(`the inbox's Idempotency-Key on ${engine}`, () => {
  it('a retried submission with its key gets the first answer again and records nothing twice', async () => {
    const setup = await threeAssociates();
    const token = await tokenOf(setup);
    const view = (await inbox.view(token)).json();
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: inboxUrl(token),
        headers: { 'idempotency-key': 'inbox-retry-1' },
        payload: { decisions: approveAllShown(view) },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const retried = await send();
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(first.json());
    // Without the key, the same request finds nothing waiting any more.
    const again = await inbox.decide(token, { decisions: approveAllShown(view) });
    expect(again.statusCode).toBe(404);
    await smtp.waitFor(
      (mail) => mail.to === setup.world.approver.email && mail.subject.startsWith('Your decisions'),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const receipts = smtp.received.filter(
      (mail) => mail.to === setup.world.approver.email && mail.subject.startsWith('Your decisions'),
    );
    expect(receipts).toHaveLength(1);
  });
});

describe(`inbox links on ${engine}`, () => {
  /** A contact approving two projects, with an inbox link. */
  async function twoProjects() {
    const world = await timesheetWorld(ctx);
    const second = await buildProject(ctx.db, {
      tenantId: world.tenantId,
      clientId: world.clientId,
      name: 'Second',
    });
    await buildAssociation(ctx.db, {
      tenantId: world.tenantId,
      projectId: second.id,
      contactId: world.approver.id,
      notificationLevel: 'COPY_WITH_LINK',
    });
    const { url } = await ctx.db.withTenant(world.tenantId, (tx) =>
      issueInboxLink(tx, ctx.app.deps, { tenantId: world.tenantId, contactId: world.approver.id }),
    );
    const token = decodeURIComponent(url.slice(url.indexOf('token=') + 6));
    const status = async () => (await inbox.view(token)).statusCode;
    expect(await status()).toBe(200);
    const association = (projectId: string, method: 'PUT' | 'DELETE', level = 'COPY_ONLY') =>
      ctx.app.inject({
        method,
        url: '/api/crm/ps/associations',
        headers: world.as(world.admin),
        payload:
          method === 'DELETE'
            ? { projectId, contactId: world.approver.id }
            : {
                projectId,
                contactId: world.approver.id,
                contactType: 'MANAGER',
                notificationLevel: level,
              },
      });
    return { world, second, token, status, association };
  }

  it('survive losing one approving association, and die with the last (moved to Copy Only, then removed)', async () => {
    const { world, second, status, association } = await twoProjects();
    expect((await association(world.project.id, 'PUT')).statusCode).toBe(204);
    expect(await status()).toBe(200);
    expect((await association(second.id, 'DELETE')).statusCode).toBe(204);
    expect(await status()).toBe(401);
    // Approving again later does not revive a revoked link.
    expect((await association(world.project.id, 'PUT', 'COPY_WITH_LINK')).statusCode).toBe(204);
    expect(await status()).toBe(401);
  });

  it('die when the contact is archived or deleted; GET and POST alike', async () => {
    const archived = await twoProjects();
    const archive = await ctx.app.inject({
      method: 'PUT',
      url: `/api/crm/ps/contacts/${archived.world.approver.id}`,
      headers: archived.world.as(archived.world.admin),
      payload: { isArchived: true },
    });
    expect(archive.statusCode).toBe(200);
    expect(await archived.status()).toBe(401);
    const post = await inbox.decide(archived.token, {
      decisions: [{ timesheetId: 'x', projectId: 'p', taskId: 't', days: {} }],
    });
    expect(post.statusCode).toBe(401);

    const deleted = await twoProjects();
    const remove = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/crm/ps/contacts/${deleted.world.approver.id}`,
      headers: deleted.world.as(deleted.world.admin),
    });
    expect(remove.statusCode).toBe(204);
    expect(await deleted.status()).toBe(401);
  });

  it('expire, and are bound to their tenant', async () => {
    const { world, token, status } = await twoProjects();
    const other = await timesheetWorld(ctx);
    const secret = token.slice(token.lastIndexOf('.') + 1);
    const swapped = await inbox.view(`${other.tenantId}.${secret}`);
    expect(swapped.statusCode).toBe(401);
    clock.advance((ctx.app.deps.config.APPROVAL_LINK_DAYS + 1) * 86_400_000);
    try {
      const expired = await inbox.view(token);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe('This link has expired');
    } finally {
      clock.set('2026-11-25T12:00:00Z');
    }
    expect(await status()).toBe(200);
    expect(world.tenantId).not.toBe(other.tenantId);
  });

  it('a contact who approves nothing any more is refused even by a link no one revoked', async () => {
    const world = await timesheetWorld(ctx);
    const loner = await buildContact(ctx.db, {
      tenantId: world.tenantId,
      clientId: world.clientId,
      name: 'Otto Only',
      email: `otto.${world.tenantId}@example.com`,
    });
    const { url } = await ctx.db.withTenant(world.tenantId, (tx) =>
      issueInboxLink(tx, ctx.app.deps, { tenantId: world.tenantId, contactId: loner.id }),
    );
    const token = decodeURIComponent(url.slice(url.indexOf('token=') + 6));
    const response = await inbox.view(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('This link is not valid');
  });
});

describe(`the inbox's rate limit on ${engine}`, () => {
  it('refuses with 429 past the per-address limit, before any token is looked up', async () => {
    const limited = await createTestContext({ PORTAL_RATE_LIMIT: '2' });
    try {
      const made = (n: number) => inboxUrl(`tenant-x.${String(n).repeat(43).slice(0, 43)}`);
      expect((await limited.app.inject({ method: 'GET', url: made(1) })).statusCode).toBe(401);
      expect((await limited.app.inject({ method: 'GET', url: made(2) })).statusCode).toBe(401);
      const third = await limited.app.inject({ method: 'GET', url: made(3) });
      expect(third.statusCode).toBe(429);
      // The POST is refused before its token or body is looked at (an empty body would be a 400).
      const post = await limited.app.inject({ method: 'POST', url: made(4), payload: {} });
      expect(post.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
