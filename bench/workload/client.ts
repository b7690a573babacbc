// The workload's HTTP client (node:http with keep-alive, lighter than fetch on a shared 2-core
// machine) and the record of every operation: its latency, and whether it failed.
import http from 'node:http';

export interface Answer {
  /** 0: no answer (connection refused or reset, or the timeout). */
  status: number;
  body: unknown;
  text: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** One request; never throws. `base` is `http://127.0.0.1:port`. */
export function request(
  base: string,
  path: string,
  options: { method?: string; token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const url = new URL(path, base);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((done) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? 'GET',
        agent,
        headers: {
          ...(payload !== undefined && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          }),
          ...(options.token && { authorization: `Bearer ${options.token}` }),
        },
        timeout: options.timeoutMs ?? 60_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = undefined;
          if (response.headers['content-type']?.includes('json'))
            try {
              body = JSON.parse(text);
            } catch {
              // left as text
            }
          done({ status: response.statusCode ?? 0, body, text });
        });
        response.on('error', () => done({ status: 0, body: undefined, text: 'response error' }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => done({ status: 0, body: undefined, text: error.message }));
    req.end(payload);
  });
}

export interface OpStats {
  latencies: number[];
  errors: number;
  /** A few failures, for the report: `status text`. */
  samples: string[];
}

/** Latencies and failures per operation name, over one measured window. */
export class Recorder {
  readonly ops = new Map<string, OpStats>();
  readonly startedAt = performance.now();
  endedAt?: number;

  of(name: string): OpStats {
    let stats = this.ops.get(name);
    if (!stats) this.ops.set(name, (stats = { latencies: [], errors: 0, samples: [] }));
    return stats;
  }

  /** Times `request` as operation `name`; an answer outside `ok` (2xx by default) is an error. */
  async time(
    name: string,
    send: () => Promise<Answer>,
    ok: (status: number) => boolean = (status) => status >= 200 && status < 300,
  ): Promise<Answer> {
    const started = performance.now();
    const answer = await send();
    const stats = this.of(name);
    if (ok(answer.status)) stats.latencies.push(performance.now() - started);
    else {
      stats.errors++;
      if (stats.samples.length < 3)
        stats.samples.push(`${answer.status} ${answer.text.slice(0, 160)}`);
    }
    return answer;
  }

  seconds(): number {
    return ((this.endedAt ?? performance.now()) - this.startedAt) / 1000;
  }
}

/** The p-th percentile (0–100) of `values`, nearest rank; 0 when empty. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** An exponentially distributed wait of mean `meanMs` (Poisson arrivals, think times). */
export const exponential = (meanMs: number) => -Math.log(1 - Math.random()) * meanMs;
