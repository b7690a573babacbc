import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, tenants } from '../../db/schema/index.ts';
import { IDEMPOTENCY_MESSAGES } from '../../plugins/idempotency.ts';
import { engine } from '../../test/harness.ts';
import {
  row,
  type TimesheetWorld as World,
  useTimesheetApp,
  designReview,
} from '../../test/timesheet-world.ts';
import { runBillingSweep } from '../billing/billing-sweep.ts';

const { clock, ctx, newWorld, reviewAsAdmin } = useTimesheetApp();

const call = (world: World, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers: world.as(world.admin), payload });
const setAddress = (world: World, email: string) =>
  call(world, 'PUT', '/internal-email', { email });
const verify = (world: World, code: string) =>
  call(world, 'POST', '/internal-email/verify', { code });

/** The mails queued to an address, newest first. */
const mailsTo = (tenantId: string, to: string) =>
  ctx.db.withSystem('test: outbox', (tx) =>
    tx
      .select({ subject: outbox.subject, text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.tenantId, tenantId), eq(outbox.toAddress, to)))
      .orderBy(desc(outbox.createdAt)),
  );
const codeSentTo = async (tenantId: string, to: string) =>
  /\b(\d{6})\b/.exec((await mailsTo(tenantId, to))[0]!.text)![1]!;
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

const submitWeek = (world: World, periodStart: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/submit-time/week',
    headers: world.as(world.associate),
    payload: {
      periodStart,
      timeCards: [row(world.project.id, world.design.id, { monday: 8 })],
      submit: true,
    },
  });

describe(`the Internal Contact Email on ${engine}`, () => {
  it('starts empty; setting it e-mails a 6-digit code and leaves it unverified', async () => {
    const world = await newWorld();
    expect((await call(world, 'GET', '/internal-email')).json()).toEqual({
      email: null,
      verified: false,
    });
    const set = await setAddress(world, 'office@contoso.example');
    expect(set.json()).toEqual({ email: 'office@contoso.example', verified: false });
    const [mail] = await mailsTo(world.tenantId, 'office@contoso.example');
    expect(mail!.subject).toBe("Verify Contoso Staffing's Internal Contact Email");
    expect(await codeSentTo(world.tenantId, 'office@contoso.example')).toMatch(/^\d{6}$/);
  });

  it('the right code verifies it; a wrong one is a 400 naming the code and changes nothing', async () => {
    const world = await newWorld();
    await setAddress(world, 'office@contoso.example');
    const code = await codeSentTo(world.tenantId, 'office@contoso.example');
    const wrong = await verify(world, otherThan(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([{ path: 'code', message: 'The code is not correct' }]);
    expect((await call(world, 'GET', '/internal-email')).json().verified).toBe(false);
    const right = await verify(world, code);
    expect(right.json()).toEqual({ email: 'office@contoso.example', verified: true });
    expect((await verify(world, code)).statusCode).toBe(400);
  });

  it('a code expires after 30 minutes', async () => {
    const world = await newWorld();
    await setAddress(world, 'office@contoso.example');
    const code = await codeSentTo(world.tenantId, 'office@contoso.example');
    clock.advance(31 * 60_000);
    const late = await verify(world, code);
    expect(late.json().issues).toEqual([
      { path: 'code', message: 'The code has expired. Send a new one.' },
    ]);
  });

  it('after five wrong codes even the right one is refused until a new one is sent', async () => {
    const world = await newWorld();
    await setAddress(world, 'office@contoso.example');
    const code = await codeSentTo(world.tenantId, 'office@contoso.example');
    for (let attempt = 0; attempt < 5; attempt += 1) await verify(world, otherThan(code));
    expect((await verify(world, code)).json().issues).toEqual([
      { path: 'code', message: 'Too many wrong codes. Send a new one.' },
    ]);
  });

  // Issue 26 item 3: a wrong code sent with an Idempotency-Key ran in a transaction its
  // refusal rolled back, so the tries were never counted and "Too many" never came.
  it('a code sent with a fresh Idempotency-Key is refused unchecked, and the five tries still run out', async () => {
    const world = await newWorld();
    await setAddress(world, 'office@contoso.example');
    const code = await codeSentTo(world.tenantId, 'office@contoso.example');
    const keyed = (given: string, key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/internal-email/verify',
        headers: { ...world.as(world.admin), 'idempotency-key': key },
        payload: { code: given },
      });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const refused = await keyed(otherThan(code), `wrong-${attempt}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual([
        { path: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.refused },
      ]);
    }
    expect((await keyed(code, 'right')).statusCode).toBe(400);
    for (let attempt = 0; attempt < 5; attempt += 1) await verify(world, otherThan(code));
    expect((await verify(world, code)).json().issues).toEqual([
      { path: 'code', message: 'Too many wrong codes. Send a new one.' },
    ]);
  });

  it('concurrent wrong codes never get more than the five tries', async () => {
    const world = await newWorld();
    await setAddress(world, 'office@contoso.example');
    const code = await codeSentTo(world.tenantId, 'office@contoso.example');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => verify(world, otherThan(code))),
    );
    const evaluated = answers.filter(
      (answer) => answer.json().issues[0].message === 'The code is not correct',
    );
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect((await verify(world, code)).json().issues).toEqual([
      { path: 'code', message: 'Too many wrong codes. Send a new one.' },
    ]);
  });

  it('a malformed code or address is a 400 naming the field', async () => {
    const world = await newWorld();
    expect((await verify(world, '12ab')).json().issues[0].path).toBe('code');
    expect((await setAddress(world, 'not-an-address')).json().issues[0].path).toBe('email');
  });

  it('a submitted timesheet and a rejection are copied to the verified address only', async () => {
    const world = await newWorld();
    await setAddress(world, 'office@contoso.example');
    await submitWeek(world, '2026-11-14');
    // Unverified: only the code went there.
    expect(await mailsTo(world.tenantId, 'office@contoso.example')).toHaveLength(1);

    await verify(world, await codeSentTo(world.tenantId, 'office@contoso.example'));
    const timesheetId = (await submitWeek(world, '2026-11-21')).json().timesheetId as string;
    const review = await reviewAsAdmin(world, {
      timesheetId,
      ...designReview(world, { monday: { review: 'rejected', reviewComment: 'Not on site' } }),
    });
    expect(review.statusCode).toBe(200);
    const copies = (await mailsTo(world.tenantId, 'office@contoso.example')).map(
      (mail) => mail.subject,
    );
    expect(copies).toHaveLength(3);
    expect(copies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Timesheet submitted: Ava Associate, /),
        expect.stringMatching(/^Time rejected: Ava Associate, /),
      ]),
    );
  });

  // Last: the sweep it runs reaches every tenant of this file's database.
  it("subscription notices go to the verified address: a renewal's payment and an ended trial", async () => {
    const setBilling = (tenantId: string, values: Partial<typeof tenants.$inferInsert>) =>
      ctx.db.withSystem('test: billing', (tx) =>
        tx.update(tenants).set(values).where(eq(tenants.tenantId, tenantId)),
      );
    const paying = await newWorld();
    const ending = await newWorld();
    for (const world of [paying, ending]) {
      await setAddress(world, 'office@contoso.example');
      await verify(world, await codeSentTo(world.tenantId, 'office@contoso.example'));
    }
    await setBilling(paying.tenantId, {
      subscriptionStatus: 'active',
      subscriptionType: 'Monthly',
      subscriptionEndDate: '2026-11-25',
      stripeSubscriptionId: 'lsub_notice',
      hasDefaultPaymentMethod: true,
      isEnterprise: false,
    });
    await setBilling(ending.tenantId, {
      subscriptionStatus: 'trial',
      subscriptionEndDate: '2026-11-25',
      isEnterprise: false,
    });

    const swept = await runBillingSweep(ctx.app.deps);
    expect(swept.renewed).toContain(paying.tenantId);
    expect(swept.expired).toContain(ending.tenantId);
    const subjects = async (world: World) =>
      (await mailsTo(world.tenantId, 'office@contoso.example')).map((mail) => mail.subject);
    expect(await subjects(paying)).toContain('Subscription: Monthly subscription, test payment');
    expect(await subjects(ending)).toContain('Subscription: ended');
    expect(await subjects(paying)).not.toContain('Subscription: ended');
  });
});
