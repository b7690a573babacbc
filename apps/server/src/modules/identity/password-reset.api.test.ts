import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResetCodes } from '../../db/schema/index.ts';
import { buildTenant, buildUser } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';

let ctx: TestContext;
let smtp: TestSmtp;
let tenantId: string;
const PASSWORD = 'Correct-horse-1';

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestContext({
    SMTP_URL: smtp.url,
    BRAND_NAME: 'Tallysheet',
    MAIL_FROM: 'Tallysheet <no-reply@example.com>',
  });
  ({ tenantId } = await buildTenant(ctx.db));
  await buildUser(ctx.db, {
    tenantId,
    userId: 'jane',
    email: 'jane.doe@example.org',
    displayName: 'Jane Doe',
    password: PASSWORD,
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, payload });
const forgot = (externalUserId: string, tenant = tenantId) =>
  post('/api/tokens/forgot-password', { tenantId: tenant, externalUserId });
const confirm = (body: Record<string, unknown>) =>
  post('/api/tokens/confirm-forgot-password', {
    tenantId,
    externalUserId: 'jane',
    newPassword: 'Reset-pass-42',
    ...body,
  });
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];
const expireCode = () =>
  ctx.db.withTenant(tenantId, (tx) =>
    tx
      .update(passwordResetCodes)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(and(eq(passwordResetCodes.tenantId, tenantId), eq(passwordResetCodes.userId, 'jane'))),
  );

describe(`forgot password on ${engine}`, () => {
  it('e-mails a 6-digit code and answers with the masked destination', async () => {
    const response = await forgot('jane');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      CodeDeliveryDetails: {
        Destination: 'j***@e***.org',
        DeliveryMedium: 'EMAIL',
        AttributeName: 'email',
      },
    });
    const mail = await smtp.waitFor((m) => m.to === 'jane.doe@example.org');
    expect(mail.subject).toBe('Your Tallysheet verification code');
    expect(codeIn(mail.text)).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(codeIn(mail.text));
    expect(mail.html).toContain('Tallysheet');
    expect(mail.text).toContain('expires in 1 hour');
  });

  it('an unknown user gets the same answer with a plausible destination, and no mail', async () => {
    const queued = () =>
      ctx.db.withSystem('test: outbox size', async (tx) => (await tx.select().from(outbox)).length);
    const before = await queued();
    const first = await forgot('nobody');
    const second = await forgot('nobody');
    expect(first.statusCode).toBe(200);
    expect(first.json().CodeDeliveryDetails.Destination).toMatch(/^n\*\*\*@[a-z]\*\*\*\.com$/);
    expect(second.json()).toEqual(first.json());
    expect((await forgot('jane', 'no-such-tenant')).statusCode).toBe(200);
    // Nothing queued is nothing sent: the outbox, where every mail starts, has no new row.
    expect(await queued()).toBe(before);
  });

  it('the code sets a new password once; then sign-in works with it', async () => {
    await expireCode();
    smtp.received.length = 0;
    await forgot('jane');
    const code = codeIn((await smtp.waitFor((m) => m.to === 'jane.doe@example.org')).text)!;

    const wrong = await confirm({ verificationCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      {
        path: 'verificationCode',
        message: 'Invalid verification code provided, please try again.',
      },
    ]);
    const weak = await confirm({ verificationCode: code, newPassword: 'nouppercase1!' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues).toEqual([
      { path: 'newPassword', message: 'The string should have a minimum of 1 uppercase letter' },
    ]);

    expect((await confirm({ verificationCode: code })).statusCode).toBe(204);
    const login = await post('/api/tokens/login', {
      tenantId,
      externalUserId: 'jane',
      password: 'Reset-pass-42',
    });
    expect(login.json().status).toBe('SUCCESS');
    expect(
      (await post('/api/tokens/login', { tenantId, externalUserId: 'jane', password: PASSWORD }))
        .statusCode,
    ).toBe(401);

    const reused = await confirm({ verificationCode: code, newPassword: 'Another-pass-43' });
    expect(reused.statusCode).toBe(400);
  });

  it('a code is refused after its hour', async () => {
    await expireCode();
    await forgot('jane');
    await ctx.db.withTenant(tenantId, (tx) =>
      tx
        .update(passwordResetCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetCodes.userId, 'jane')),
    );
    const [row] = await ctx.db.withTenant(tenantId, (tx) => tx.select().from(passwordResetCodes));
    expect(row).toBeDefined();
    const response = await confirm({ verificationCode: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0]).toEqual({
      path: 'verificationCode',
      message: 'Invalid code provided, please request a code again.',
    });
  });

  it('a code stops working after five wrong tries', async () => {
    await expireCode();
    smtp.received.length = 0;
    await forgot('jane');
    const code = codeIn((await smtp.waitFor((m) => m.to === 'jane.doe@example.org')).text)!;
    const other = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i += 1)
      expect((await confirm({ verificationCode: other })).statusCode).toBe(400);
    expect((await confirm({ verificationCode: code })).statusCode).toBe(400);
  });

  it('names missing fields', async () => {
    const response = await post('/api/tokens/confirm-forgot-password', {});
    expect(response.statusCode).toBe(400);
    const paths = response.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(['tenantId', 'externalUserId', 'verificationCode', 'newPassword']),
    );
  });
});
