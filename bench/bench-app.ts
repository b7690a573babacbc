// The product in-process for a benchmark: no request log, no mail worker, ready to inject.
import { buildApp } from '../apps/server/src/app.ts';
import type { Config } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';

export async function benchApp(config: Config, db: Database) {
  const app = await buildApp({
    config,
    db,
    jwtSecret: config.JWT_SECRET!,
    logger: process.env.BENCH_LOG ? { level: 'error' } : false,
    mail: { worker: false },
  });
  await app.ready();
  return app;
}
