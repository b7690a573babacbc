// Writers through every instance while the cluster fails over, and what they measured.
import { randomUUID } from 'node:crypto';
import { call } from '../scale-check/http.ts';
import { sleep, type Instance } from '../scale-check/instances.ts';

export const CLIENTS = '/api/crm/ps/clients';

interface Attempt {
  instance: string;
  name: string;
  doneAt: number;
  status: number;
  error?: string;
}

export interface LoadResult {
  attempts: Attempt[];
  /** Names whose create was answered 2xx. */
  acknowledged: Set<string>;
  /** Idempotent mode: keys that needed more than one attempt, with their name. */
  retried: { key: string; name: string }[];
}

export interface WriteLoad {
  /** Successes per instance since `since`. */
  successesSince(since: number): Map<string, number>;
  stop(): Promise<LoadResult>;
}

/**
 * `perInstance` writers on each instance, each creating clients one after another. Idempotent
 * mode sends an Idempotency-Key and retries a failed create with the same key until it is
 * answered 2xx (a client's retry after a connection error or a 5xx).
 */
export function startWriters(
  instances: Instance[],
  token: string,
  prefix: string,
  options: { perInstance: number; idempotent: boolean },
): WriteLoad {
  const attempts: Attempt[] = [];
  const acknowledged = new Set<string>();
  const retried: { key: string; name: string }[] = [];
  let stop = false;
  const writer = async (instance: Instance, id: number) => {
    for (let n = 0; !stop; n++) {
      const name = `${prefix} ${instance.name}${id} #${n}`;
      const key = options.idempotent ? randomUUID() : undefined;
      for (let attempt = 0; ; attempt++) {
        const answer = await call(instance.url, CLIENTS, {
          method: 'POST',
          token,
          body: { name },
          ...(key ? { idempotencyKey: key } : {}),
          // A client that gives up after 2 s and retries with its key: a create may commit
          // after its caller stopped waiting, which the key must not let save twice.
          timeoutMs: key ? 2_000 : 10_000,
        });
        const ok = answer.status >= 200 && answer.status < 300;
        attempts.push({
          instance: instance.name,
          name,
          doneAt: Date.now(),
          status: answer.status,
          ...(answer.error ? { error: answer.error } : {}),
        });
        if (ok) {
          acknowledged.add(name);
          if (key && attempt > 0) retried.push({ key, name });
          break;
        }
        await sleep(100);
        // Without a key a failed create is not retried (it may have been saved); with one, the
        // retry goes on until answered, even past stop, so that every key ends acknowledged.
        if (!key || attempt > 200) break;
      }
    }
  };
  const running = instances.flatMap((instance) =>
    Array.from({ length: options.perInstance }, (_, id) => writer(instance, id)),
  );
  return {
    successesSince(since) {
      const counts = new Map<string, number>(instances.map((each) => [each.name, 0]));
      for (const a of attempts)
        if (a.doneAt >= since && a.status >= 200 && a.status < 300)
          counts.set(a.instance, (counts.get(a.instance) ?? 0) + 1);
      return counts;
    },
    async stop() {
      stop = true;
      await Promise.all(running);
      return { attempts, acknowledged, retried };
    },
  };
}

export interface Outage {
  instance: string;
  /** ms from the event to the first 2xx after the instance's last failure (0: never failed). */
  recoveredMs: number;
  failures: number;
  /** Failures by kind: 5xx statuses and connection errors. */
  kinds: string;
}

/** Per instance: how long after `at` it served writes again, and what failed meanwhile. */
export function outages(result: LoadResult, instances: Instance[], at: number): Outage[] {
  return instances.map(({ name }) => {
    const mine = result.attempts.filter((a) => a.instance === name && a.doneAt >= at);
    const failed = mine.filter((a) => a.status < 200 || a.status >= 300);
    const lastFailure = Math.max(at, ...failed.map((a) => a.doneAt));
    const firstOk = mine.find((a) => a.doneAt >= lastFailure && a.status >= 200 && a.status < 300);
    const kinds = new Map<string, number>();
    for (const a of failed) {
      const kind = a.status === 0 ? (a.error ?? 'connection error') : String(a.status);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    return {
      instance: name,
      recoveredMs: failed.length === 0 ? 0 : firstOk ? firstOk.doneAt - at : Infinity,
      failures: failed.length,
      kinds: [...kinds].map(([kind, count]) => `${count}× ${kind}`).join(', ') || 'none',
    };
  });
}

export const seconds = (ms: number) =>
  Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'never';

/** Waits until every instance has `count` successes since `since`, at most `timeoutMs`. */
export async function waitServing(
  load: WriteLoad,
  since: number,
  count: number,
  timeoutMs: number,
): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ([...load.successesSince(since).values()].every((n) => n >= count)) return true;
    await sleep(200);
  }
  return false;
}
