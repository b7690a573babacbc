import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '@tallysheet/contract/tenants/account-information';
import { bearerFor, buildTenant, buildUser, type TestUser } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let admin: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  const { tenantId } = await buildTenant(ctx.db);
  admin = await buildUser(ctx.db, { tenantId, role: 'admin' });
  const other = await buildTenant(ctx.db);
  stranger = await buildUser(ctx.db, { tenantId: other.tenantId, role: 'admin' });
});
afterAll(() => ctx.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a png'),
]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);

const upload = (user: TestUser, bytes: Buffer) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/account-information/logo',
    headers: bearerFor(ctx.app, user),
    payload: { image: bytes.toString('base64') },
  });
const fetchLogo = (user: TestUser, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/admin/account-information/logo',
    headers: { ...bearerFor(ctx.app, user), ...headers },
  });

describe(`the company logo on ${engine}`, () => {
  it('a tenant without a logo has no logo URL and its logo is a 404', async () => {
    const info = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/account-information',
      headers: bearerFor(ctx.app, admin),
    });
    expect(info.json().logoUrl).toBeNull();
    expect((await fetchLogo(admin)).statusCode).toBe(404);
  });

  it('a PNG is stored and served with its type, and the URL and ETag carry its content hash', async () => {
    const response = await upload(admin, PNG);
    expect(response.statusCode).toBe(200);
    const { logoUrl } = response.json();
    expect(logoUrl).toMatch(/^\/api\/admin\/account-information\/logo\?v=[0-9a-f]{16}$/);
    const logo = await fetchLogo(admin);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    const etag = String(logo.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(logoUrl.endsWith(etag.slice(1, 17))).toBe(true);
    expect((await fetchLogo(admin, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('a new logo is a new URL', async () => {
    const before = (await upload(admin, PNG)).json().logoUrl;
    const after = await upload(admin, WEBP);
    expect(after.json().logoUrl).not.toBe(before);
    expect((await fetchLogo(admin)).headers['content-type']).toBe('image/webp');
  });

  it('a renamed non-image is refused with a 400 naming the field, whatever it claims to be', async () => {
    const response = await upload(admin, Buffer.from('%PDF-1.7 not an image at all'));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'image', message: 'The logo must be a PNG, JPEG or WebP image' },
    ]);
  });

  it('a logo over 256 KB is refused with a 400 naming the field', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    const response = await upload(admin, big);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'image', message: 'The logo must be at most 256 KB' },
    ]);
  });

  it("another tenant's administrator gets their own (missing) logo, never this one", async () => {
    expect((await fetchLogo(stranger)).statusCode).toBe(404);
  });
});
