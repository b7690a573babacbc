// The product in-process for a benchmark: no request log, no mail worker, ready to inject.
import { buildApp } from '../apps/server/src/app.ts';
import type { Config } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import type { Clock } from '../apps/server/src/lib/clock.ts';

/** `clock`: business time (default the system clock), for data seeded around a fixed day. */
export async function benchApp(config: Config, db: Database, options: { clock?: Clock } = {}) {
  const app = await buildApp({
    config,
    db,
    jwtSecret: config.JWT_SECRET!,
    logger: process.env.BENCH_LOG ? { level: 'error' } : false,
    mail: { worker: false },
    clock: options.clock,
  });
  await app.ready();
  return app;
}
