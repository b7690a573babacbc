import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { buildTenant } from '../../test/factories.ts';
import { eventually } from '../../test/eventually.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { silentLogger } from '../../lib/logger.ts';
import { startOutboxWorker } from './outbox.worker.ts';

const mail = (to: string) => ({
  to,
  template: 'try-invitation' as const,
  data: { name: 'Fran', inviterName: 'Alex', companyName: 'Contoso' },
});

describe(`outbox delivery on ${engine}`, () => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await createTestContext({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('a mail written in a transaction that rolls back is never sent', async () => {
    const { tenantId } = await buildTenant(ctx.db);
    await expect(
      ctx.db.withTenant(tenantId, async (tx) => {
        await ctx.app.mailer.enqueue(tx, { tenantId, ...mail('rolled-back@example.com') });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // Nothing queued is nothing sent: the outbox holds no row for it.
    const queued = await ctx.db.withTenant(tenantId, (tx) =>
      tx.select().from(outbox).where(eq(outbox.tenantId, tenantId)),
    );
    expect(queued).toEqual([]);
  });

  it('while the SMTP server is down mails wait and retry; once it is up each is sent exactly once', async () => {
    const { tenantId } = await buildTenant(ctx.db);
    smtp.down = true;
    const addresses = ['one@example.com', 'two@example.com', 'three@example.com'];
    await ctx.db.withTenant(tenantId, async (tx) => {
      for (const address of addresses)
        await ctx.app.mailer.enqueue(tx, { tenantId, ...mail(address) });
    });
    ctx.app.mailer.wake();
    const rows = () =>
      ctx.db.withTenant(tenantId, (tx) =>
        tx.select().from(outbox).where(eq(outbox.tenantId, tenantId)),
      );
    await eventually(async () => {
      const waiting = await rows();
      expect(waiting.map((row) => row.status).sort()).not.toContain('sent');
      expect(Math.max(...waiting.map((row) => row.attempts))).toBeGreaterThanOrEqual(1);
      expect(waiting.some((row) => row.lastError)).toBe(true);
    });

    smtp.down = false;
    for (const address of addresses) await smtp.waitFor((m) => m.to === address, 15_000);
    // Once every row is marked sent, no retry is left that could send one twice.
    await eventually(async () => {
      const sent = await rows();
      expect(sent.every((row) => row.status === 'sent' && row.sentAt)).toBe(true);
    });
    for (const address of addresses)
      expect(smtp.received.filter((m) => m.to === address)).toHaveLength(1);
  }, 30_000);

  /** Queues a mail to each address in one transaction; the rows, read back as the tenant. */
  const queue = async (tenantId: string, addresses: string[]) => {
    await ctx.db.withTenant(tenantId, async (tx) => {
      await ctx.app.mailer.enqueueMany(
        tx,
        addresses.map((address) => ({ tenantId, ...mail(address) })),
      );
    });
    return () =>
      ctx.db.withTenant(tenantId, (tx) =>
        tx
          .select()
          .from(outbox)
          .where(and(eq(outbox.tenantId, tenantId), inArray(outbox.toAddress, addresses))),
      );
  };
  const receivedBy = (address: string) => smtp.received.filter((m) => m.to === address).length;

  it('a batch of mails goes out over the few pooled SMTP connections (fewer than the mails), each marked sent', async () => {
    const { tenantId } = await buildTenant(ctx.db);
    const addresses = Array.from({ length: 25 }, (_, n) => `batch-${n}@example.com`);
    const connectionsBefore = smtp.connections;
    const rows = await queue(tenantId, addresses);
    await eventually(async () => {
      expect((await rows()).every((row) => row.status === 'sent' && row.sentAt)).toBe(true);
    });
    expect(addresses.map(receivedBy)).toEqual(addresses.map(() => 1));
    // The pool's three connections at most, reused from mail to mail.
    expect(smtp.connections - connectionsBefore).toBeLessThanOrEqual(3);
  });

  it('a recipient the server refuses fails alone: the other mails of its batch are sent and marked', async () => {
    const { tenantId } = await buildTenant(ctx.db);
    const addresses = Array.from({ length: 8 }, (_, n) => `mixed-${n}@example.com`);
    smtp.refused.add('mixed-3@example.com');
    try {
      const rows = await queue(tenantId, addresses);
      await eventually(async () => {
        const byAddress = new Map((await rows()).map((row) => [row.toAddress, row]));
        for (const address of addresses.filter((a) => a !== 'mixed-3@example.com'))
          expect(byAddress.get(address)?.status).toBe('sent');
        const refused = byAddress.get('mixed-3@example.com')!;
        expect(refused.status).not.toBe('sent');
        expect(refused.lastError).toMatch(/No such mailbox|rejected/);
      });
      expect(receivedBy('mixed-3@example.com')).toBe(0);
    } finally {
      smtp.refused.clear();
    }
  });

  it('two workers (two instances) over one outbox send each mail exactly once', async () => {
    const { tenantId } = await buildTenant(ctx.db);
    // The app's own worker and a second one, as a second instance of the deployment runs it.
    const second = startOutboxWorker({
      db: ctx.db,
      smtpUrl: smtp.url,
      from: 'Tallysheet <no-reply@localhost>',
      log: silentLogger,
      pollMs: 50,
      batch: 5,
    });
    try {
      const addresses = Array.from({ length: 20 }, (_, n) => `twice-${n}@example.com`);
      const rows = await queue(tenantId, addresses);
      second.wake();
      await eventually(async () => {
        expect((await rows()).every((row) => row.status === 'sent')).toBe(true);
      });
      expect(addresses.map(receivedBy)).toEqual(addresses.map(() => 1));
    } finally {
      await second.stop();
    }
  });
});

describe(`waking the outbox worker on ${engine}`, () => {
  let ctx: TestContext;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    // The worker polls only once a minute here: a prompt send can only come from the wake.
    ctx = await createTestContext({ SMTP_URL: smtp.url }, undefined, {
      mail: { worker: { pollMs: 60_000, retryBaseMs: 200 } },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('a queued mail is sent as soon as its transaction commits, with no wake by hand', async () => {
    const { tenantId } = await buildTenant(ctx.db);
    await ctx.db.withTenant(tenantId, (tx) =>
      ctx.app.mailer.enqueue(tx, { tenantId, ...mail('woken@example.com') }),
    );
    await smtp.waitFor((m) => m.to === 'woken@example.com');
  });
});

describe(`without SMTP on ${engine}`, () => {
  let local: TestContext;
  let prod: TestContext;
  beforeAll(async () => {
    local = await createTestContext({ STAGE: 'local' });
    prod = await createTestContext({
      STAGE: 'prod',
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_outbox',
      STRIPE_WEBHOOK_SECRET: 'whsec_outbox',
    });
  });
  afterAll(async () => {
    await local.close();
    await prod.close();
  });

  it('mails stay in the outbox and are listed on the local developer mailbox', async () => {
    const { tenantId } = await buildTenant(local.db);
    await local.db.withTenant(tenantId, (tx) =>
      local.app.mailer.enqueue(tx, { tenantId, ...mail('kept@example.com') }),
    );
    const response = await local.app.inject({
      method: 'GET',
      url: '/api/util/dev-mailbox?to=kept@example.com',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(1);
    expect(body.messages[0]).toMatchObject({
      to: 'kept@example.com',
      status: 'pending',
      template: 'try-invitation',
      subject: 'Alex invites you to try Tallysheet',
    });
    expect(body.messages[0].text).toContain('/sign-up');
  });

  it('there is no developer mailbox outside the local stage', async () => {
    const response = await prod.app.inject({ method: 'GET', url: '/api/util/dev-mailbox' });
    expect(response.statusCode).toBe(404);
  });
});
