import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, buildTenant, buildUser } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';

let ctx: TestContext;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestContext({
    SMTP_URL: smtp.url,
    TRIAL_DAYS: '14',
    APP_URL: 'https://time.example.com',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const company = {
  tenantId: 'northwind',
  companyName: 'Northwind Staffing',
  username: 'nancy',
  name: 'Nancy Davolio',
  email: 'nancy@northwind.example',
  password: 'Start-trial-1',
};
const signUp = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/welcome/sign-up', payload });

describe(`sign-up on ${engine}`, () => {
  it('creates a tenant on a trial with the caller as Billing Administrator, who can then sign in', async () => {
    const response = await signUp(company);
    expect(response.statusCode).toBe(201);
    const trialEnd = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(response.json()).toEqual({
      tenantId: 'northwind',
      username: 'nancy',
      trialEndsOn: trialEnd,
    });

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/tokens/login',
      payload: { tenantId: 'northwind', externalUserId: 'nancy', password: 'Start-trial-1' },
    });
    const { jwt } = login.json();
    const info = await ctx.app.inject({
      method: 'GET',
      url: '/api/tenant/get-tenant-information',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(info.json()).toEqual({
      tenantId: 'northwind',
      tenantName: 'Northwind Staffing',
      timezone: 'UTC',
      internal: false,
      newCustomer: true,
      accountUsers: 1,
      numberOfSystemUsers: 1,
      billing: {
        isEnterprise: false,
        subscriptionStatus: 'trial',
        subscriptionType: null,
        subscriptionEndDate: trialEnd,
        hasDefaultPaymentMethod: false,
        stripeSubscriptionId: null,
      },
    });
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(profile.json()).toMatchObject({
      userId: 'nancy',
      systemRole: 'TenantAdmin',
      displayName: 'Nancy Davolio',
    });
  });

  it('sends a welcome e-mail in HTML and plain text with the brand and the sign-in details', async () => {
    const mail = await smtp.waitFor((m) => m.to === 'nancy@northwind.example');
    expect(mail.subject).toBe('Welcome to Tallysheet');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Northwind Staffing');
      expect(part).toContain('northwind');
      expect(part).toContain('nancy');
      expect(part).toContain('https://time.example.com/');
    }
    expect(mail.html).toMatch(/<html/);
  });

  it('a taken Customer ID is a 409', async () => {
    const response = await signUp({ ...company, username: 'other' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      statusCode: 409,
      message: 'That Customer ID is already taken. Please choose another.',
    });
  });

  it('names every bad field with the spec messages', async () => {
    const response = await signUp({
      tenantId: 'A!',
      companyName: '',
      username: 'Bad Name',
      name: '',
      email: 'nope',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    const issues = response.json().issues as { path: string; message: string }[];
    const byField = (path: string) => issues.filter((i) => i.path === path).map((i) => i.message);
    expect(byField('tenantId')).toEqual([expect.stringContaining('Customer ID must be')]);
    expect(byField('companyName')).toEqual(['A company name is required']);
    expect(byField('username')).toEqual([
      "Invalid username. Username must be: lowercase letters, numbers, '-' and '_' only.",
    ]);
    expect(byField('name')).toEqual(['The users name is required']);
    expect(byField('email')).toEqual(['Invalid email address']);
    expect(byField('password')).toContain(
      'The string should have a minimum length of 8 characters',
    );
  });
});

describe(`invitations to try on ${engine}`, () => {
  it('an administrator e-mails an invitation linking to the sign-up page', async () => {
    const tenant = await buildTenant(ctx.db, { name: 'Contoso' });
    const admin = await buildUser(ctx.db, {
      tenantId: tenant.tenantId,
      role: 'admin',
      displayName: 'Alex Admin',
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/welcome/invitations',
      headers: bearerFor(ctx.app, admin),
      payload: { email: 'friend@partner.example', name: 'Fran Friend', message: 'Worth a look' },
    });
    expect(response.statusCode).toBe(201);
    const mail = await smtp.waitFor((m) => m.to === 'friend@partner.example');
    expect(mail.subject).toBe('Alex Admin invites you to try Tallysheet');
    expect(mail.text).toContain('https://time.example.com/sign-up');
    expect(mail.text).toContain('Worth a look');
    expect(mail.html).toContain('Contoso');
  });
});
