import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@tallysheet/contract/audit/audit';
import { engine } from '../../test/harness.ts';
import {
  approvalTokenIn,
  designReview,
  useMailingTimesheetApp,
  usualWeek,
  type TimesheetWorld as World,
} from '../../test/timesheet-world.ts';
import { verifyChain } from './audit.service.ts';

const { ctx, smtp, newWorld, saveWeek } = useMailingTimesheetApp();

const trail = async (world: World, query = ''): Promise<AuditEntry[]> => {
  const response = await ctx.app.inject({
    url: `/api/admin/audit${query}`,
    headers: world.as(world.admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().entries;
};

describe(`timesheet changes in the audit trail on ${engine}`, () => {
  it('saving and submitting a week each leave an entry by the user, with before and after', async () => {
    const world = await newWorld();
    const draft = { periodStart: '2026-11-21', timeCards: usualWeek(world), submit: false };
    await saveWeek(world.as(world.associate), draft);
    const { timesheetId } = await saveWeek(world.as(world.associate), { ...draft, submit: true });
    const entries = await trail(
      world,
      `?entityType=timesheet&entityId=${encodeURIComponent(timesheetId)}`,
    );
    expect(entries.map((entry) => entry.action)).toEqual(['submit', 'save']);
    const [submitted, saved] = entries;
    expect(submitted!.actor).toEqual({
      type: 'user',
      id: world.associate.userId,
      name: 'Ava Associate',
    });
    expect(saved!.before).toMatchObject({ totalHours: 0, submittedAt: null });
    expect(saved!.after).toMatchObject({ totalHours: 21.5, submittedAt: null });
    expect(submitted!.after).toMatchObject({ status: 'pending', submittedBy: 'Ava Associate' });
    expect(submitted!.requestId).toEqual(expect.any(String));
    expect(submitted!.ip).toBe('127.0.0.1');
  });

  it('a change refused leaves no entry', async () => {
    const world = await newWorld();
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/submit-time/week',
      headers: world.as(world.associate),
      payload: { periodStart: '2026-11-22', timeCards: usualWeek(world), submit: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(await trail(world)).toEqual([]);
  });

  it("a contact's decision through the link names the contact and the link, with the decision's content", async () => {
    const world = await newWorld();
    const week = { periodStart: '2026-11-21', timeCards: usualWeek(world) };
    const { timesheetId } = await saveWeek(world.as(world.associate), week);
    const mail = await smtp.waitFor((one) => one.to === world.approver.email);
    const token = approvalTokenIn(mail.text);
    const decided = await ctx.app.inject({
      method: 'POST',
      url: `/api/ts/approval/${encodeURIComponent(token)}`,
      payload: designReview(world, {
        monday: { review: 'approved' },
        tuesday: { review: 'rejected', reviewComment: 'Tuesday was a holiday' },
      }),
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const [decision] = await trail(world, '?actorType=contact');
    expect(decision).toMatchObject({
      action: 'decide',
      entityType: 'timesheet',
      entityId: timesheetId,
      actor: { type: 'contact', id: world.approver.id, name: 'Paula Approver' },
    });
    expect(decision!.actor.via).toMatch(/^[0-9a-f]{16}$/);
    expect(decision!.after).toMatchObject({
      tenantId: world.tenantId,
      timesheetId,
      version: 1,
      timeCards: [
        {
          taskId: world.design.id,
          status: 'rejected',
          days: {
            '2026-11-23': { hours: 8, review: 'approved' },
            '2026-11-24': { review: 'rejected', reviewComment: 'Tuesday was a holiday' },
          },
        },
      ],
    });
    expect(decision!.before).toMatchObject({
      timeCards: [{ taskId: world.design.id, status: 'pending' }],
    });
  });

  it('review, allow resubmission and delete by an administrator each leave an entry; the chain verifies', async () => {
    const world = await newWorld();
    const week = { periodStart: '2026-11-21', timeCards: usualWeek(world) };
    const { timesheetId } = await saveWeek(world.as(world.associate), week);
    const admin = world.as(world.admin);
    const reviewed = await ctx.app.inject({
      method: 'POST',
      url: '/api/ts/review',
      headers: admin,
      // Rejected, not approved: an approved day would lock the timesheet against deletion (issue 30 §1).
      payload: {
        timesheetId,
        ...designReview(world, { monday: { review: 'rejected', reviewComment: 'Not 8 hours' } }),
      },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const allowed = await ctx.app.inject({
      method: 'POST',
      url: '/api/ts/update-resubmission-status',
      headers: admin,
      payload: { timesheetId, newStatus: true },
    });
    expect(allowed.statusCode, allowed.body).toBe(204);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/ts/doc/${encodeURIComponent(timesheetId)}`,
      headers: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const entries = await trail(world, `?entityId=${encodeURIComponent(timesheetId)}`);
    expect(entries.map((entry) => entry.action)).toEqual([
      'delete',
      'resubmission.allow',
      'review',
      'submit',
    ]);
    expect(entries[0]!.after).toBeNull();
    expect(entries[0]!.before).toMatchObject({ periodStart: '2026-11-21' });
    expect(entries[1]).toMatchObject({
      before: { resubmissionAllowed: false },
      after: { resubmissionAllowed: true },
      actor: { type: 'user', id: world.admin.userId, name: 'Adam Admin' },
    });
    expect(await verifyChain(ctx.db, world.tenantId)).toEqual({ valid: true, entries: 4 });
  });
});
