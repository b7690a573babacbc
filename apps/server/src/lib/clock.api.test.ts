import { LOGIN_MESSAGES } from '@tallysheet/contract/identity/tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, buildTenant, buildUser } from '../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../test/harness.ts';
import { createTestClock } from './clock.ts';

const DAY = 86_400_000;
const clock = createTestClock('2030-03-01T10:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ TRIAL_DAYS: '14' }, undefined, { clock });
});
afterAll(() => ctx.close());

const login = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/tokens/login', payload });

describe(`business time comes from the clock on ${engine}`, () => {
  it("a trial ends TRIAL_DAYS after the clock's today; from then on its associates are refused", async () => {
    clock.set('2030-03-01T10:00:00Z');
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/welcome/sign-up',
      payload: {
        tenantId: 'clockwork',
        companyName: 'Clockwork Ltd',
        username: 'cleo',
        name: 'Cleo Clock',
        email: 'cleo@clockwork.example',
        password: 'Start-trial-1',
      },
    });
    expect(signUp.json().trialEndsOn).toBe('2030-03-15');

    const associate = await buildUser(ctx.db, { tenantId: 'clockwork', userId: 'ada' });
    const feedback = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/engagement/send-feedback',
        headers: bearerFor(ctx.app, associate),
        payload: {
          currentPage: '/my-time',
          currentAppVersion: '3.2.0',
          category: 'bug',
          feedbackText: 'The clock moved',
          sessionRecordingUrl: 'session-recording-not-available',
          allowContact: false,
          clientEditorVisible: false,
          projectEditorVisible: false,
          roleEditorVisible: false,
          contactEditorVisible: false,
          userEditorVisible: false,
          timesheetEditorVisible: false,
        },
      });
    // The end date is the first day without the trial: its last day is the 14th.
    clock.set('2030-03-14T23:00:00Z');
    expect((await feedback()).statusCode).toBe(201);
    clock.advance(DAY);
    const refused = await feedback();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SUBSCRIPTION_INACTIVE');
  });

  it('a temporary password stops working 7 days after the clock issued it', async () => {
    clock.set('2030-06-01T09:00:00Z');
    const { tenantId } = await buildTenant(ctx.db);
    const admin = await buildUser(ctx.db, { tenantId, role: 'admin' });
    await buildUser(ctx.db, { tenantId, userId: 'tim' });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/reset-user-password',
      headers: bearerFor(ctx.app, admin),
      payload: { userId: 'tim', newPassword: 'Temporary-pass-1' },
    });
    expect(reset.statusCode).toBe(204);
    const attempt = () => login({ tenantId, externalUserId: 'tim', password: 'Temporary-pass-1' });

    clock.advance(7 * DAY - 60_000);
    expect((await attempt()).json().status).toBe('NEW_PASSWORD_REQUIRED');
    clock.advance(120_000);
    const expired = await attempt();
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(LOGIN_MESSAGES.temporaryExpired);
  });
});
