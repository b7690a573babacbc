import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { queryClient, retryDelay, retryQuery } from './query-client.ts';

afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
});

describe('query retries (A§9)', () => {
  it('the backoff starts at 100 ms and doubles, plus at most half again as jitter', () => {
    expect([0, 1, 2].map((n) => retryDelay(n, () => 0))).toEqual([100, 200, 400]);
    expect([0, 1, 2].map((n) => retryDelay(n, () => 1))).toEqual([150, 300, 600]);
    const jittered = retryDelay(1, () => 0.5);
    expect(jittered).toBeGreaterThan(200);
    expect(jittered).toBeLessThan(300);
  });

  it('the backoff never waits more than 5 s', () => {
    expect(retryDelay(6, () => 0)).toBe(5000);
    expect(retryDelay(20, () => 1)).toBe(5000);
  });

  it('network and server failures are retried three times, a 4xx never', () => {
    const network = new ApiError(0, { message: 'Network error' });
    const server = new ApiError(503, {});
    expect([0, 1, 2, 3].map((n) => retryQuery(n, network))).toEqual([true, true, true, false]);
    expect([0, 1, 2, 3].map((n) => retryQuery(n, server))).toEqual([true, true, true, false]);
    for (const status of [400, 401, 403, 404, 409, 422, 429])
      expect(retryQuery(0, new ApiError(status, {}))).toBe(false);
  });

  it('a read that keeps failing reports its failure within 2 s, after four tries', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const started = Date.now();
    const queryFn = vi.fn(async () => {
      throw new ApiError(503, {});
    });
    const outcome = queryClient
      .fetchQuery({ queryKey: ['test', 'failing'], queryFn })
      .catch((error: unknown) => ({ error, after: Date.now() - started }));
    await vi.runAllTimersAsync();
    const { after } = (await outcome) as { after: number };
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(after).toBeLessThan(2000);
    vi.mocked(Math.random).mockRestore();
  });

  it('a 4xx read fails at once, without a retry', async () => {
    const queryFn = vi.fn(async () => {
      throw new ApiError(404, {});
    });
    await expect(
      queryClient.fetchQuery({ queryKey: ['test', 'missing'], queryFn }),
    ).rejects.toThrow();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
