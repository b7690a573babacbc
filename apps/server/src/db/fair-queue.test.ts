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
});
