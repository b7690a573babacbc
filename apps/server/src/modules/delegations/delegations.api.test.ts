import { describe, expect, it } from 'vitest';
import { buildContact, buildTenant } from '../../test/factories.ts';
import { engine } from '../../test/harness.ts';
import {
  approvalTokenIn,
  designReview,
  row,
  saveWeek,
  timesheetWorld,
  useMailingTimesheetApp,
} from '../../test/timesheet-world.ts';
import { contactsDecidedBy, standInsFor } from './stand-ins.ts';
import { adminViewOf, buildAlternate } from '../../test/approvals-world.ts';
import { listTimesheetEvents } from '../timesheet-events/timesheet-events.service.ts';

const { clock, ctx, smtp } = useMailingTimesheetApp(); // Wednesday 2026-11-25

/** The world with an alternate for Paula Approver: Dora, a contact of the same client. */
async function delegationWorld() {
  const world = await timesheetWorld(ctx);
  return { ...world, dora: await buildAlternate(ctx, world) };
}

type World = Awaited<ReturnType<typeof delegationWorld>>;

/** Dora stands in for Paula this week (Monday to Friday). */
const paulaToDora = (world: World) => ({
  contactId: world.approver.id,
  delegateContactId: world.dora.id,
  from: '2026-11-23',
  to: '2026-11-27',
});

const post = (world: World, payload: Record<string, unknown>, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/delegations',
    headers: { ...world.as(world.admin), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const get = (world: World, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/delegations${query}`,
    headers: world.as(world.admin),
  });

describe(`delegations on ${engine}`, () => {
  it('an administrator sets an alternate of the same client; the answer is the delegation', async () => {
    const world = await delegationWorld();
    const payload = paulaToDora(world);
    const created = await post(world, payload);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      ...payload,
      contactName: 'Paula Approver',
      delegateName: 'Dora Delegate',
    });
    expect(created.json().id).toEqual(expect.any(String));
    // Associates may not.
    const asAssociate = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/delegations',
      headers: world.as(world.associate),
      payload,
    });
    expect(asAssociate.statusCode).toBe(403);
  });

  it('refuses bad input with a 400 naming the field, and strangers with a 404', async () => {
    const world = await delegationWorld();
    const base = paulaToDora(world);
    const refused = async (change: Record<string, unknown>, status: number, path: string) => {
      const response = await post(world, { ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(path);
    };
    await refused({ contactId: undefined }, 400, 'contactId');
    await refused({ delegateContactId: '' }, 400, 'delegateContactId');
    await refused({ from: '2026-13-01' }, 400, 'from');
    await refused({ to: '2026-11-22' }, 400, 'to');
    await refused({ delegateContactId: world.approver.id }, 400, 'delegateContactId');
    const elsewhere = await buildContact(ctx.db, { tenantId: world.tenantId });
    await refused({ delegateContactId: elsewhere.id }, 400, 'delegateContactId');
    const archived = await buildContact(ctx.db, {
      tenantId: world.tenantId,
      clientId: world.clientId,
      isArchived: true,
    });
    await refused({ delegateContactId: archived.id }, 400, 'delegateContactId');
    await refused({ contactId: archived.id }, 400, 'contactId');
    const other = await buildTenant(ctx.db);
    const foreign = await buildContact(ctx.db, { tenantId: other.tenantId });
    await refused({ delegateContactId: foreign.id }, 404, 'delegateContactId');
    await refused({ contactId: foreign.id }, 404, 'contactId');
    // A single day (from = to) is a period.
    expect((await post(world, { ...base, to: base.from })).statusCode).toBe(201);
  });

  it('lists newest first, one contact’s when asked, a page at a time; a retried POST creates one', async () => {
    const world = await delegationWorld();
    const ids: string[] = [];
    for (const [index, day] of ['2026-12-01', '2026-12-08', '2026-12-15'].entries()) {
      clock.advance(1000);
      const response = await post(world, {
        contactId: index === 2 ? world.watcher.id : world.approver.id,
        delegateContactId: world.dora.id,
        from: day,
        to: day,
      });
      ids.push(response.json().id);
    }
    const all = (await get(world)).json();
    expect(all.count).toBe(3);
    expect(all.delegations.map((d: { id: string }) => d.id)).toEqual([...ids].reverse());
    const paulas = (await get(world, `?contactId=${world.approver.id}`)).json();
    expect(paulas.delegations.map((d: { id: string }) => d.id)).toEqual([ids[1], ids[0]]);
    expect(paulas.count).toBe(2);
    const page = (await get(world, '?page=1&pageSize=10')).json();
    expect(page).toEqual({ delegations: [], count: 3 });
    expect((await get(world, '?pageSize=7')).statusCode).toBe(400);

    const payload = {
      contactId: world.approver.id,
      delegateContactId: world.dora.id,
      from: '2027-01-04',
      to: '2027-01-08',
    };
    const first = await post(world, payload, 'retry-1');
    const again = await post(world, payload, 'retry-1');
    expect(again.json().id).toBe(first.json().id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await get(world)).json().count).toBe(4);
  });

  it('DELETE removes the tenant’s own delegation; another tenant’s or an unknown id is a 404', async () => {
    const world = await delegationWorld();
    const created = await post(world, paulaToDora(world));
    const other = await delegationWorld();
    const remove = (who: World, id: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/admin/delegations/${id}`,
        headers: who.as(who.admin),
      });
    expect((await remove(other, created.json().id)).statusCode).toBe(404);
    expect((await remove(world, created.json().id)).statusCode).toBe(204);
    expect((await remove(world, created.json().id)).statusCode).toBe(404);
    expect((await get(world)).json().count).toBe(0);
  });
});

describe(`the delegation seam reads delegations day by day on ${engine}`, () => {
  it('a delegation counts from its first to its last day, both included, while both are live', async () => {
    const world = await delegationWorld();
    const { tenantId } = world;
    const omar = await buildContact(ctx.db, {
      tenantId,
      clientId: world.clientId,
      name: 'Omar Other',
    });
    const gone = await buildContact(ctx.db, {
      tenantId,
      clientId: world.clientId,
      name: 'Gus Gone',
    });
    for (const [contactId, delegateContactId, from, to] of [
      [world.approver.id, world.dora.id, '2026-11-23', '2026-11-27'],
      [world.watcher.id, world.dora.id, '2026-11-27', '2026-11-30'],
      [world.approver.id, omar.id, '2026-11-27', '2026-11-27'],
      [world.approver.id, gone.id, '2026-11-20', '2026-12-31'],
    ] as const)
      expect((await post(world, { contactId, delegateContactId, from, to })).statusCode).toBe(201);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/crm/ps/contacts/${gone.id}`,
      headers: world.as(world.admin),
    });
    const decidedBy = (contactId: string, day: string) =>
      ctx.db.withTenant(tenantId, (tx) => contactsDecidedBy(tx, { tenantId, contactId, day }));
    const standIns = async (day: string) => {
      const map = await ctx.db.withTenant(tenantId, (tx) =>
        standInsFor(tx, { tenantId, contactIds: [world.approver.id, world.watcher.id], day }),
      );
      return Object.fromEntries(
        [...map].map(([id, list]) => [id, list.map((standIn) => standIn.name)]),
      );
    };
    const paula = world.approver.id;
    const cole = world.watcher.id;
    expect(await decidedBy(world.dora.id, '2026-11-22')).toEqual([world.dora.id]);
    expect(await decidedBy(world.dora.id, '2026-11-23')).toEqual([world.dora.id, paula]);
    expect((await decidedBy(world.dora.id, '2026-11-27')).sort()).toEqual(
      [world.dora.id, paula, cole].sort(),
    );
    expect(await decidedBy(world.dora.id, '2026-11-30')).toEqual([world.dora.id, cole]);
    expect(await decidedBy(world.dora.id, '2026-12-01')).toEqual([world.dora.id]);
    expect(await decidedBy(gone.id, '2026-11-25')).toEqual([gone.id]);

    expect(await standIns('2026-11-22')).toEqual({});
    expect(await standIns('2026-11-23')).toEqual({ [paula]: ['Dora Delegate'] });
    expect(await standIns('2026-11-27')).toEqual({
      [paula]: ['Dora Delegate', 'Omar Other'],
      [cole]: ['Dora Delegate'],
    });
    expect(await standIns('2026-11-28')).toEqual({ [cole]: ['Dora Delegate'] });
    expect(await standIns('2026-12-01')).toEqual({});
  });
});

describe(`an alternate decides on the absent contact's behalf on ${engine}`, () => {
  it('gets their own link, decides by name on behalf, and the day and the history say so', async () => {
    const world = await delegationWorld();
    const { tenantId } = world;
    const { timesheetId } = await saveWeek(ctx, world.as(world.associate), {
      periodStart: '2026-11-21',
      timeCards: [row(world.project.id, world.design.id, { monday: 8, tuesday: 7.5 })],
    });
    await smtp.waitFor((mail) => mail.to === world.approver.email);
    // Set after the submission: the pending timecard's history says it started.
    const delegation = await post(world, {
      contactId: world.approver.id,
      delegateContactId: world.dora.id,
      from: '2026-11-24',
      to: '2026-11-26',
    });
    expect(delegation.statusCode).toBe(201);
    const events = () =>
      ctx.db.withTenant(tenantId, (tx) => listTimesheetEvents(tx, { tenantId, timesheetId }));
    expect((await events()).map((event) => event.kind)).toEqual(['delegation-started']);
    expect((await events())[0]).toMatchObject({
      actorName: 'Adam Admin',
      projectId: world.project.id,
      detail: { contact: 'Paula Approver', delegate: 'Dora Delegate' },
    });

    // Resent now, the timecards go to Paula and to Dora with her own link.
    const resent = await ctx.app.inject({
      method: 'POST',
      url: `/api/ts/resend-approval-emails/${encodeURIComponent(timesheetId)}`,
      headers: world.as(world.admin),
      payload: {},
    });
    expect(resent.statusCode, resent.body).toBeLessThan(300);
    const mail = await smtp.waitFor((m) => m.to === world.dora.email);
    expect(mail.subject).toContain('(standing in for Paula Approver)');
    expect(mail.text).toContain('You stand in for Paula Approver');
    const url = `/api/ts/approval/${encodeURIComponent(approvalTokenIn(mail.text))}`;
    const view = await ctx.app.inject({ method: 'GET', url });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      contactName: 'Dora Delegate',
      onBehalfOf: 'Paula Approver',
    });

    const decided = await ctx.app.inject({
      method: 'POST',
      url,
      payload: designReview(world, {
        monday: { review: 'approved' },
        tuesday: { review: 'approved' },
      }),
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const doc = await adminViewOf(ctx, world, timesheetId);
    const card = doc.timeCards.find((c) => c.taskId === world.design.id)!;
    expect(card.status).toBe('approved');
    expect(card.data.monday.reviewedBy).toMatchObject({
      kind: 'contact',
      name: 'Dora Delegate',
      onBehalfOf: 'Paula Approver',
    });
    // Both events carry the same test-clock instant: find the decision by its kind.
    const decision = (await events()).find((event) => event.kind === 'decision-on-behalf');
    expect(decision).toMatchObject({
      kind: 'decision-on-behalf',
      actorName: 'Dora Delegate',
      detail: { onBehalfOf: 'Paula Approver', approved: '2', rejected: '0' },
    });

    // Once the delegation is over, the alternate's link no longer opens.
    clock.set('2026-11-27T12:00:00Z');
    try {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    } finally {
      clock.set('2026-11-25T12:00:00Z');
    }
  });

  it('removing a running delegation is in the pending timecards’ history, and the link stops', async () => {
    const world = await delegationWorld();
    const { tenantId } = world;
    const created = await post(world, paulaToDora(world));
    const { timesheetId } = await saveWeek(ctx, world.as(world.associate), {
      periodStart: '2026-11-21',
      timeCards: [row(world.project.id, world.design.id, { monday: 8 })],
    });
    const mail = await smtp.waitFor((m) => m.to === world.dora.email);
    const url = `/api/ts/approval/${encodeURIComponent(approvalTokenIn(mail.text))}`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/delegations/${created.json().id}`,
      headers: world.as(world.admin),
    });
    expect(removed.statusCode).toBe(204);
    const history = await ctx.db.withTenant(tenantId, (tx) =>
      listTimesheetEvents(tx, { tenantId, timesheetId }),
    );
    expect(history.map((event) => event.kind)).toEqual(['delegation-ended']);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
