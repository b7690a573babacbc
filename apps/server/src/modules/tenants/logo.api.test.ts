import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from '@tallysheet/contract/tenants/account-information';
import { ONE_PIXEL_PNG } from '../../test/logo.ts';
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

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const u24le = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, value >> 16]);
/** A PNG's signature and header (IHDR) claiming `width` × `height`, then what follows. */
const pngClaiming = (width: number, height: number, rest = 'rest of a png') =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    u32(13),
    Buffer.from('IHDR'),
    u32(width),
    u32(height),
    Buffer.from([8, 6, 0, 0, 0]),
    u32(0),
    Buffer.from(rest),
  ]);
/** A JPEG whose frame header (SOF0), after an APP0 segment, claims `width` × `height`. */
const jpegClaiming = (width: number, height: number) =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(9),
    Buffer.from([
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      height >> 8,
      height & 0xff,
      width >> 8,
      width & 0xff,
    ]),
    Buffer.alloc(12),
  ]);
/** An extended WebP (VP8X) whose canvas is `width` × `height`. */
const webpClaiming = (width: number, height: number) =>
  Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.alloc(4),
    Buffer.from('WEBPVP8X'),
    Buffer.from([10, 0, 0, 0, 0, 0, 0, 0]),
    u24le(width - 1),
    u24le(height - 1),
  ]);
const PNG = pngClaiming(64, 32);
const WEBP = webpClaiming(64, 32);

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

  it('a logo whose header claims more than 4096 × 4096 pixels is refused with a 400 naming the field and the limit, before anything draws it', async () => {
    const bomb = pngClaiming(100_000, 100_000);
    const response = await upload(admin, bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'image', message: 'The logo must be at most 4096 × 4096 pixels' },
    ]);
    for (const wide of [pngClaiming(4097, 1), jpegClaiming(5000, 10), webpClaiming(10, 16_384)])
      expect((await upload(admin, wide)).json().issues[0].message).toBe(LOGO_MESSAGES.pixels);
    for (const fits of [pngClaiming(4096, 4096), jpegClaiming(640, 480), webpClaiming(4096, 1)])
      expect((await upload(admin, fits)).statusCode).toBe(200);
  });

  it('a logo whose width and height cannot be read from its header is refused with a 400 naming the field', async () => {
    const truncated = Buffer.from(ONE_PIXEL_PNG, 'base64').subarray(0, 12);
    const response = await upload(admin, truncated);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'image', message: LOGO_MESSAGES.unreadable }]);
    expect((await upload(admin, Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).statusCode).toBe(400);
  });

  it("another tenant's administrator gets their own (missing) logo, never this one", async () => {
    expect((await fetchLogo(stranger)).statusCode).toBe(404);
  });
});
