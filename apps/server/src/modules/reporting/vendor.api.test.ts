import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../lib/clock.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';
import { buildSupplier, buildSupplierContact, buildTenant } from '../../test/factories.ts';
import { ONE_PIXEL_PNG, uploadLogo } from '../../test/logo.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { searchWorld, type SearchWorld } from '../../test/search-world.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';

const clock = createTestClock('2026-11-25T12:00:00Z');
let smtp: TestSmtp;
let ctx: TestContext;
let world: SearchWorld;
beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestContext({ SMTP_URL: smtp.url }, undefined, {
    clock,
    mail: { worker: { pollMs: 50, retryBaseMs: 10, maxAttempts: 3 } },
  });
  // Bo Builder of Acme Supply: approved 6 h (week of Nov 21), rejected 3 h (week of Nov 7).
  world = await searchWorld(ctx);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const november = { from: '2026-11-01', to: '2026-11-30' };
const file = (query: Record<string, string>) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/reporting/vendor-report?${new URLSearchParams(query)}`,
    headers: world.as(world.admin),
  });
const send = (payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/reporting/vendor-report/send',
    headers: world.as(world.admin),
    payload,
  });

describe(`the vendor report on ${engine}`, () => {
  it("PDF: the supplier's associates week by week with the approval split and totals", async () => {
    const response = await file({ supplierId: world.supplier.id, ...november });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="vendor-report-Acme-Supply-2026-11-01-2026-11-30.pdf"',
    );
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Contoso Staffing');
    expect(text).toContain('Vendor report');
    expect(text).toContain('Supplier: Acme Supply');
    expect(text).toContain('Period: Nov 01, 2026 – Nov 30, 2026');
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Bo Builder Sat, Nov 07 – Fri, Nov 13, 2026 3.00 0.00 0.00 3.00');
    expect(flat).toContain('Bo Builder Sat, Nov 21 – Fri, Nov 27, 2026 6.00 6.00 0.00 0.00');
    expect(flat).toContain('Total 9.00 6.00 0.00 3.00');
    // Associates of no supplier or another are not in it.
    expect(flat).not.toContain('Ava Associate');
  });

  it('XLSX: a row per associate and week, week starts as dates and hours as numbers', async () => {
    const response = await file({ supplierId: world.supplier.id, ...november, format: 'xlsx' });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const row = (index: number) => (sheet.getRow(index).values as unknown[]).slice(1);
    expect(row(5)).toEqual([
      'Associate',
      'Week starting',
      'Hours',
      'Approved',
      'Pending',
      'Rejected',
    ]);
    expect(row(6)).toEqual(['Bo Builder', new Date('2026-11-07T00:00:00Z'), 3, 0, 0, 3]);
    expect(row(7)).toEqual(['Bo Builder', new Date('2026-11-21T00:00:00Z'), 6, 6, 0, 0]);
    expect(row(8)).toEqual(['Total', undefined, 9, 6, 0, 3]);
  });

  it("another tenant's supplier is a 404 naming supplierId", async () => {
    const other = await buildTenant(ctx.db);
    const foreign = await buildSupplier(ctx.db, { tenantId: other.tenantId });
    const response = await file({ supplierId: foreign.id, ...november });
    expect(response.statusCode).toBe(404);
    expect(response.json().issues).toEqual([{ path: 'supplierId', message: 'Supplier not found' }]);
  });

  it('sends one e-mail per chosen contact with the PDF attached, after the commit', async () => {
    const { tenantId } = world;
    const anna = await buildSupplierContact(ctx.db, {
      tenantId,
      supplierId: world.supplier.id,
      name: 'Anna Account',
      email: `anna.${tenantId}@example.com`,
    });
    const response = await send({
      supplierId: world.supplier.id,
      ...november,
      contactIds: [anna.id],
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ emails: [anna.email] });
    const mail = await smtp.waitFor((received) => received.to === anna.email);
    expect(mail.subject).toBe(
      "Contoso Staffing: hours of Acme Supply's associates, Nov 01, 2026 – Nov 30, 2026",
    );
    expect(mail.text).toContain('Hello Anna Account,');
    expect(mail.text).toContain('9.00 h in all');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: 'vendor-report-Acme-Supply-2026-11-01-2026-11-30.pdf',
      contentType: 'application/pdf',
    });
    const { text } = await pdfText(mail.attachments[0]!.content);
    expect(text).toContain('Supplier: Acme Supply');
  });

  it('a contact of another supplier is a 400 naming it, and nothing is sent', async () => {
    const { tenantId } = world;
    const mine = await buildSupplierContact(ctx.db, { tenantId, supplierId: world.supplier.id });
    const elsewhere = await buildSupplierContact(ctx.db, { tenantId });
    const before = smtp.received.length;
    const response = await send({
      supplierId: world.supplier.id,
      ...november,
      contactIds: [mine.id, elsewhere.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'contactIds.1', message: "Each contact must be one of the supplier's contacts" },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.length).toBe(before);
  });

  it('no contacts is a 400 naming contactIds', async () => {
    const response = await send({ supplierId: world.supplier.id, ...november, contactIds: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('contactIds');
  });
});

describe(`the vendor report e-mail with the company's logo on ${engine}`, () => {
  it('arrives over SMTP with the logo inline (cid) above the text, beside the PDF', async () => {
    const { tenantId } = world;
    const upload = await uploadLogo(ctx.app, world.as(world.admin));
    expect(upload.statusCode, upload.body).toBe(200);
    const lena = await buildSupplierContact(ctx.db, {
      tenantId,
      supplierId: world.supplier.id,
      email: `lena.${tenantId}@example.com`,
    });
    const response = await send({
      supplierId: world.supplier.id,
      ...november,
      contactIds: [lena.id],
    });
    expect(response.statusCode, response.body).toBe(202);
    const mail = await smtp.waitFor((received) => received.to === lena.email);
    // The mail reader (mailparser) resolves the cid: reference to the inline image it names.
    expect(mail.html).toContain(
      `<img src="data:image/png;base64,${ONE_PIXEL_PNG}" alt="Contoso Staffing"`,
    );
    const logo = mail.attachments.find((attachment) => attachment.cid === 'company-logo');
    expect(logo?.contentType).toBe('image/png');
    expect(logo?.content.toString('base64')).toBe(ONE_PIXEL_PNG);
    expect(mail.attachments.map((attachment) => attachment.contentType)).toContain(
      'application/pdf',
    );
  });
});
