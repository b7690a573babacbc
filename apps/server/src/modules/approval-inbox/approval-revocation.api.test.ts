import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { associations, contacts } from '../../db/schema/index.ts';
import { parseOpaqueToken } from '../identity/opaque-token.ts';
import { linkTokenRecord } from '../link-tokens/link-tokens.service.ts';
import { engine } from '../../test/harness.ts';
import {
  approvalTokenIn,
  row,
  type TimesheetWorld as World,
  useMailingTimesheetApp,
  designReview,
} from '../../test/timesheet-world.ts';

// Issue 26 items 6 and 11: a contact who may no longer decide has no working link.
const { ctx, smtp, newWorld, saveWeek } = useMailingTimesheetApp();

async function submitWeek(world: World) {
  return (
    await saveWeek(world.as(world.associate), {
      periodStart: '2026-11-21',
      timeCards: [row(world.project.id, world.design.id, { monday: 8 })],
    })
  ).timesheetId;
}
import { linkCalls, portalUrl } from '../../test/approvals-world.ts';

const portal = linkCalls(ctx, portalUrl);

async function newLinkFor(world: World, after = 0) {
  const mail = await smtp.waitFor(
    (candidate) =>
      candidate.to === world.approver.email && smtp.received.indexOf(candidate) >= after,
  );
  return approvalTokenIn(mail.text);
}

/** A world with a submitted week and the approver's link. */
async function linked() {
  const world = await newWorld();
  const timesheetId = await submitWeek(world);
  const token = await newLinkFor(world);
  expect((await portal.view(token)).statusCode).toBe(200);
  return { world, timesheetId, token };
}

const approveMonday = (world: World, token: string) =>
  portal.decide(token, {
    ...designReview(world, { monday: { review: 'approved' } }),
  });

/** True once the stored link token is revoked (not merely refused at decision time). */
async function isRevoked(token: string) {
  const { tenantId, hash } = parseOpaqueToken(token)!;
  const record = await ctx.db.withTenant(tenantId, (tx) => linkTokenRecord(tx, { tenantId, hash }));
  return record?.revokedAt != null;
}

/** The link is revoked and refused as not valid, on GET and POST, and Monday stays undecided. */
async function expectDead(world: World, timesheetId: string, token: string, revoked = true) {
  expect(await isRevoked(token)).toBe(revoked);
  for (const response of [await portal.view(token), await approveMonday(world, token)]) {
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json().message).toBe('This link is not valid');
  }
  const timesheet = await ctx.app.inject({
    method: 'GET',
    url: `/api/ts/doc/${encodeURIComponent(timesheetId)}`,
    headers: world.as(world.associate),
  });
  const design = timesheet
    .json()
    .timeCards.find((card: { taskId: string }) => card.taskId === world.design.id);
  expect(design.data.monday.review).toBeNull();
}

describe(`a contact who may no longer decide has no working approval link on ${engine}`, () => {
  it('deleting the contact revokes their links at once (GET and POST refused)', async () => {
    const { world, timesheetId, token } = await linked();
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/crm/ps/contacts/${world.approver.id}`,
      headers: world.as(world.admin),
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    await expectDead(world, timesheetId, token);
  });

  it('archiving the contact revokes their links at once, and unarchiving does not revive them', async () => {
    const { world, timesheetId, token } = await linked();
    const archive = (isArchived: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/crm/ps/contacts/${world.approver.id}`,
        headers: world.as(world.admin),
        payload: { isArchived },
      });
    expect((await archive(true)).statusCode).toBe(200);
    await expectDead(world, timesheetId, token);
    expect((await archive(false)).statusCode).toBe(200);
    await expectDead(world, timesheetId, token);
  });

  it("removing the contact's association with the project revokes their links at once", async () => {
    const { world, timesheetId, token } = await linked();
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/crm/ps/associations',
      headers: world.as(world.admin),
      payload: { projectId: world.project.id, contactId: world.approver.id },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    await expectDead(world, timesheetId, token);
  });

  it('moving the contact to Copy Only revokes their links at once', async () => {
    const { world, timesheetId, token } = await linked();
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/crm/ps/associations',
      headers: world.as(world.admin),
      payload: {
        projectId: world.project.id,
        contactId: world.approver.id,
        contactType: 'MANAGER',
        notificationLevel: 'COPY_ONLY',
      },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    await expectDead(world, timesheetId, token);
  });

  it('a link decides only while its contact may approve: one moved to Copy Only by any path is refused at decision time', async () => {
    const { world, timesheetId, token } = await linked();
    await ctx.db.withTenant(world.tenantId, (tx) =>
      tx
        .update(associations)
        .set({ notificationLevel: 'COPY_ONLY' })
        .where(
          and(
            eq(associations.tenantId, world.tenantId),
            eq(associations.contactId, world.approver.id),
          ),
        ),
    );
    await expectDead(world, timesheetId, token, false);
  });

  it('a link decides only while its contact is live: a contact deleted by any path is refused at decision time', async () => {
    const { world, timesheetId, token } = await linked();
    await ctx.db.withTenant(world.tenantId, (tx) =>
      tx
        .update(contacts)
        .set({ isDeleted: true })
        .where(and(eq(contacts.tenantId, world.tenantId), eq(contacts.id, world.approver.id))),
    );
    await expectDead(world, timesheetId, token, false);
  });

  it('deleting the client revokes its contacts’ links', async () => {
    const { world, timesheetId, token } = await linked();
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/crm/ps/clients/${world.clientId}`,
      headers: world.as(world.admin),
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    await expectDead(world, timesheetId, token);
  });
});

describe(`Resend Approval Emails on ${engine}`, () => {
  it('revokes the links it replaces: the old link is no longer valid, the new one works', async () => {
    const { world, timesheetId, token } = await linked();
    const before = smtp.received.length;
    const resent = await ctx.app.inject({
      method: 'POST',
      url: `/api/ts/resend-approval-emails/${encodeURIComponent(timesheetId)}`,
      headers: world.as(world.admin),
    });
    expect(resent.statusCode, resent.body).toBe(204);
    const fresh = await newLinkFor(world, before);
    expect(fresh).not.toBe(token);
    await expectDead(world, timesheetId, token);
    expect(await isRevoked(fresh)).toBe(false);
    expect((await portal.view(fresh)).statusCode).toBe(200);
    const approved = await approveMonday(world, fresh);
    expect(approved.statusCode, approved.body).toBe(200);
  });
});
