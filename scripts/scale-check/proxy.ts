// A round-robin reverse proxy on loopback: nginx when installed, else a small one in Node.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sleep } from './instances.ts';

export interface Proxy {
  readonly kind: string;
  readonly url: string;
  stop(): Promise<void>;
}

/** How nginx judges a failed upstream: its `server` parameters, e.g. `max_fails=0`. */
export interface UpstreamSettings {
  /** Parameters after each `server host:port` (nginx's default: `max_fails=1 fail_timeout=10s`). */
  server: string;
}

export const NGINX_DEFAULT: UpstreamSettings = { server: '' };
export const RECOMMENDED: UpstreamSettings = { server: 'max_fails=0' };

export const nginxInstalled = () => spawnSync('nginx', ['-v']).status === 0;

/** The tested example of docs/operating.md, on loopback ports, with file paths in `dir`. */
export function nginxConfig(
  ports: number[],
  listen: number,
  settings: UpstreamSettings,
  dir: string,
): string {
  const servers = ports
    .map((port) => `    server 127.0.0.1:${port}${settings.server ? ` ${settings.server}` : ''};`)
    .join('\n');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${dir}/${name};`)
    .join('\n');
  return `worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
${temp}
  upstream tallysheet {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://tallysheet;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

async function waitListening(url: string, proc: () => boolean, log: () => string) {
  for (let i = 0; i < 100; i++) {
    if (!proc()) throw new Error(`the proxy exited:\n${log()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await sleep(50);
    }
  }
  throw new Error(`the proxy did not listen on ${url}`);
}

export async function startNginx(
  ports: number[],
  listen: number,
  settings: UpstreamSettings,
): Promise<Proxy> {
  const dir = mkdtempSync(join(tmpdir(), 'tallysheet-nginx-'));
  chmodSync(dir, 0o755);
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, name));
    chmodSync(join(dir, name), 0o777); // nginx's workers run as nobody when started by root
  }
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(ports, listen, settings, dir));
  const child: ChildProcess = spawn('nginx', ['-c', conf, '-p', dir, '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const log = () => {
    try {
      return readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const url = `http://127.0.0.1:${listen}`;
  await waitListening(`${url}/api/util/health/live`, () => child.exitCode === null, log);
  return {
    kind: `nginx (${settings.server || 'max_fails=1 fail_timeout=10s, the default'})`,
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * Round robin in Node, with nginx's `proxy_next_upstream error` rules: a request that never
 * reached an instance (connection refused) goes to the next one; one that was sent goes on
 * only when its method is idempotent; otherwise 502.
 */
export async function startNodeProxy(ports: number[], listen: number): Promise<Proxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const first = next++ % ports.length;
      const attempt = (tries: number) => {
        const port = ports[(first + tries) % ports.length]!;
        const headers = { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress };
        const upstream = http.request(
          { host: '127.0.0.1', port, method: request.method, path: request.url, headers, agent },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, {
              ...answer.headers,
              'x-upstream': `127.0.0.1:${port}`,
            });
            answer.pipe(response);
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          const notSent = error.code === 'ECONNREFUSED';
          const retry = notSent || IDEMPOTENT.has(request.method ?? '');
          if (retry && tries + 1 < ports.length) return attempt(tries + 1);
          if (!response.headersSent)
            response.writeHead(502, {
              'content-type': 'text/plain',
              'x-upstream': `127.0.0.1:${port}`,
            });
          response.end('Bad Gateway');
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((done) => server.listen(listen, '127.0.0.1', done));
  return {
    kind: 'a round-robin proxy in Node',
    url: `http://127.0.0.1:${listen}`,
    async stop() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}

export async function startProxy(ports: number[], listen: number, useNginx: boolean) {
  return useNginx ? startNginx(ports, listen, RECOMMENDED) : startNodeProxy(ports, listen);
}
