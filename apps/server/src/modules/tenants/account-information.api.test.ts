import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../lib/clock.ts';
import { bearerFor, buildTenant, buildUser, type TestUser } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let admin: TestUser;
let associate: TestUser;
let tenantId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ tenantId } = await buildTenant(ctx.db, { name: 'Acme Consulting' }));
  admin = await buildUser(ctx.db, { tenantId, role: 'admin' });
  associate = await buildUser(ctx.db, { tenantId });
});
afterAll(() => ctx.close());

const read = (user: TestUser) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/admin/account-information',
    headers: bearerFor(ctx.app, user),
  });
const write = (user: TestUser, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/account-information',
    headers: bearerFor(ctx.app, user),
    payload,
  });

describe(`account information on ${engine}`, () => {
  it('reads the company, its settings with their defaults and the account facts', async () => {
    const response = await read(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      tenantId,
      companyName: 'Acme Consulting',
      address: { line1: '', line2: '', city: '', region: '', postalCode: '', country: '' },
      timezone: 'UTC',
      sessionRecording: true,
      requireMfaForAdministrators: false,
      plan: 'Monthly',
      subscriptionStatus: 'active',
      numberOfSystemUsers: 2,
    });
  });

  it('changes the name, address, time zone and settings; fields left out keep their value', async () => {
    // A tenant of its own: the policy turned on here would send this test file's admin to enrolment.
    const { tenantId: own } = await buildTenant(ctx.db, { name: 'Acme Consulting' });
    const owner = await buildUser(ctx.db, { tenantId: own, role: 'admin' });
    const address = {
      line1: '1 Main Street',
      line2: '',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      country: 'USA',
    };
    await write(owner, { companyName: 'Acme Ltd', address, timezone: 'America/Chicago' });
    const response = await write(owner, {
      sessionRecording: false,
      requireMfaForAdministrators: true,
    });
    expect(response.json()).toMatchObject({
      companyName: 'Acme Ltd',
      address,
      timezone: 'America/Chicago',
      sessionRecording: false,
      requireMfaForAdministrators: true,
    });
    // The policy now leads this administrator (no authenticator app) to enrolment first.
    expect((await read(owner)).json().code).toBe('MFA_SETUP_REQUIRED');
  });

  it('a saved change is what the next read returns', async () => {
    await write(admin, { companyName: 'Acme Holdings', timezone: 'Europe/Paris' });
    expect((await read(admin)).json()).toMatchObject({
      companyName: 'Acme Holdings',
      timezone: 'Europe/Paris',
    });
  });

  it('a blank company name and an unknown time zone are 400s naming the fields', async () => {
    const response = await write(admin, { companyName: ' ', timezone: 'Mars/Olympus' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'companyName', message: 'A company name is required' },
        { path: 'timezone', message: 'Unknown time zone' },
      ]),
    );
  });

  it('an associate cannot read or change account information', async () => {
    expect((await read(associate)).statusCode).toBe(403);
    expect((await write(associate, { companyName: 'Mine' })).statusCode).toBe(403);
  });
});

describe(`the tenant's time zone on ${engine}`, () => {
  it("the Company Dashboard's week follows the time zone set on Account Information", async () => {
    const clock = createTestClock('2026-11-27T12:00:00Z'); // Friday noon in UTC
    const zoned = await createTestContext({}, undefined, { clock });
    try {
      const { tenantId: id } = await buildTenant(zoned.db);
      const owner = await buildUser(zoned.db, { tenantId: id, role: 'admin' });
      const week = async () =>
        (
          await zoned.app.inject({
            method: 'GET',
            url: '/api/reporting/dashboard',
            headers: bearerFor(zoned.app, owner),
          })
        ).json().periodStart;
      expect(await week()).toBe('2026-11-21');
      await zoned.app.inject({
        method: 'PUT',
        url: '/api/admin/account-information',
        headers: bearerFor(zoned.app, owner),
        payload: { timezone: 'Pacific/Kiritimati' }, // UTC+14: already Saturday
      });
      expect(await week()).toBe('2026-11-28');
    } finally {
      await zoned.close();
    }
  });
});
