// Seeds a tenant with a large directory next to other tenants and times the list calls
// the directory and users screens make, through the real app (inject) on PGlite or PostgreSQL.
//   npm run bench:lists -- [clients=2000] [projectsPerClient=5]        (PGlite in a temp folder)
//   DATABASE_URL=postgres://... JWT_SECRET=... npm run bench:lists     (PostgreSQL)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { clients, projects, tasks, tenants, users } from '../apps/server/src/db/schema/index.ts';
import { newId } from '../apps/server/src/lib/ids.ts';
import { benchApp } from './bench-app.ts';

const CLIENTS = Number(process.argv[2] ?? 2000);
const PROJECTS_PER_CLIENT = Number(process.argv[3] ?? 5);
const OTHER_TENANTS = 3;
const RUNS = 20;

const dataDir = mkdtempSync(join(tmpdir(), 'tallysheet-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  JWT_SECRET: process.env.JWT_SECRET ?? 'bench-secret-that-is-long-enough-1234',
});
const db = await openDatabase({ dataDir, databaseUrl: config.DATABASE_URL });
const app = await benchApp(config, db);

async function seed(tenantId: string) {
  await db.withSystem('bench seed', async (tx) => {
    await tx
      .insert(tenants)
      .values({ tenantId, name: tenantId, newCustomer: false, subscriptionStatus: 'active' });
    await tx.insert(users).values({
      tenantId,
      userId: 'admin',
      displayName: 'Bench Admin',
      email: 'admin@bench.test',
      role: 'admin',
    });
  });
  for (let start = 0; start < CLIENTS; start += 250) {
    const batch = Array.from({ length: Math.min(250, CLIENTS - start) }, (_, i) => ({
      tenantId,
      id: newId(),
      name: `Client ${start + i}`,
    }));
    const projectRows = batch.flatMap((client) =>
      Array.from({ length: PROJECTS_PER_CLIENT }, (_, p) => ({
        tenantId,
        id: newId(),
        clientId: client.id,
        name: `${client.name} project ${p}`,
      })),
    );
    await db.withTenant(tenantId, async (tx) => {
      await tx.insert(users).values(
        batch.map((_, i) => ({
          tenantId,
          userId: `user-${start + i}`,
          displayName: `Associate ${start + i}`,
          email: `user-${start + i}@bench.test`,
          role: 'assoc' as const,
        })),
      );
      await tx.insert(clients).values(batch);
      await tx.insert(projects).values(projectRows);
      await tx.insert(tasks).values(
        projectRows.map((project) => ({
          tenantId,
          id: newId(),
          clientId: project.clientId,
          projectId: project.id,
          name: 'Default Task',
          isDefault: true,
        })),
      );
    });
  }
}

const seedStart = performance.now();
for (let t = 0; t <= OTHER_TENANTS; t += 1) await seed(`bench-${t}`);
console.log(
  `seeded ${OTHER_TENANTS + 1} tenants x ${CLIENTS} users, ${CLIENTS} clients, ${CLIENTS * PROJECTS_PER_CLIENT} projects and tasks each in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (${db.engine})`,
);

const jwt = app.signAccessToken({
  sub: 'bench-0#admin',
  tenantId: 'bench-0',
  username: 'admin',
  role: 'admin',
  email: 'admin@bench.test',
  name: 'Bench Admin',
  tv: 0,
  exp: Math.floor(Date.now() / 1000) + 3600,
});
const calls = [
  '/api/crm/ps/clients?page=0&pageSize=25',
  '/api/crm/ps/clients?page=40&pageSize=25&sortCol=name&sortDir=asc',
  '/api/crm/ps/clients?q=client%2012&pageSize=25',
  '/api/crm/ps/clients?q=client&pageSize=25&sortCol=name&sortDir=asc',
  '/api/crm/ps/projects?page=0&pageSize=25&sortCol=projectName&sortDir=asc',
  '/api/crm/ps/tasks?page=0&pageSize=25&sortCol=Project.project_name&sortDir=desc',
  '/api/crm/ps/projects?q=project%203&pageSize=25',
  '/api/users/v2?page=0&pageSize=25',
  '/api/users/v2?page=40&pageSize=25&sortCol=name&sortDir=asc',
  '/api/users/v2?q=user-12&pageSize=25',
  '/api/users/v2?q=associate%201&pageSize=25&sortCol=email',
  '/api/users/get-placement-options?userId=user-1',
];
for (const url of calls) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${jwt}` },
    });
    times.push(performance.now() - started);
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${url}\n  median ${times[Math.floor(RUNS / 2)]!.toFixed(1)} ms, p90 ${times[Math.floor(RUNS * 0.9)]!.toFixed(1)} ms`,
  );
}

await app.close();
await db.close();
rmSync(dataDir, { recursive: true, force: true });
