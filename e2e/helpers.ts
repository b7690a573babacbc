import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

export const DEMO_PASSWORD = 'Tallysheet-demo-1';

/** The authenticator app: the code of `secret` `steps` 30-second steps from now. */
export const totpCodeOf = (secret: string, steps = 0) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: Date.now() + steps * 30_000 });

/** Signs in through the login form. */
export async function signIn(page: Page, tenantId: string, username: string, password: string) {
  await test.step('sign in through the form', async () => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Customer ID' }).fill(tenantId);
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
  });
}

/**
 * Signs in through the API, for tests that are not about signing in: the login request (the
 * form's own request) sets the refresh cookie in the page's browser context, whose cookies
 * `page.request` shares, and the app opens at `path` on that session, as after a reload. Each
 * call is a session of its own: a refresh token works once and a spent one ends its session,
 * so a session saved once (a storage state) cannot be shared between tests. The form itself is
 * covered by sign-in.spec.ts and the tests that sign in through it (challenges, refusals, focus
 * after sign-in, the session recorder).
 */
export async function signInAs(
  page: Page,
  tenantId: string,
  username: string,
  password: string,
  path = '/',
) {
  await test.step('sign in through the API', async () => {
    const response = await page.request.post('/api/tokens/login', {
      data: { tenantId, externalUserId: username, password },
    });
    expect(response.status(), `signing in ${username}@${tenantId}`).toBe(200);
    expect(await response.json()).toHaveProperty('jwt');
    await page.goto(path);
  });
}

export interface CompanyOwner {
  username: string;
  password: string;
  name: string;
  email: string;
}

/**
 * A company of its own, signed up through the API (on a trial), so that a test changes nothing
 * another reads. `baseURL` names another of the e2e servers.
 */
export async function newCompany(
  request: APIRequestContext,
  options: {
    prefix: string;
    companyName?: string;
    owner?: Partial<CompanyOwner>;
    baseURL?: string;
  },
) {
  const tenantId = `${options.prefix}-${Date.now().toString(36)}`;
  const owner: CompanyOwner = {
    username: 'boss',
    password: 'Boss-pass-1',
    name: 'Bea Boss',
    email: `boss@${tenantId}.example`,
    ...options.owner,
  };
  const response = await request.post(`${options.baseURL ?? ''}/api/welcome/sign-up`, {
    data: {
      tenantId,
      companyName: options.companyName ?? 'Staffing Co',
      username: owner.username,
      name: owner.name,
      email: owner.email,
      password: owner.password,
    },
  });
  expect(response.status()).toBe(201);
  return { tenantId, owner };
}

/** The API headers of a company's owner, signed in through the API. */
export async function ownerHeaders(
  request: APIRequestContext,
  company: { tenantId: string; owner: { username: string; password: string } },
) {
  const login = await request.post('/api/tokens/login', {
    data: {
      tenantId: company.tenantId,
      externalUserId: company.owner.username,
      password: company.owner.password,
    },
  });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).jwt}` };
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

/** The newest outbox mail to an address, read from the developer mailbox API. */
export async function latestMail(page: Page, to: string) {
  const response = await page.request.get(`/api/util/dev-mailbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { messages: { subject: string; text: string }[] };
  return body.messages[0];
}

/** An approval link's token from the developer mailbox: the newest timecard e-mail to `to` with one. */
export async function approvalToken(page: Page, to: string) {
  const mailbox = await page.request.get(`/api/util/dev-mailbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await mailbox.json()) as { messages: { text: string }[] };
  const token = messages
    .map((message) => /approve-time\?token=(\S+)/.exec(message.text)?.[1])
    .find(Boolean);
  expect(token).toBeTruthy();
  return token!;
}

/** The newest mail to an address that reached the test SMTP server (e2e/smtp-capture.ts). */
export async function deliveredMail(page: Page, to: string, smtpHttpPort: number) {
  let found: { subject: string; text: string; html: string } | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          `http://127.0.0.1:${smtpHttpPort}/messages?to=${encodeURIComponent(to)}`,
        );
        found = ((await response.json()) as { messages: (typeof found)[] }).messages[0];
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The temporary password (and its sign-in link) of the newest invitation mailed to `to`. */
export async function mailedPassword(page: Page, to: string) {
  const mail = await latestMail(page, to);
  const link = /(http\S+\/\?code=[A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  const code = new URL(link).searchParams.get('code')!;
  const bundle = JSON.parse(Buffer.from(code, 'base64url').toString('utf8')) as {
    password: string;
  };
  return { link: new URL(link).pathname + new URL(link).search, password: bundle.password };
}
