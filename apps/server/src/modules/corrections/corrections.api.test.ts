import { describe, expect, it } from 'vitest';
import { CORRECTION_MESSAGES } from '@tallysheet/contract/timesheets/corrections';
import type { Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { buildUser } from '../../test/factories.ts';
import { engine } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';
import {
  approvalTokenIn,
  row,
  saveWeek,
  timesheetWorld,
  useMailingTimesheetApp,
} from '../../test/timesheet-world.ts';
import { listTimesheetEvents } from '../timesheet-events/timesheet-events.service.ts';

const HOUR = 3_600_000;
const { clock, ctx, smtp, reviewAsAdmin } = useMailingTimesheetApp(); // Wednesday 2026-11-25

type World = Awaited<ReturnType<typeof timesheetWorld>>;

/** Ava submits Design: Monday 8 h ("Data model"), Tuesday 7.5 h; returns Paula's link. */
async function submitted(world: World) {
  const { timesheetId } = await saveWeek(ctx, world.as(world.associate), {
    periodStart: '2026-11-21',
    timeCards: [
      row(world.project.id, world.design.id, {
        monday: { hours: 8, description: 'Data model' },
        tuesday: 7.5,
      }),
    ],
  });
  const mail = await smtp.waitFor((m) => m.to === world.approver.email);
  return { timesheetId, token: approvalTokenIn(mail.text) };
}

const decide = (token: string, world: World, days: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/ts/approval/${encodeURIComponent(token)}`,
    payload: { timeCards: [{ projectId: world.project.id, taskId: world.design.id, days }] },
  });

const correction = {
  review: 'correction',
  correctedHours: 7.5,
  correctedDescription: 'Data model, first draft',
  reviewComment: 'Half an hour was the kick-off, billed elsewhere',
};

/** Paula proposes Monday 8 h -> 7.5 h and approves Tuesday. */
async function proposed(world: World) {
  const sent = await submitted(world);
  // The clock only moves forward: the outbox sends what is due by it.
  clock.advance(2 * HOUR);
  const response = await decide(sent.token, world, {
    monday: correction,
    tuesday: { review: 'approved' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return sent;
}

const answer = (
  world: World,
  who: Parameters<World['as']>[0],
  timesheetId: string,
  body: Record<string, unknown>,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/ts/corrections/${encodeURIComponent(timesheetId)}`,
    headers: world.as(who),
    payload: { projectId: world.project.id, taskId: world.design.id, day: 'monday', ...body },
  });

const designOf = (timesheet: Timesheet, world: World) =>
  timesheet.timeCards.find((card) => card.taskId === world.design.id)!;

const events = (world: World, timesheetId: string) =>
  ctx.db.withTenant(world.tenantId, (tx) =>
    listTimesheetEvents(tx, { tenantId: world.tenantId, timesheetId }),
  );

describe(`corrections the associate counter-signs on ${engine}`, () => {
  it('a proposed correction reads review "correction" with its thread; the timecard stays pending and the associate is e-mailed', async () => {
    const world = await timesheetWorld(ctx);
    const { timesheetId, token } = await proposed(world);
    const proposedAt = clock.now().toISOString();
    const view = (await ctx.app.inject({ method: 'GET', url: `/api/ts/approval/${token}` })).json();
    const monday = view.timeCards[0].data.monday;
    expect(monday).toMatchObject({
      hours: 8,
      review: 'correction',
      correction: {
        hours: 7.5,
        description: 'Data model, first draft',
        comment: correction.reviewComment,
        proposedBy: 'Paula Approver',
        proposedAt,
        state: 'proposed',
        originalHours: 8,
      },
    });
    expect(monday.correction).not.toHaveProperty('contactId');
    expect(view.timeCards[0].status).toBe('pending');
    const mail = await smtp.waitFor((m) => m.to === world.associate.email);
    expect(mail.subject).toContain('Paula Approver proposes a correction');
    expect(mail.text).toContain('8 h → 7.5 h');
    expect((await events(world, timesheetId)).map((event) => event.kind)).toEqual([
      'correction-proposed',
    ]);
    // My Time lists the week as having a correction to answer.
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/ts/my-timesheets?status=correction',
      headers: world.as(world.associate),
    });
    expect(mine.json().timesheets.map((t: Timesheet) => t.timesheetId)).toEqual([timesheetId]);
    // Nobody else changes the proposed value: not the contact again, not an administrator's review.
    const again = await decide(token, world, { monday: { review: 'approved' } });
    expect(again.statusCode).toBe(409);
    const adminReview = await reviewAsAdmin(world, {
      timesheetId,
      timeCards: [{ projectId: world.project.id, taskId: world.design.id, status: 'approved' }],
    });
    expect(adminReview.statusCode, adminReview.body).toBeLessThan(300);
    const still = await ctx.app.inject({
      method: 'GET',
      url: `/api/ts/doc/${encodeURIComponent(timesheetId)}`,
      headers: world.as(world.admin),
    });
    expect(designOf(still.json(), world).data.monday.review).toBe('correction');
  });

  it('accepted: the day is approved with the corrected hours and description, as a new version, in the PDF and its fingerprint', async () => {
    const world = await timesheetWorld(ctx);
    const { timesheetId } = await proposed(world);
    clock.advance(19 * HOUR);
    const answeredAt = clock.now().toISOString();
    const response = await answer(world, world.associate, timesheetId, { accept: true });
    expect(response.statusCode, response.body).toBe(200);
    const timesheet: Timesheet = response.json();
    const monday = designOf(timesheet, world).data.monday;
    expect(monday).toMatchObject({
      hours: 7.5,
      description: 'Data model, first draft',
      review: 'approved',
      reviewedBy: { kind: 'contact', name: 'Paula Approver' },
      correction: {
        state: 'accepted',
        answeredBy: 'Ava Associate',
        answeredAt,
      },
    });
    expect(timesheet.status).toBe('approved');
    expect(timesheet.version).toBe(2);
    expect(timesheet.versions[0]!.version).toBe(1);
    expect(designOf(timesheet.versions[0] as never, world).data.monday.hours).toBe(8);
    expect((await events(world, timesheetId)).map((event) => event.kind)).toEqual([
      'correction-accepted',
      'correction-proposed',
    ]);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/ts/doc/${encodeURIComponent(timesheetId)}/pdf`,
      headers: world.as(world.associate),
    });
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('was 8.00');
    expect(text).toContain('Corrected Mon Nov 23: 8.00 h to 7.50 h');
    expect(text).toContain('Corrections accepted by Ava Associate, ');
    expect(text).toContain('accepted by Ava Associate');
    expect(text).toContain('Fingerprint (SHA-256)');
    // Nothing is left to accept on that day.
    const twice = await answer(world, world.associate, timesheetId, { accept: true });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(CORRECTION_MESSAGES.nothingProposed);
  });

  it('declined (a reply is required): the day goes back to the contact, pending, with the thread, and the contact gets a new link', async () => {
    const world = await timesheetWorld(ctx);
    const { timesheetId } = await proposed(world);
    const noReply = await answer(world, world.associate, timesheetId, { accept: false });
    expect(noReply.statusCode).toBe(400);
    expect(noReply.json().issues).toEqual([
      { path: 'reply', message: CORRECTION_MESSAGES.replyRequired },
    ]);
    clock.advance(HOUR);
    const response = await answer(world, world.associate, timesheetId, {
      accept: false,
      reply: 'The kick-off was project work',
    });
    expect(response.statusCode, response.body).toBe(200);
    const monday = designOf(response.json(), world).data.monday;
    expect(monday).toMatchObject({
      hours: 8,
      review: null,
      correction: { state: 'declined', reply: 'The kick-off was project work', hours: 7.5 },
    });
    expect(response.json().status).toBe('pending');
    const mail = await smtp.waitFor(
      (m) => m.to === world.approver.email && m.subject.includes('declined'),
    );
    expect(mail.text).toContain('The kick-off was project work');
    const fresh = approvalTokenIn(mail.text);
    const view = await ctx.app.inject({ method: 'GET', url: `/api/ts/approval/${fresh}` });
    expect(view.json().timeCards[0].data.monday.correction.state).toBe('declined');
    // The contact decides the day again.
    const approved = await decide(fresh, world, { monday: { review: 'approved' } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await events(world, timesheetId)).map((event) => event.kind)).toEqual([
      'correction-declined',
      'correction-proposed',
    ]);
  });

  it('corrected hours are validated like the week’s hours, errors naming the field; a comment is required', async () => {
    const world = await timesheetWorld(ctx);
    const { token } = await submitted(world);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...correction, correctedHours: 7.3 }, 'correctedHours', CORRECTION_MESSAGES.quarterHours],
      [{ ...correction, correctedHours: 25 }, 'correctedHours', CORRECTION_MESSAGES.hoursRange],
      [
        { ...correction, reviewComment: '  ' },
        'reviewComment',
        CORRECTION_MESSAGES.commentRequired,
      ],
      [
        { ...correction, correctedHours: 8, correctedDescription: 'Data model' },
        'correctedHours',
        CORRECTION_MESSAGES.unchanged,
      ],
    ];
    for (const [monday, field, message] of cases) {
      const response = await decide(token, world, { monday });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().issues).toEqual([
        { path: `timeCards.0.days.monday.${field}`, message },
      ]);
    }
  });

  it('another associate’s or another tenant’s timesheet is a 404; an administrator answers on behalf, saying so', async () => {
    const world = await timesheetWorld(ctx);
    const { timesheetId } = await proposed(world);
    const colleague = await buildUser(ctx.db, { tenantId: world.tenantId });
    expect((await answer(world, colleague, timesheetId, { accept: true })).statusCode).toBe(404);
    const stranger = await timesheetWorld(ctx);
    expect((await answer(stranger, stranger.admin, timesheetId, { accept: true })).statusCode).toBe(
      404,
    );
    const unsaid = await answer(world, world.admin, timesheetId, { accept: true });
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json().issues[0].path).toBe('onBehalf');
    const onBehalf = await answer(world, world.admin, timesheetId, {
      accept: true,
      onBehalf: true,
    });
    expect(onBehalf.statusCode, onBehalf.body).toBe(200);
    expect(designOf(onBehalf.json(), world).data.monday.correction).toMatchObject({
      state: 'accepted',
      answeredBy: 'Adam Admin',
      onBehalf: true,
      onBehalfOf: 'Ava Associate',
    });
  });

  it('a day without a proposed correction has nothing to accept: 409', async () => {
    const world = await timesheetWorld(ctx);
    const { timesheetId } = await submitted(world);
    const response = await answer(world, world.associate, timesheetId, { accept: true });
    expect(response.statusCode).toBe(409);
  });
});
