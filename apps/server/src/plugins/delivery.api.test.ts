import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, engine } from '../test/harness.ts';
import { TEST_TMP } from '../test/paths.ts';

// A built web app in miniature: an asset with its precompressed copies and its source map.
mkdirSync(TEST_TMP, { recursive: true });
const webRoot = mkdtempSync(join(TEST_TMP, 'web-'));
mkdirSync(join(webRoot, 'assets'));
const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><meta name="support-email" content="" /><title>Tallysheet</title>',
);
// The approval page's own page, with the placeholders the build leaves in apps/web/portal.html.
writeFileSync(
  join(webRoot, 'portal.html'),
  '<!doctype html><meta name="brand-name" content="Tallysheet" />' +
    '<meta name="approve-time-redirect" content="on" /><title>Approve Time | Tallysheet</title>' +
    '<span class="tp-brand">Tallysheet</span><script type="module" src="/assets/portal-9z8y.js"></script>',
);
writeFileSync(join(webRoot, 'assets', 'app-1a2b.js'), script);
writeFileSync(join(webRoot, 'assets', 'app-1a2b.js.br'), brotliCompressSync(script));
writeFileSync(join(webRoot, 'assets', 'app-1a2b.js.gz'), gzipSync(script));
writeFileSync(join(webRoot, 'assets', 'app-1a2b.js.map'), '{"version":3}');

const database = await createTestDatabase();
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    LOG_LEVEL: 'silent',
    SUPPORT_EMAIL: 'help@example.com',
    BRAND_NAME: 'Time & Co',
    FEATURE_FLAGS: 'ApproveTimePortalRedirect=off',
  }),
  db: database.db,
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
  logger: false,
  webRoot,
  mail: { worker: false },
});
await app.ready();
afterAll(async () => {
  await app.close();
  await database.db.close();
  await database.drop();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe(`delivery on ${engine}`, () => {
  it('serves an asset precompressed with brotli or gzip as the browser accepts, cached for good', async () => {
    const brotli = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await get('/assets/app-1a2b.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("the app's page names the deployment's support address, for when its config does not load", async () => {
    for (const url of ['/', '/clients']) {
      const page = await get(url);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<meta name="support-email" content="help@example.com" />');
    }
  });

  it("serves the approval page's own page for its addresses, with the brand and the redirect default written in", async () => {
    for (const url of [
      '/portal/approve?token=acme.abc',
      '/approve-time?token=acme.abc',
      '/portal/approve/',
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('src="/assets/portal-9z8y.js"');
      expect(page.body).toContain('<meta name="brand-name" content="Time &amp; Co" />');
      expect(page.body).toContain('<meta name="approve-time-redirect" content="off" />');
      expect(page.body).toContain('<title>Approve Time | Time &amp; Co</title>');
      expect(page.body).toContain('<span class="tp-brand">Time &amp; Co</span>');
      expect(page.body).not.toContain('support-email');
    }
    // Every other address, the portal's neighbours included, gets the app.
    for (const url of ['/portal', '/portal/approve/extra', '/approve-times', '/timesheets']) {
      expect((await get(url)).body, url).toContain('<meta name="support-email"');
    }
  });

  it('never serves a source map', async () => {
    expect((await get('/assets/app-1a2b.js.map')).statusCode).toBe(404);
  });

  it('compresses a JSON answer over 1 KB, and leaves a small one alone', async () => {
    const docs = await get('/api/docs/json', 'gzip');
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);
    const health = await get('/api/util/health', 'gzip');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});
