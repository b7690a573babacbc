import { expect } from 'vitest';
import type { WeekDay } from '@tallysheet/contract/timesheets/week';
import { buildContact } from './factories.ts';
import type { TestContext } from './harness.ts';
import { adminCreates, type TimesheetWorld } from './timesheet-world.ts';

/** The inbox route of an inbox token. */
export const inboxUrl = (token: string) => `/api/ts/approval-inbox/${encodeURIComponent(token)}`;

/** The approval portal's route of a link token (one timesheet's project). */
export const portalUrl = (token: string) => `/api/ts/approval/${encodeURIComponent(token)}`;

/**
 * What a contact's link does at a token route (the portal's or the inbox's), with no
 * credentials but the token: read the page, and post decisions.
 */
export const linkCalls = (ctx: TestContext, urlOf: (token: string) => string) => ({
  view: (token: string) => ctx.app.inject({ method: 'GET', url: urlOf(token) }),
  decide: (token: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: urlOf(token), payload }),
});

/** The decisions approving every worked day of every timecard an inbox view shows. */
export function approveAllShown(view: {
  timesheets: {
    timesheetId: string;
    timeCards: { projectId: string; taskId: string; data: Record<string, { hours: number }> }[];
  }[];
}) {
  return view.timesheets.flatMap((timesheet) =>
    timesheet.timeCards.map((card) => ({
      timesheetId: timesheet.timesheetId,
      projectId: card.projectId,
      taskId: card.taskId,
      days: Object.fromEntries(
        Object.entries(card.data)
          .filter(([, day]) => day.hours > 0)
          .map(([name]) => [name, { review: 'approved' }]),
      ),
    })),
  );
}

/** Dora Delegate: a contact of the world's client with no project of her own, an alternate to be. */
export function buildAlternate(ctx: TestContext, world: TimesheetWorld) {
  return buildContact(ctx.db, {
    tenantId: world.tenantId,
    clientId: world.clientId,
    name: 'Dora Delegate',
    email: `dora.${world.tenantId}@example.com`,
  });
}

/** The administrator sets an alternate (POST /admin/delegations, expecting 201); the delegation. */
export async function setAlternate(
  ctx: TestContext,
  world: TimesheetWorld,
  payload: { contactId: string; delegateContactId: string; from: string; to: string },
) {
  return adminCreates(ctx, world, '/api/admin/delegations', payload);
}

/** The timesheet as the Administrator's viewer reads it (GET /ts/doc/{id}, expecting 200). */
export async function adminViewOf(ctx: TestContext, world: TimesheetWorld, timesheetId: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/ts/doc/${encodeURIComponent(timesheetId)}`,
    headers: world.as(world.admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    timeCards: {
      projectId: string;
      taskId: string;
      status: string;
      data: Record<WeekDay, { reviewedBy: Record<string, unknown> | null }>;
    }[];
  };
}
