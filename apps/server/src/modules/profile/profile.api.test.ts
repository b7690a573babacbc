import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, buildTenant, buildUser, type TestUser } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let ann: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  const { tenantId } = await buildTenant(ctx.db);
  ann = await buildUser(ctx.db, {
    tenantId,
    userId: 'ann',
    displayName: 'Ann Example',
    email: 'ann@example.com',
    startDate: '2026-01-05',
  });
});
afterAll(() => ctx.close());

/** Ann's own profile: read (GET) or changed (PUT). */
const profile = (method: 'GET' | 'PUT', payload?: object) =>
  ctx.app.inject({ method, url: '/api/profile/', headers: bearerFor(ctx.app, ann), payload });

describe(`profile on ${engine}`, () => {
  it('GET /profile/ returns the caller with the spec fields', async () => {
    const response = await profile('GET');
    expect(response.json()).toEqual({
      userId: 'ann',
      displayName: 'Ann Example',
      email: 'ann@example.com',
      systemRole: 'assoc',
      customFields: {},
      isArchived: false,
      startDate: '2026-01-05',
      endDate: null,
      supplier: null,
      assignments: [],
      timezone: null,
    });
  });

  it('PUT /profile/ changes name, e-mail and time zone', async () => {
    const changes = {
      displayName: 'Ann Other',
      email: 'ann.other@example.com',
      timezone: 'Europe/Paris',
    };
    const response = await profile('PUT', changes);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(changes);
  });

  it('bad values are named and nothing is written', async () => {
    const response = await profile('PUT', {
      displayName: 'Kept?',
      email: 'not-an-email',
      timezone: 'Mars/Olympus',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'email', message: 'Invalid email address' },
      { path: 'timezone', message: 'Unknown time zone' },
    ]);
    const after = await profile('GET');
    expect(after.json().displayName).toBe('Ann Other');
  });
});
