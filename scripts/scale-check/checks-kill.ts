// (c) an idempotent retry across a kill -9; (d) acknowledged writes against rows after kill rounds.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { clientNames, upstreamOf, type ScaleContext, type Verdict } from './context.ts';
import { call, signIn, signUp, type Answer } from './http.ts';
import { sleep, type Instance } from './instances.ts';

const CLIENTS = '/api/crm/ps/clients';

async function tenantWithToken(ctx: ScaleContext, prefix: string, address: string) {
  const tenantId = `${prefix}-${randomBytes(3).toString('hex')}`;
  await signUp(ctx.instances[0]!.url, tenantId, address);
  return { tenantId, token: await signIn(ctx.instances[0]!.url, tenantId, address) };
}

/**
 * POSTs straight to `target` and kills it `delayMs` after the request is written; resolves
 * with the answer (a status or a connection error) once the instance is gone.
 */
async function postThenKill(
  target: Instance,
  token: string,
  key: string,
  body: unknown,
  delayMs: number,
): Promise<string> {
  const payload = JSON.stringify(body);
  let killed: Promise<void> | undefined;
  const answer = await new Promise<string>((done) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: 'POST',
        path: CLIENTS,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${token}`,
          'idempotency-key': key,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => done(String(response.statusCode)));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    request.on('finish', () => {
      killed = sleep(delayMs).then(() => target.kill());
    });
    request.end(payload);
  });
  await (killed ?? target.kill());
  return answer;
}

/** For a few kill delays: POST, kill -9 the instance, restart it, retry twice through the proxy. */
export async function idempotentRetry(ctx: ScaleContext): Promise<Verdict> {
  const { tenantId, token } = await tenantWithToken(ctx, 'retry', '198.51.100.2');
  const victim = ctx.instances[1]!;
  const runs: { delayMs: number; name: string; first: string; retries: Answer[] }[] = [];
  for (const delayMs of [0, 3, 6, 9, 12, 40]) {
    const key = randomUUID();
    const name = `Kill retry after ${delayMs} ms`;
    const first = await postThenKill(victim, token, key, { name }, delayMs);
    await victim.start();
    const retries: Answer[] = [];
    for (let i = 0; i < 2; i++)
      retries.push(
        await call(ctx.proxy.url, CLIENTS, {
          method: 'POST',
          token,
          idempotencyKey: key,
          body: { name },
        }),
      );
    runs.push({ delayMs, name, first, retries });
  }
  const rows = await clientNames(ctx.databaseUrl, tenantId);
  const described = runs.map(({ delayMs, name, first, retries }) => {
    const again = retries
      .map(
        (r) => `${r.status}${r.headers.get('idempotent-replayed') === 'true' ? ' replayed' : ''}`,
      )
      .join(', ');
    return `${delayMs} ms: ${first} → ${again} (${rows.get(name) ?? 0} row)`;
  });
  const ok = runs.every(
    ({ name, retries }) =>
      rows.get(name) === 1 &&
      retries.every((r) => r.status === 201) &&
      retries[1]!.headers.get('idempotent-replayed') === 'true',
  );
  return {
    ok,
    line: `idempotent retries across kill -9 of ${victim.name} n ms after the POST was sent (first answer → two retries through the proxy): ${described.join('; ')}`,
  };
}

/** Rounds of concurrent creates through the proxy while one random instance is killed. */
export async function acknowledgedWrites(ctx: ScaleContext): Promise<Verdict> {
  const { tenantId, token } = await tenantWithToken(ctx, 'rounds', '198.51.100.3');
  const acknowledged = new Set<string>();
  const problems: string[] = [];
  let sent = 0;
  let inFlightToKilled = 0;
  for (let round = 0; round < ctx.rounds; round++) {
    const victim = ctx.instances[Math.floor(Math.random() * ctx.instances.length)]!;
    let stop = false;
    const worker = async (id: number) => {
      for (let n = 0; !stop; n++) {
        const name = `Round ${round} worker ${id} #${n}`;
        sent++;
        const answer = await call(ctx.proxy.url, CLIENTS, {
          method: 'POST',
          token,
          body: { name },
        });
        const from = upstreamOf(ctx.instances, answer.headers);
        if (answer.status >= 200 && answer.status < 300) acknowledged.add(name);
        else if (answer.status === 502 && !answer.headers.get('x-request-id') && from === victim)
          inFlightToKilled++; // the proxy's 502: the request was on its way to the killed one
        else
          problems.push(
            `${answer.status || answer.error} from ${from?.name ?? 'the proxy'} (round ${round}, ${victim.name} killed)`,
          );
      }
    };
    const workers = Array.from({ length: 8 }, (_, id) => worker(id));
    await sleep(400);
    await victim.kill();
    await sleep(600);
    stop = true;
    await Promise.all(workers);
    await victim.start();
  }
  const rows = await clientNames(ctx.databaseUrl, tenantId);
  const lost = [...acknowledged].filter((name) => rows.get(name) !== 1);
  const unacknowledged = [...rows.keys()].filter((name) => !acknowledged.has(name)).length;
  const ok = lost.length === 0 && problems.length === 0 && acknowledged.size > 0;
  return {
    ok,
    line:
      `acknowledged writes vs rows: ${ctx.rounds} rounds of 8 concurrent creates through the ` +
      `proxy with kill -9 of a random instance: ${sent} sent, ${acknowledged.size} acknowledged, ` +
      `${rows.size} rows; ${lost.length} acknowledged writes lost; ${unacknowledged} saved ` +
      `without an answer; ${inFlightToKilled} proxy 502s in flight to the killed instance; ` +
      `${problems.length} other failures${problems.length ? `: ${problems.slice(0, 5).join('; ')}` : ''}`,
  };
}
