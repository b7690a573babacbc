// After the failover: sessions cut everywhere, one rate limit, and the jobs (outbox, billing
// sweep, approval schedule) run exactly once on the new leader.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { sessionCut, sharedRateLimit } from '../scale-check/checks-session.ts';
import type { Verdict } from '../scale-check/context.ts';
import { call, signUp } from '../scale-check/http.ts';
import { sleep } from '../scale-check/instances.ts';
import { nginxInstalled, startProxy } from '../scale-check/proxy.ts';
import { tenantWithToken, type HaContext } from './checks-failover.ts';
import { remindersOnce } from './checks-schedule.ts';
import { freePorts } from './cluster.ts';

/** The AUTH_RATE_LIMIT the instances run with (main.ts). */
const AUTH_RATE_LIMIT = 30;

export interface MailSink {
  url: string;
  /** `to subject` of every mail received. */
  received: string[];
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps the recipient and subject of what it receives. */
export async function startMailSink(): Promise<MailSink> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const to of session.envelope.rcptTo)
            received.push(`${to.address} ${parsed.subject ?? ''}`);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export async function afterFailover(ctx: HaContext & { sink: MailSink }): Promise<Verdict[]> {
  const useNginx = nginxInstalled();
  const [listen] = await freePorts(5650, 5699, 1);
  const proxy = await startProxy(
    ctx.instances.map((each) => each.port),
    listen!,
    useNginx,
  );
  try {
    const scale = {
      instances: ctx.instances,
      proxy,
      databaseUrl: ctx.cluster.primaryUrl('tallysheet'),
      authRateLimit: AUTH_RATE_LIMIT,
      rounds: 1,
      say: ctx.say,
    };
    const cut = await sessionCut(scale);
    const limit = await sharedRateLimit(scale);
    return [
      { ok: cut.ok, line: `after the failover, ${cut.line}` },
      { ok: limit.ok, line: `after the failover, ${limit.line}` },
      await reportsRead(ctx),
      await jobsOnce(ctx),
      await remindersOnce(ctx),
    ];
  } finally {
    await proxy.stop();
  }
}

/** The dashboard (read on a replica through DATABASE_READ_URL) on every instance. */
async function reportsRead(ctx: HaContext): Promise<Verdict> {
  const { token } = await tenantWithToken(ctx.instances, 'reads', '198.51.100.13');
  const answers = await Promise.all(
    ctx.instances.map((each) => call(each.url, '/api/reporting/dashboard', { token })),
  );
  return {
    ok: answers.every((answer) => answer.status === 200),
    line:
      `after the failover, the dashboard (a read that may use DATABASE_READ_URL) on ` +
      `${ctx.instances.map((each) => each.name).join(', ')}: ${answers.map((a) => a.status).join(', ')} (expected 200s)`,
  };
}

/**
 * Sign-ups on every instance (a welcome mail each through the outbox), then their trials
 * ended in the database: the billing sweep (every 2 s on every instance) must end each once,
 * with one audit entry. Every welcome mail must arrive exactly once.
 */
async function jobsOnce(ctx: HaContext & { sink: MailSink }): Promise<Verdict> {
  const suffix = Math.random().toString(36).slice(2, 7);
  const tenants = ctx.instances.flatMap((each, i) =>
    [0, 1].map((n) => ({ tenantId: `jobs-${suffix}-${i}${n}`, via: each })),
  );
  await Promise.all(
    tenants.map(({ tenantId, via }, i) => signUp(via.url, tenantId, `198.51.100.${40 + i}`)),
  );
  const owners = tenants.map(({ tenantId }) => `owner@${tenantId}.example.com`);
  const mine = () => ctx.sink.received.filter((line) => owners.includes(line.split(' ')[0]!));
  const client = new pg.Client({ connectionString: ctx.cluster.primaryUrl('tallysheet') });
  await client.connect();
  try {
    const ids = tenants.map((t) => t.tenantId);
    await client.query(
      `update tenants set subscription_end_date = '2000-01-01' where tenant_id = any($1)`,
      [ids],
    );
    const until = Date.now() + 30_000;
    let ended = 0;
    while (Date.now() < until) {
      const { rows } = await client.query<{ n: string }>(
        `select count(*) as n from tenants where tenant_id = any($1) and subscription_status = 'inactive'`,
        [ids],
      );
      ended = Number(rows[0]!.n);
      if (ended === ids.length && mine().length >= ids.length) break;
      await sleep(500);
    }
    // Long enough for a second sweep and a second outbox poll on every instance.
    await sleep(6000);
    const { rows: audits } = await client.query<{ tenant_id: string; n: string }>(
      `select tenant_id, count(*) as n from audit_entries where tenant_id = any($1) and action = 'subscription.end' group by tenant_id`,
      [ids],
    );
    const counts = new Map<string, number>();
    for (const line of mine()) counts.set(line, (counts.get(line) ?? 0) + 1);
    const twice = [...counts].filter(([, n]) => n > 1);
    const perOwner = owners.map(
      (owner) => [...counts.keys()].filter((k) => k.startsWith(`${owner} `)).length,
    );
    const auditOnce = audits.length === ids.length && audits.every((a) => Number(a.n) === 1);
    const ok =
      ended === ids.length && auditOnce && twice.length === 0 && perOwner.every((n) => n === 1);
    return {
      ok,
      line:
        `jobs exactly once after the failover: ${ids.length} sign-ups on ${ctx.instances.length} instances, ` +
        `their trials ended in the database; billing sweep ended ${ended} of ${ids.length} with ` +
        `${audits.map((a) => a.n).join('/') || 'no'} 'subscription.end' audit entries each; outbox: ` +
        `${mine().length} mails to their owners (${[...new Set(perOwner)].join('/')} distinct each: the welcome mail ` +
        `expected; the ended notice goes to a verified company address, which these have not), ${twice.length} sent more than once${
          twice.length
            ? `: ${twice
                .slice(0, 3)
                .map(([k, n]) => `${k} ×${n}`)
                .join('; ')}`
            : ''
        }`,
    };
  } finally {
    await client.end();
  }
}
