import { describe, expect, it } from 'vitest';
import { buildAssignment, buildAssociation, buildProject } from '../../test/factories.ts';
import {
  adminViewOf,
  approveAllShown,
  buildAlternate,
  inboxUrl,
  setAlternate,
} from '../../test/approvals-world.ts';
import { engine } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';
import {
  approvalTokenIn,
  designReview,
  inboxTokenIn,
  row,
  saveWeek,
  timesheetWorld,
  useMailingTimesheetApp,
} from '../../test/timesheet-world.ts';
import { listTimesheetEvents } from '../timesheet-events/timesheet-events.service.ts';

// Issue 29 §3: a decision by the alternate is recorded "by X on behalf of Y" in the history,
// the receipt, the PDF and the approval fingerprint — from the inbox as from a timecard link.
const { ctx, smtp } = useMailingTimesheetApp(); // Wednesday 2026-11-25

/**
 * The timesheet world with Dora, a contact of the same client standing in for Paula Approver
 * this week; with `ownProject`, Dora also approves a project of her own, which Ava works on.
 */
async function standInWorld({ ownProject = false } = {}) {
  const world = await timesheetWorld(ctx);
  const { tenantId } = world;
  const dora = await buildAlternate(ctx, world);
  const own = ownProject
    ? await buildProject(ctx.db, { tenantId, clientId: world.clientId, name: 'Dora’s project' })
    : undefined;
  if (own) {
    await buildAssociation(ctx.db, {
      tenantId,
      projectId: own.id,
      contactId: dora.id,
      notificationLevel: 'COPY_WITH_LINK',
    });
    await buildAssignment(ctx.db, {
      tenantId,
      userId: world.associate.userId,
      projectId: own.id,
      taskIds: [own.defaultTaskId],
    });
  }
  await setAlternate(ctx, world, {
    contactId: world.approver.id,
    delegateContactId: dora.id,
    from: '2026-11-23',
    to: '2026-11-27',
  });
  const { timesheetId } = await saveWeek(ctx, world.as(world.associate), {
    periodStart: '2026-11-21',
    timeCards: [
      row(world.project.id, world.design.id, { monday: 8, tuesday: 7.5 }),
      ...(own ? [row(own.id, own.defaultTaskId, { wednesday: 3 })] : []),
    ],
  });
  const mail = await smtp.waitFor(
    (m) => m.to === dora.email && m.text.includes('approvals?token='),
  );
  return { world, dora, own, timesheetId, mail, token: inboxTokenIn(mail.text) };
}

async function decideEverything(token: string) {
  const view = await ctx.app.inject({ method: 'GET', url: inboxUrl(token) });
  expect(view.statusCode, view.body).toBe(200);
  const decided = await ctx.app.inject({
    method: 'POST',
    url: inboxUrl(token),
    payload: { decisions: approveAllShown(view.json()) },
  });
  expect(decided.statusCode, decided.body).toBe(200);
  return { view: view.json(), decided: decided.json() };
}

describe(`an alternate decides from the inbox on the absent contact's behalf on ${engine}`, () => {
  it('the days, the history, the receipt, the PDF and its fingerprint say "by Dora on behalf of Paula"', async () => {
    const { world, dora, timesheetId, token } = await standInWorld();
    const { view, decided } = await decideEverything(token);
    expect(view.contactName).toBe('Dora Delegate');
    expect(decided).toEqual({ approved: 2, rejected: 0, corrections: 0 });

    const doc = await adminViewOf(ctx, world, timesheetId);
    const card = doc.timeCards.find((c) => c.taskId === world.design.id)!;
    expect(card.status).toBe('approved');
    for (const day of ['monday', 'tuesday'] as const)
      expect(card.data[day].reviewedBy).toMatchObject({
        kind: 'contact',
        name: 'Dora Delegate',
        onBehalfOf: 'Paula Approver',
      });

    const { tenantId } = world;
    const events = await ctx.db.withTenant(tenantId, (tx) =>
      listTimesheetEvents(tx, { tenantId, timesheetId }),
    );
    expect(events.find((event) => event.kind === 'decision-on-behalf')).toMatchObject({
      actorName: 'Dora Delegate',
      projectId: world.project.id,
      detail: { onBehalfOf: 'Paula Approver', approved: '2', rejected: '0' },
    });

    // The receipt goes to Dora, who decided, and says for whom.
    const receipt = await smtp.waitFor(
      (mail) => mail.to === dora.email && mail.subject.startsWith('Your decisions'),
    );
    expect(receipt.text).toContain('Hello Dora Delegate,');
    expect(receipt.text).toContain(
      'Ava Associate · Sat, Nov 21 – Fri, Nov 27, 2026 · Data platform · Design · on behalf of Paula Approver',
    );
    expect(receipt.html).toContain('on behalf of Paula Approver');

    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/ts/doc/${encodeURIComponent(timesheetId)}/pdf`,
      headers: world.as(world.admin),
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain(
      'Approved by Dora Delegate (project contact) on behalf of Paula Approver, Nov 25, 2026 12:00 UTC',
    );
    const fingerprint = /Fingerprint \(SHA-256\): ([0-9a-f]{64})/.exec(text)?.[1];
    const verified = await ctx.app.inject({ method: 'GET', url: `/api/ts/verify/${fingerprint}` });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().valid).toBe(true);
  });

  it('decides her own project in her own right and Paula’s on Paula’s behalf, in one request', async () => {
    const { world, dora, own, timesheetId, token } = await standInWorld({ ownProject: true });
    const { decided } = await decideEverything(token);
    expect(decided).toEqual({ approved: 3, rejected: 0, corrections: 0 });
    const cards = (await adminViewOf(ctx, world, timesheetId)).timeCards;
    const paulas = cards.find((card) => card.projectId === world.project.id)!;
    const doras = cards.find((card) => card.projectId === own!.id)!;
    expect(paulas.data.monday!.reviewedBy).toMatchObject({ onBehalfOf: 'Paula Approver' });
    expect(doras.data.wednesday!.reviewedBy).toMatchObject({ name: 'Dora Delegate' });
    expect(doras.data.wednesday!.reviewedBy).not.toHaveProperty('onBehalfOf');
    const { tenantId } = world;
    const events = await ctx.db.withTenant(tenantId, (tx) =>
      listTimesheetEvents(tx, { tenantId, timesheetId }),
    );
    expect(
      events.filter((event) => event.kind === 'decision-on-behalf').map((e) => e.projectId),
    ).toEqual([world.project.id]);
    const receipt = await smtp.waitFor(
      (mail) => mail.to === dora.email && mail.subject.startsWith('Your decisions'),
    );
    expect(receipt.text).toContain('Data platform · Design · on behalf of Paula Approver');
    expect(receipt.text).toMatch(/Dora’s project · Default Task\n/);
  });

  it('a timecard link’s decision by the alternate sends the receipt to her, saying for whom', async () => {
    const { world, dora, mail } = await standInWorld();
    const url = `/api/ts/approval/${encodeURIComponent(approvalTokenIn(mail.text))}`;
    const decided = await ctx.app.inject({
      method: 'POST',
      url,
      payload: designReview(world, { monday: { review: 'approved' } }),
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const receipt = await smtp.waitFor(
      (m) => m.to === dora.email && m.subject.startsWith('Your decisions'),
    );
    expect(receipt.text).toContain('Data platform · Design · on behalf of Paula Approver');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      smtp.received.filter(
        (m) => m.to === world.approver.email && m.subject.startsWith('Your decisions'),
      ),
    ).toEqual([]);
  });
});
