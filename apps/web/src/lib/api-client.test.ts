import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/render.tsx';
import { ApiError, call, namedProblem } from './api-client.ts';

const keyOf = (mock: ReturnType<typeof stubFetch>, index: number) =>
  (mock.mock.calls[index]?.[1]?.headers as Record<string, string>)['idempotency-key'];

const post = (idempotencyKey?: string) =>
  call({ area: 'crm/ps', path: '/clients', method: 'POST', body: { name: 'A' }, idempotencyKey });

/** Runs a call to its end, letting the retry pauses pass on a fake clock. */
async function settle<T>(promise: Promise<T>) {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

describe('Idempotency-Key', () => {
  it('a POST with a key sends it in the Idempotency-Key header', async () => {
    const fetch = stubFetch({ status: 201, body: { id: 'c1' } }, { status: 201, body: {} });
    await post('key-1');
    await post();
    expect(keyOf(fetch, 0)).toBe('key-1');
    expect(keyOf(fetch, 1)).toBeUndefined();
  });

  it('a GET never sends one', async () => {
    const fetch = stubFetch({ status: 200, body: [] });
    await call({ area: 'crm/ps', path: '/clients', idempotencyKey: 'key-1' });
    expect(keyOf(fetch, 0)).toBeUndefined();
  });
});

describe('automatic retries of a keyed POST', () => {
  it('a network failure is retried with the same key and the same body', async () => {
    vi.useFakeTimers();
    const fetch = stubFetch(new TypeError('Failed to fetch'), { status: 201, body: { id: 'c1' } });
    const { value } = (await settle(post('key-1'))) as { value: { data: unknown } };
    expect(value.data).toEqual({ id: 'c1' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect([keyOf(fetch, 0), keyOf(fetch, 1)]).toEqual(['key-1', 'key-1']);
    expect(fetch.mock.calls[1]?.[1]?.body).toBe(fetch.mock.calls[0]?.[1]?.body);
  });

  it('502, 503 and 504 are retried twice, then the last answer is the error', async () => {
    vi.useFakeTimers();
    const fetch = stubFetch({ status: 503 }, { status: 502 }, { status: 504 });
    const { error } = (await settle(post('key-1'))) as { error: ApiError };
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(504);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('a POST without a key is never retried: it could create twice', async () => {
    const fetch = stubFetch(new TypeError('Failed to fetch'));
    await expect(post()).rejects.toMatchObject({ status: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a client error is not retried', async () => {
    const fetch = stubFetch({ status: 400, body: { message: 'Bad' } });
    await expect(post('key-1')).rejects.toMatchObject({ status: 400 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('success', () => {
  it('every 2xx is a success: 202 Accepted carries its body (the vendor report sent)', async () => {
    stubFetch({ status: 202, body: { emails: ['sam@apex.example'] } });
    const { data, status } = await call<{ emails: string[] }>({
      area: 'reporting',
      path: '/vendor-report/send',
      method: 'POST',
      body: {},
    });
    expect(status).toBe(202);
    expect(data.emails).toEqual(['sam@apex.example']);
  });
});

describe('namedProblem', () => {
  it("is the server's words for what it refused: the first named field, else what it did not find", () => {
    const field = new ApiError(400, {
      message: 'clientId: Client not found',
      issues: [{ path: 'clientId', message: 'Client not found' }],
    });
    expect(namedProblem(field)).toBe('Client not found');
    expect(namedProblem(new ApiError(404, { message: 'Project not found' }))).toBe(
      'Project not found',
    );
  });

  it('is nothing for a failure that names no problem: a 5xx, the network, a bare 403', () => {
    expect(namedProblem(new ApiError(500, { message: 'Internal Server Error' }))).toBeUndefined();
    expect(namedProblem(new ApiError(0, {}))).toBeUndefined();
    expect(namedProblem(new ApiError(403, { message: 'Forbidden' }))).toBeUndefined();
    expect(namedProblem(new Error('boom'))).toBeUndefined();
  });
});
