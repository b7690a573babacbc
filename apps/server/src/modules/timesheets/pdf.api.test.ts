import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, tenantLogos, users } from '../../db/schema/index.ts';
import { buildSupplier, buildUser } from '../../test/factories.ts';
import { createTestContext, engine } from '../../test/harness.ts';
import { ONE_PIXEL_PNG, uploadLogo } from '../../test/logo.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { row, type TimesheetWorld as World, useTimesheetApp } from '../../test/timesheet-world.ts';
import { FINGERPRINT_NOT_FOUND } from './pdf.service.ts';
import { renderTimesheetPdf } from './timesheet-pdf.ts';
import { setManagerComments } from './approval.repository.ts';
import { recordReviews, type DayReviews } from './timesheets.service.ts';

const { clock, ctx, newWorld, saveWeek } = useTimesheetApp();

/** Ava's week of Nov 21: Design Mon 8 h and Tue 7.5 h, Internal Thu 2 h; submitted. */
async function submittedWeek(world: World, hours = { monday: 8, tuesday: 7.5 }) {
  return (
    await saveWeek(world.as(world.associate), {
      periodStart: '2026-11-21',
      timeCards: [
        row(world.project.id, world.design.id, {
          monday: { hours: hours.monday, description: 'Data model' },
          tuesday: { hours: hours.tuesday, description: 'Schema review' },
        }),
        row(world.lonely.id, world.lonely.defaultTaskId, {
          thursday: { hours: 2, description: 'Standup' },
        }),
      ],
    })
  ).timesheetId;
}

const review = (
  world: World,
  timesheetId: string,
  reviewer: { kind: 'admin' | 'contact'; name: string },
  reviews: DayReviews[],
) =>
  recordReviews({ deps: ctx.app.deps, tenantId: world.tenantId, timesheetId, reviewer, reviews });

/** Paula (a contact) approves Design at 12:00, Adam (an administrator) Internal at 13:00. */
async function approveAll(world: World, timesheetId: string) {
  clock.set('2026-11-25T12:00:00Z');
  await review(world, timesheetId, { kind: 'contact', name: 'Paula Approver' }, [
    {
      projectId: world.project.id,
      taskId: world.design.id,
      days: { monday: { review: 'approved' }, tuesday: { review: 'approved' } },
    },
  ]);
  clock.set('2026-11-25T13:00:00Z');
  await review(world, timesheetId, { kind: 'admin', name: 'Adam Admin' }, [
    {
      projectId: world.lonely.id,
      taskId: world.lonely.defaultTaskId,
      days: { thursday: { review: 'approved' } },
    },
  ]);
}

const getPdf = (headers: Record<string, string>, timesheetId: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/ts/doc/${encodeURIComponent(timesheetId)}/pdf`,
    headers,
  });

/** The PDF's text with runs of white space (line and cell wraps) as one space. */
async function readPdf(headers: Record<string, string>, timesheetId: string) {
  const response = await getPdf(headers, timesheetId);
  expect(response.statusCode, response.body).toBe(200);
  const { text } = await pdfText(response.rawPayload);
  return { response, text: text.replace(/\s+/g, ' ') };
}

const verify = (fingerprint: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/ts/verify/${fingerprint}` });
const fingerprintIn = (text: string) => /Fingerprint \(SHA-256\): ([0-9a-f]{64})/.exec(text)?.[1];

describe(`the timesheet PDF on ${engine}`, () => {
  it('shows company, associate, supplier, period, each timecard day by day with reviews, comments and totals', async () => {
    const world = await newWorld();
    const supplier = await buildSupplier(ctx.db, { tenantId: world.tenantId, name: 'Acme Supply' });
    await ctx.db.withTenant(world.tenantId, (tx) =>
      tx
        .update(users)
        .set({ supplierId: supplier.id })
        .where(eq(users.userId, world.associate.userId)),
    );
    const timesheetId = await submittedWeek(world);
    clock.set('2026-11-26T09:30:00Z');
    await review(world, timesheetId, { kind: 'admin', name: 'Adam Admin' }, [
      {
        projectId: world.project.id,
        taskId: world.design.id,
        days: {
          monday: { review: 'approved' },
          tuesday: { review: 'rejected', reviewComment: 'Please split the hours' },
        },
      },
    ]);
    await ctx.db.withTenant(world.tenantId, (tx) =>
      setManagerComments(tx, {
        tenantId: world.tenantId,
        timesheetId,
        projectId: world.project.id,
        taskId: world.design.id,
        managerComments: 'Move Tuesday to Internal',
      }),
    );
    const { response, text } = await readPdf(world.as(world.admin), timesheetId);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="timesheet-${world.associate.userId}-2026-11-21.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const part of [
      'Contoso Staffing',
      'Associate: Ava Associate',
      'Supplier: Acme Supply',
      'Period: Sat, Nov 21 – Fri, Nov 27, 2026',
      'Status: Rejected',
      'Submitted: Nov 25, 2026 12:00 UTC by Ava Associate',
      'Northwind / Data platform / Design',
      'Mon Nov 23 8.00 Data model Approved Adam Admin (administrator), Nov 26, 2026 09:30 UTC',
      'Tue Nov 24 7.50 Schema review Rejected Please split the hours Adam Admin (administrator), Nov 26, 2026 09:30 UTC',
      'Manager comments: Move Tuesday to Internal',
      'Total: 15.50 h',
      'Northwind / Internal /',
      'Thu Nov 26 2.00 Standup',
      'Total: 2.00 h',
      'Week total: 17.50 h',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('Fingerprint');
    expect(text).not.toContain('/verify/');
  });

  it('an approved timesheet carries the stamp: approvers, times, a fingerprint that verify confirms', async () => {
    const world = await newWorld();
    const timesheetId = await submittedWeek(world);
    await approveAll(world, timesheetId);
    const { text } = await readPdf(world.as(world.admin), timesheetId);
    expect(text).toContain(
      'Approved Approved by Paula Approver (project contact), Nov 25, 2026 12:00 UTC; ' +
        'Adam Admin (administrator), Nov 25, 2026 13:00 UTC',
    );
    const fingerprint = fingerprintIn(text)!;
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(text).toContain(`Verify: http://localhost:3000/verify/${fingerprint}`);
    const verified = await verify(fingerprint);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({
      valid: true,
      companyName: 'Contoso Staffing',
      userFullName: 'Ava Associate',
      periodStart: '2026-11-21',
      periodEnd: '2026-11-27',
      approvedAt: '2026-11-25T13:00:00.000Z',
      fingerprint,
      // Reviews recorded below the routes leave no decision entries to prove.
      proof: null,
    });
    // The same approved content gives the same fingerprint, to the associate too.
    const own = await readPdf(world.as(world.associate), timesheetId);
    expect(fingerprintIn(own.text)).toBe(fingerprint);
  });

  it('a tampered fingerprint does not verify, and a malformed one is refused', async () => {
    const world = await newWorld();
    const timesheetId = await submittedWeek(world);
    await approveAll(world, timesheetId);
    const fingerprint = fingerprintIn((await readPdf(world.as(world.admin), timesheetId)).text)!;
    const last = fingerprint.at(-1)!;
    const tampered = fingerprint.slice(0, -1) + (last === '0' ? '1' : '0');
    const response = await verify(tampered);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: FINGERPRINT_NOT_FOUND,
    });
    for (const bad of ['xyz', fingerprint.toUpperCase(), `${fingerprint}0`])
      expect((await verify(bad)).statusCode).toBe(400);
  });

  it('a timesheet not fully approved has no stamp', async () => {
    const world = await newWorld();
    const timesheetId = await submittedWeek(world);
    await review(world, timesheetId, { kind: 'contact', name: 'Paula Approver' }, [
      {
        projectId: world.project.id,
        taskId: world.design.id,
        days: { monday: { review: 'approved' }, tuesday: { review: 'approved' } },
      },
    ]);
    const { text } = await readPdf(world.as(world.admin), timesheetId);
    expect(text).toContain('Status: Pending');
    expect(text).not.toContain('Fingerprint');
    expect(text).not.toContain('Approved by');
  });

  it('changed approved content gets another fingerprint; each issued document still verifies', async () => {
    const world = await newWorld();
    const timesheetId = await submittedWeek(world);
    await approveAll(world, timesheetId);
    const first = fingerprintIn((await readPdf(world.as(world.admin), timesheetId)).text)!;
    // Issue 30 §1: on a fully approved timesheet only the picked approved days reopen.
    const allow = await ctx.app.inject({
      method: 'POST',
      url: '/api/ts/update-resubmission-status',
      headers: world.as(world.admin),
      payload: {
        timesheetId,
        newStatus: true,
        days: [{ projectId: world.project.id, taskId: world.design.id, day: '2026-11-23' }],
        reason: 'Monday was 6 h',
      },
    });
    expect(allow.statusCode).toBe(204);
    await submittedWeek(world, { monday: 6, tuesday: 7.5 });
    await approveAll(world, timesheetId);
    const { text } = await readPdf(world.as(world.admin), timesheetId);
    const second = fingerprintIn(text)!;
    expect(text).toContain('Total: 13.50 h');
    expect(second).not.toBe(first);
    for (const fingerprint of [first, second])
      expect((await verify(fingerprint)).statusCode).toBe(200);
  });

  it('an associate cannot get another associate’s PDF, nor another tenant’s administrator', async () => {
    const world = await newWorld();
    const timesheetId = await submittedWeek(world);
    const colleague = await buildUser(ctx.db, { tenantId: world.tenantId });
    const stranger = await newWorld();
    for (const headers of [world.as(colleague), stranger.as(stranger.admin)]) {
      const response = await getPdf(headers, timesheetId);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Timesheet not found');
    }
    expect((await getPdf(world.as(world.associate), timesheetId)).statusCode).toBe(200);
    const unknown = `${world.tenantId}#${world.associate.userId}#20261128_20261204`;
    expect((await getPdf(world.as(world.admin), unknown)).statusCode).toBe(404);
  });

  it('is rendered outside any database transaction', async () => {
    const world = await newWorld();
    const timesheetId = await submittedWeek(world);
    const timesheet = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/ts/doc/${encodeURIComponent(timesheetId)}`,
        headers: world.as(world.admin),
      })
    ).json();
    const content = {
      brandName: 'Tallysheet',
      companyName: 'Contoso Staffing',
      timesheet,
      stamp: null,
      generatedAt: clock.now(),
    };
    await expect(
      ctx.db.withTenant(world.tenantId, async () => renderTimesheetPdf(content)),
    ).rejects.toThrow(/must not run inside a database transaction/);
    expect((await renderTimesheetPdf(content)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe(`GET /ts/verify on ${engine}`, () => {
  it('is public and rate-limited per client address', async () => {
    const limited = await createTestContext({ PORTAL_RATE_LIMIT: '2' });
    try {
      const ask = () =>
        limited.app.inject({ method: 'GET', url: `/api/ts/verify/${'a'.repeat(64)}` });
      expect((await ask()).statusCode).toBe(404);
      expect((await ask()).statusCode).toBe(404);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe(`the company's details on ${engine}`, () => {
  it("the PDF and the timecard e-mails show Account Information's display name and address", async () => {
    const world = await newWorld();
    const account = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/account-information',
      headers: world.as(world.admin),
      payload: {
        companyName: 'Contoso Staffing Ltd',
        address: { line1: '1 Main Street', city: 'Springfield', region: 'IL', postalCode: '62701' },
      },
    });
    expect(account.statusCode).toBe(200);
    const timesheetId = await submittedWeek(world);
    const { text } = await readPdf(world.as(world.admin), timesheetId);
    expect(text).toContain('Contoso Staffing Ltd 1 Main Street · Springfield, IL 62701');
    const [mail] = await ctx.db.withSystem('test: outbox', (tx) =>
      tx
        .select({ text: outbox.text })
        .from(outbox)
        .where(and(eq(outbox.tenantId, world.tenantId), eq(outbox.template, 'timecard')))
        .limit(1),
    );
    expect(mail!.text).toContain('Contoso Staffing Ltd submitted');
    expect(mail!.text).toContain('Contoso Staffing Ltd · 1 Main Street · Springfield, IL 62701');
  });

  it('the logo, a PNG, is printed on the PDF; one PDFKit cannot read, or over 4096 × 4096 pixels, is left out', async () => {
    const world = await newWorld();
    const upload = (image: string) => uploadLogo(ctx.app, world.as(world.admin), image);
    const timesheetId = await submittedWeek(world);
    const withoutLogo = await getPdf(world.as(world.admin), timesheetId);
    expect(withoutLogo.rawPayload.includes('/Subtype /Image')).toBe(false);
    expect((await upload(ONE_PIXEL_PNG)).statusCode).toBe(200);
    const withLogo = await getPdf(world.as(world.admin), timesheetId);
    expect(withLogo.rawPayload.includes('/Subtype /Image')).toBe(true);
    // Uploads refuse both now; a logo stored before the rule is still never drawn.
    const pixels = Buffer.from(ONE_PIXEL_PNG, 'base64');
    const huge = Buffer.from(pixels);
    huge.writeUInt32BE(100_000, 16);
    huge.writeUInt32BE(100_000, 20);
    for (const stored of [Buffer.concat([pixels.subarray(0, 8), Buffer.from('x')]), huge]) {
      expect((await upload(stored.toString('base64'))).statusCode).toBe(400);
      const logo = { contentType: 'image/png', bytes: stored, size: stored.length };
      await ctx.db.withTenant(world.tenantId, (tx) =>
        tx
          .insert(tenantLogos)
          .values({ tenantId: world.tenantId, sha256: 'stored-before-the-rule', ...logo })
          .onConflictDoUpdate({ target: tenantLogos.tenantId, set: logo }),
      );
      const stillFine = await getPdf(world.as(world.admin), timesheetId);
      expect(stillFine.statusCode).toBe(200);
      expect(stillFine.rawPayload.includes('/Subtype /Image')).toBe(false);
    }
  });

  it('the logo is attached inline to the timecard e-mails and shown above their text', async () => {
    const world = await newWorld();
    expect((await uploadLogo(ctx.app, world.as(world.admin))).statusCode).toBe(200);
    await submittedWeek(world);
    const mails = await ctx.db.withSystem('test: outbox', (tx) =>
      tx
        .select({ html: outbox.html, attachments: outbox.attachments })
        .from(outbox)
        .where(and(eq(outbox.tenantId, world.tenantId), eq(outbox.template, 'timecard'))),
    );
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.attachments).toEqual([
        {
          filename: 'logo.png',
          contentType: 'image/png',
          contentBase64: ONE_PIXEL_PNG,
          cid: 'company-logo',
        },
      ]);
      expect(mail.html).toContain('<img src="cid:company-logo"');
    }
  });

  it('without a logo the timecard e-mails carry no image', async () => {
    const world = await newWorld();
    await submittedWeek(world);
    const [mail] = await ctx.db.withSystem('test: outbox', (tx) =>
      tx
        .select({ html: outbox.html, attachments: outbox.attachments })
        .from(outbox)
        .where(and(eq(outbox.tenantId, world.tenantId), eq(outbox.template, 'timecard')))
        .limit(1),
    );
    expect(mail!.attachments).toEqual([]);
    expect(mail!.html).not.toContain('<img');
  });
});
