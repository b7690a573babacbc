import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../lib/clock.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';

const clock = createTestClock('2026-11-23T15:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, undefined, { clock, mail: { worker: false } });
});
afterAll(() => ctx.close());

describe(`the developer clock on ${engine}`, () => {
  it('tells loopback callers the time on the local stage', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/util/dev-clock' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ now: '2026-11-23T15:00:00.000Z' });
  });

  it('moves the clock forward and runs every due job; never back', async () => {
    const moved = await ctx.app.inject({
      method: 'POST',
      url: '/api/util/dev-clock',
      payload: { now: '2026-11-25T09:00:00Z' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({
      now: '2026-11-25T09:00:00.000Z',
      ran: ['approval-schedule', 'billing-sweep'],
    });
    expect(clock.now().toISOString()).toBe('2026-11-25T09:00:00.000Z');
    const back = await ctx.app.inject({
      method: 'POST',
      url: '/api/util/dev-clock',
      payload: { now: '2026-11-24T09:00:00Z' },
    });
    expect(back.statusCode).toBe(400);
    expect(back.body).toContain('now');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/util/dev-clock',
      payload: { now: 'tomorrow' },
    });
    expect(bad.statusCode).toBe(400);
    expect(clock.now().toISOString()).toBe('2026-11-25T09:00:00.000Z');
  });

  it('does not exist for callers from another address', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await ctx.app.inject({
        method,
        url: '/api/util/dev-clock',
        remoteAddress: '203.0.113.9',
        ...(method === 'POST' ? { payload: { now: '2027-01-01T00:00:00Z' } } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
    expect(clock.now().toISOString()).toBe('2026-11-25T09:00:00.000Z');
  });

  it('does not exist on the dev stage', async () => {
    const dev = await createTestContext({ STAGE: 'dev' }, undefined, {
      clock: createTestClock('2026-11-23T15:00:00Z'),
      mail: { worker: false },
    });
    try {
      const read = await dev.app.inject({ method: 'GET', url: '/api/util/dev-clock' });
      expect(read.statusCode).toBe(404);
      const move = await dev.app.inject({
        method: 'POST',
        url: '/api/util/dev-clock',
        payload: { now: '2027-01-01T00:00:00Z' },
      });
      expect(move.statusCode).toBe(404);
    } finally {
      await dev.close();
    }
  });
});
