import { once } from 'node:events';
import { createServer, connect, type AddressInfo } from 'node:net';
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

describe('a turn of the event loop for each transaction (PGlite, which runs on this thread)', () => {
  /** Busy for `ms` on this thread, as PGlite is while it runs a statement. */
  const spin = (ms: number) => {
    const end = performance.now() + ms;
    while (performance.now() < end);
  };

  it('accepts waiting connections a transaction or so apart, not after the whole line', async () => {
    // Node accepts one connection a turn of its event loop. Transactions handed on from one to
    // the next within a turn would keep new clients out until every queued one had run.
    const queue = fairQueue(100, { ownTurn: true });
    let ran = 0;
    const ranWhenAccepted: number[] = [];
    const server = createServer((socket) => {
      ranWhenAccepted.push(ran);
      socket.destroy();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const clients = [0, 1, 2].map(() => connect(port, '127.0.0.1').on('error', () => {}));
    try {
      // The kernel has all three connections; the server takes one a turn.
      await Promise.all(clients.map((client) => once(client, 'connect')));
      await Promise.all(
        Array.from({ length: 20 }, () =>
          queue(async () => {
            spin(5);
            ran += 1;
          }),
        ),
      );
      await new Promise((done) => setTimeout(done, 20));
      expect(ranWhenAccepted).toHaveLength(3);
      expect(Math.max(...ranWhenAccepted)).toBeLessThanOrEqual(3);
    } finally {
      for (const client of clients) client.destroy();
      server.close();
    }
  });

  it('still serves one at a time in arrival order, the outbox first', async () => {
    const queue = fairQueue(10, { ownTurn: true });
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const work = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      await Promise.resolve();
      order.push(name);
      running -= 1;
    };
    const all = [
      queue(work('request 1')),
      queue(work('request 2')),
      queue(work('request 3')),
      queue(work('outbox 1'), { ahead: true }),
    ];
    await Promise.all(all);
    expect(most).toBe(1);
    expect(order).toEqual(['request 1', 'outbox 1', 'request 2', 'request 3']);
  });
});
