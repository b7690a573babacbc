import { describe, expect, it } from 'vitest';
import { DatabaseBusyError, fairQueue } from './client.ts';

describe("the embedded database's queue", () => {
  it('serves waiting transactions in arrival order, one at a time', async () => {
    const queue = fairQueue(10);
    const order: number[] = [];
    let running = 0;
    let most = 0;
    await Promise.all(
      [0, 1, 2, 3, 4].map((n) =>
        queue(async () => {
          running += 1;
          most = Math.max(most, running);
          await Promise.resolve();
          order.push(n);
          running -= 1;
        }),
      ),
    );
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(1);
  });

  it('refuses a transaction at once when the queue is full, and recovers', async () => {
    const queue = fairQueue(2);
    let open!: () => void;
    const first = queue(() => new Promise<void>((resolve) => (open = resolve)));
    const waiting = [queue(async () => 'a'), queue(async () => 'b')];
    await expect(queue(async () => 'c')).rejects.toBeInstanceOf(DatabaseBusyError);
    open();
    await first;
    expect(await Promise.all(waiting)).toEqual(['a', 'b']);
    expect(await queue(async () => 'd')).toBe('d');
  });

  it('refuses at once past the limit with the busy code and what it saw, not the unreachable one', async () => {
    const queue = fairQueue(0);
    let open!: () => void;
    const first = queue(() => new Promise<void>((resolve) => (open = resolve)));
    const refused = await queue(async () => 'b').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DatabaseBusyError);
    expect(refused).toMatchObject({
      code: 'SERVER_BUSY',
      retryAfterSeconds: 1,
      message: 'The server is busy. Please try again in a moment.',
      details: { queue: 'pglite', slots: 1, waiting: 0, waitedMs: 0 },
    });
    open();
    await first;
  });
});

describe('work that others wait on (the outbox)', () => {
  it('is served before the transactions already waiting, in its own arrival order', async () => {
    const queue = fairQueue(10, { slots: 1 });
    const order: string[] = [];
    let open!: () => void;
    const first = queue(() => new Promise<void>((resolve) => (open = resolve)));
    const waiting = [
      queue(async () => order.push('request 1')),
      queue(async () => order.push('request 2')),
      queue(async () => order.push('outbox 1'), { ahead: true }),
      queue(async () => order.push('outbox 2'), { ahead: true }),
    ];
    open();
    await Promise.all([first, ...waiting]);
    expect(order).toEqual(['outbox 1', 'outbox 2', 'request 1', 'request 2']);
  });

  it('is refused like any other when it waited too long', async () => {
    const queue = fairQueue(10, { slots: 1, waitMs: 20, queue: 'pool' });
    let open!: () => void;
    const first = queue(() => new Promise<void>((resolve) => (open = resolve)));
    const refused = await queue(async () => 'late', { ahead: true }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DatabaseBusyError);
    open();
    await first;
    expect(await queue(async () => 'next', { ahead: true })).toBe('next');
  });
});

describe("the pool's queue (PostgreSQL)", () => {
  it('runs as many at once as it has slots, the others in arrival order as slots free', async () => {
    const queue = fairQueue(Infinity, { slots: 2, queue: 'pool' });
    const order: number[] = [];
    let running = 0;
    let most = 0;
    await Promise.all(
      [0, 1, 2, 3, 4, 5].map((n) =>
        queue(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((done) => setImmediate(done));
          order.push(n);
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('refuses one that waited waitMs for a slot as busy; the queue goes on serving the others', async () => {
    const queue = fairQueue(Infinity, { slots: 1, waitMs: 30, queue: 'pool' });
    let open!: () => void;
    const held = queue(() => new Promise<void>((resolve) => (open = resolve)));
    let ran = false;
    const refused = await queue(async () => (ran = true)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DatabaseBusyError);
    expect((refused as DatabaseBusyError).details).toMatchObject({ queue: 'pool', slots: 1 });
    expect((refused as DatabaseBusyError).details.waitedMs).toBeGreaterThanOrEqual(25);
    expect(ran).toBe(false);
    open();
    await held;
    expect(await queue(async () => 'next')).toBe('next');
  });
});
