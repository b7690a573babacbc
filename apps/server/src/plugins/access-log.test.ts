import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLog } from './access-log.ts';

/** A Fastify app logging at `info` into `lines`, with the access log under test. */
async function appLogging(lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new AccessLog() });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('broken');
  });
  await app.ready();
  return app;
}

describe('the request log', () => {
  it('writes one line a request at info, with the request, its status and its time', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLogging(lines);
    await app.inject({ method: 'GET', url: '/ok' });
    await app.close();
    const requestLines = lines.filter((line) => line.reqId);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/ok' },
      res: { statusCode: 200 },
    });
    expect(requestLines[0]!.responseTime).toEqual(expect.any(Number));
  });

  it('still logs a failing request with its error', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLogging(lines);
    await app.inject({ method: 'GET', url: '/fails' });
    await app.close();
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({ req: { url: '/fails' }, res: { statusCode: 500 } });
    expect(lines.some((line) => (line.err as { message?: string })?.message === 'broken')).toBe(
      true,
    );
  });
});
