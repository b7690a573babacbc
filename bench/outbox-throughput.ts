// How many mails a second one outbox worker delivers to an SMTP sink on loopback (issue 33 §1:
// at the Monday-morning peak the outbox must send ~17 a second). N invitation mails (the
// product's own rendering) are queued at once, then the worker is started and timed until the
// sink has received every one; the sink reads each message and throws it away (no parsing), and
// counts the SMTP connections it accepted.
//   node --import tsx bench/outbox-throughput.ts [pglite|postgres] [--mails 1000]
//     [--worker path/to/outbox.worker.ts]   (another build's worker: the "before" of a change)
// postgres: DATABASE_URL's server (a fresh database, dropped after), else a throwaway cluster.
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { silentLogger } from '../apps/server/src/lib/logger.ts';
import { insertMails } from '../apps/server/src/modules/mail/outbox.repository.ts';
import type { OutboxWorker, WorkerOptions } from '../apps/server/src/modules/mail/outbox.worker.ts';
import { renderMail } from '../apps/server/src/modules/mail/templates.ts';
import { backendsCpuMs, backendsCpuSince } from './cpu.ts';
import { pgliteEngine, postgresEngine } from './engine.ts';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    mails: { type: 'string', default: '1000' },
    worker: { type: 'string' },
  },
});
const ENGINE = (positionals[0] ?? 'pglite') as 'pglite' | 'postgres';
const MAILS = Number(flags.mails);
const TENANT = 'outbox-bench';
const say = (line: string) => process.stdout.write(`${line}\n`);
const load = () => loadavg().map((n) => n.toFixed(2));

const workerModule = flags.worker
  ? pathToFileURL(resolve(flags.worker)).href
  : '../apps/server/src/modules/mail/outbox.worker.ts';
const { startOutboxWorker } = (await import(workerModule)) as {
  startOutboxWorker(options: WorkerOptions): OutboxWorker;
};

/** The sink: received messages and accepted connections; `all` settles at `expected`. */
async function startSink(expected: number) {
  const state = { received: 0, connections: 0 };
  let done!: () => void;
  const all = new Promise<void>((resolve) => (done = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      state.connections += 1;
      callback();
    },
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        state.received += 1;
        if (state.received === expected) done();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    all,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const engine =
  ENGINE === 'postgres'
    ? await postgresEngine({ serverUrl: process.env.DATABASE_URL, poolSize: 10 })
    : pgliteEngine();
const db = await engine.openProduct();
try {
  const context = {
    brandName: 'Tallysheet',
    appUrl: 'https://time.example.com',
    supportEmail: 'support@example.com',
  };
  await db.withSystem('bench outbox seed', async (tx) => {
    await tx.execute(sql`insert into tenants (tenant_id, name) values (${TENANT}, 'Outbox Bench')`);
    await insertMails(
      tx,
      Array.from({ length: MAILS }, (_, n) => ({
        tenantId: TENANT,
        template: 'try-invitation',
        to: `associate-${n}@example.com`,
        mail: renderMail(context, {
          template: 'try-invitation',
          data: { name: `Associate ${n}`, inviterName: 'Alex', companyName: 'Contoso' },
        }),
      })),
    );
  });
  const sink = await startSink(MAILS);
  const loadBefore = load();
  const backends = engine.database ? backendsCpuMs(engine.database) : undefined;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const worker = startOutboxWorker({
    db,
    smtpUrl: sink.url,
    from: 'Tallysheet <no-reply@example.com>',
    log: silentLogger,
    pollMs: 100,
  });
  await sink.all;
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const database = engine.database
    ? backendsCpuSince(engine.database, backends ?? new Map())
    : undefined;
  await worker.stop();
  const sent = await db.withSystem('bench outbox count', async (tx) => {
    const result = (await tx.execute(
      sql`select count(*)::int as n from outbox where status = 'sent'`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  });
  await sink.close();
  say(`outbox throughput, ${engine.describe}, worker ${flags.worker ?? 'this checkout'}`);
  say(
    `${MAILS} mails received in ${seconds.toFixed(2)} s: ${(MAILS / seconds).toFixed(1)} mails/s; ` +
      `${sink.state.connections} SMTP connections; ${sent} marked sent when stopped`,
  );
  say(
    `CPU: this process (worker, sink${ENGINE === 'pglite' ? ', PGlite' : ''}) ` +
      `${((used.user + used.system) / 1000).toFixed(0)} ms` +
      (database === undefined ? '' : `; PostgreSQL backends ${database.toFixed(0)} ms`),
  );
  say(`load average before: ${loadBefore.join(' ')}, after: ${load().join(' ')}`);
} finally {
  await db.close();
  await engine.cleanup();
}
