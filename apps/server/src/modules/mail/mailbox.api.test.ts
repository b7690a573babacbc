import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, engine } from '../../test/harness.ts';

// The mailbox shows every tenant's reset codes and temporary passwords: loopback callers only.
const direct = await createTestContext();
const proxied = await createTestContext({ TRUST_PROXY: 'loopback' });
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

const open = (ctx: typeof direct, remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/util/dev-mailbox', remoteAddress, headers });

describe(`developer mailbox on ${engine}`, () => {
  it('answers a caller on the loopback interface', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect((await open(direct, address)).statusCode, address).toBe(200);
  });

  it('is a 404 to a caller from another address, as when it is off', async () => {
    const response = await open(direct, '203.0.113.7');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('The developer mailbox is off');
  });

  it('does not believe X-Forwarded-For without TRUST_PROXY', async () => {
    const forged = await open(direct, '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' });
    expect(forged.statusCode).toBe(404);
  });

  it('behind a trusted proxy, judges the client the proxy reports', async () => {
    const remote = await open(proxied, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    const local = await open(proxied, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    // An untrusted hop cannot claim to be loopback either.
    const forged = await open(proxied, '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' });
    expect(forged.statusCode).toBe(404);
  });
});
