import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/render.tsx';
import { call } from './api-client.ts';
import { SubmissionKeys, useKeyedMutation } from './idempotency.ts';

function useCreate() {
  return useKeyedMutation({
    mutationFn: (body: { name: string }, idempotencyKey: string) =>
      call({ area: 'crm/ps', path: '/clients', method: 'POST', body, idempotencyKey }),
  });
}

function renderCreate() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(useCreate, { wrapper }).result;
}

const keyOf = (mock: ReturnType<typeof stubFetch>, index: number) =>
  (mock.mock.calls[index]?.[1]?.headers as Record<string, string>)['idempotency-key'];

/** Runs a call to its end, letting the client's retry pauses pass on a fake clock. */
async function settle(promise: Promise<unknown>) {
  const outcome = promise.catch((error: unknown) => error);
  await vi.runAllTimersAsync();
  return outcome;
}

describe('one key per submission', () => {
  it('the same payload keeps its key until it succeeds; another payload gets its own', () => {
    const keys = new SubmissionKeys();
    const first = keys.keyFor({ name: 'Acme' });
    expect(keys.keyFor({ name: 'Acme' })).toBe(first);
    expect(keys.keyFor({ name: 'Acme Ltd' })).not.toBe(first);
    keys.succeeded({ name: 'Acme' });
    expect(keys.keyFor({ name: 'Acme' })).not.toBe(first);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a double submit sends one key twice, so the server creates once', async () => {
    const fetch = stubFetch(
      { status: 201, body: { id: 'c1' } },
      { status: 201, body: { id: 'c1' } },
    );
    const create = renderCreate();
    await Promise.all([
      create.current.mutateAsync({ name: 'Acme' }),
      create.current.mutateAsync({ name: 'Acme' }),
    ]);
    expect(keyOf(fetch, 0)).toBeTruthy();
    expect(keyOf(fetch, 1)).toBe(keyOf(fetch, 0));
  });

  it('a resubmit after a network error reuses the key; changed values or a success renew it', async () => {
    const fetch = stubFetch(
      ...Array(3).fill(new TypeError('Failed to fetch')),
      { status: 201, body: { id: 'c1' } },
      { status: 201, body: { id: 'c2' } },
      { status: 201, body: { id: 'c3' } },
    );
    const create = renderCreate();
    vi.useFakeTimers();
    // The client retried twice by itself before reporting the network error.
    expect(await settle(create.current.mutateAsync({ name: 'Acme' }))).toMatchObject({ status: 0 });
    await settle(create.current.mutateAsync({ name: 'Acme' }));
    await settle(create.current.mutateAsync({ name: 'Acme Ltd' }));
    await settle(create.current.mutateAsync({ name: 'Acme' }));
    const keys = [0, 1, 2, 3, 4, 5].map((index) => keyOf(fetch, index));
    expect(new Set(keys.slice(0, 4)).size).toBe(1);
    expect(keys[4]).not.toBe(keys[0]);
    expect(keys[5]).not.toBe(keys[0]);
    expect(keys[5]).not.toBe(keys[4]);
  });
});
