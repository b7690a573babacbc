import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, buildTenant, buildUser, type TestUser } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let owner: TestUser;
let admin: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  const { tenantId } = await buildTenant(ctx.db, { newCustomer: true });
  owner = await buildUser(ctx.db, { tenantId, role: 'TenantAdmin' });
  admin = await buildUser(ctx.db, { tenantId, role: 'admin' });
  const other = await buildTenant(ctx.db, { newCustomer: true });
  stranger = await buildUser(ctx.db, { tenantId: other.tenantId, role: 'TenantAdmin' });
});
afterAll(() => ctx.close());

const state = (user: TestUser) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/onboarding/state',
    headers: bearerFor(ctx.app, user),
  });
const save = (user: TestUser, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/onboarding/state',
    headers: bearerFor(ctx.app, user),
    payload: payload as object,
  });
const newCustomer = async (user: TestUser) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/tenant/get-tenant-information',
      headers: bearerFor(ctx.app, user),
    })
  ).json().newCustomer;

describe(`onboarding state on ${engine}`, () => {
  it('a tenant that never started account setup is at the first step', async () => {
    expect((await state(owner)).json()).toEqual({
      step: 0,
      completedSteps: [],
      data: {},
      finished: false,
    });
  });

  it('the wizard resumes where it was left: step, completed steps and data come back', async () => {
    const progress = {
      step: 2,
      completedSteps: ['client', 'company'],
      data: { clientName: 'Northwind', projectName: 'Audit' },
      finished: false,
    };
    expect((await save(owner, progress)).statusCode).toBe(200);
    expect((await state(owner)).json()).toEqual({
      ...progress,
      completedSteps: ['company', 'client'],
    });
    expect(await newCustomer(owner)).toBe(true);
  });

  it("a tenant sees only its own progress: another tenant's is untouched", async () => {
    expect((await state(stranger)).json().step).toBe(0);
  });

  it('finishing account setup clears newCustomer', async () => {
    const finished = { step: 3, completedSteps: ['company'], data: {}, finished: true };
    expect((await save(owner, finished)).json()).toMatchObject({ finished: true });
    expect(await newCustomer(owner)).toBe(false);
    expect(await newCustomer(stranger)).toBe(true);
  });

  it('an unknown step is a 400 naming the field', async () => {
    const response = await save(stranger, {
      step: 9,
      completedSteps: ['billing'],
      data: {},
      finished: false,
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['step', 'completedSteps.0']));
  });

  it('only the Billing Administrator runs account setup', async () => {
    expect((await state(admin)).statusCode).toBe(403);
    expect(
      (await save(admin, { step: 0, completedSteps: [], data: {}, finished: true })).statusCode,
    ).toBe(403);
  });
});
