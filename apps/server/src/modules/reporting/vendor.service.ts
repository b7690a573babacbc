import type {
  VendorReportQuery,
  VendorReportSend,
  VendorReportSent,
} from '@tallysheet/contract/reporting/vendor-report';
import { VENDOR_REPORT_MESSAGES } from '@tallysheet/contract/reporting/vendor-report';
import { minutesToHours } from '@tallysheet/contract/timesheets/week';
import type { ServiceCall } from '../../lib/deps.ts';
import { invalidFields, notFoundAt } from '../../lib/http-errors.ts';
import { supplierOf } from '../suppliers/suppliers.service.ts';
import { companyNameOf, mailLogoOf } from '../tenants/tenants.service.ts';
import { sumHours, type BucketSum } from './hours.repository.ts';
import { findContacts } from './vendor.repository.ts';
import { periodText, renderVendorPdf, type VendorReport, type VendorRow } from './vendor-files.ts';

type Period = Pick<VendorReportQuery, 'supplierId' | 'from' | 'to'>;

/** Rows per associate and week (by name, then week) with the split, from the database's sums. */
function vendorRows(sums: BucketSum[]): { rows: VendorRow[]; totals: VendorReport['totals'] } {
  const rows = new Map<string, VendorRow>();
  const totals = { total: 0, approved: 0, pending: 0, rejected: 0 };
  for (const sum of sums) {
    const key = `${sum.groupId}|${sum.bucket}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        associate: sum.name ?? '',
        weekStart: sum.bucket,
        total: 0,
        approved: 0,
        pending: 0,
        rejected: 0,
      };
      rows.set(key, row);
    }
    const hours = minutesToHours(sum.minutes);
    row.total += hours;
    row[sum.status] += hours;
    totals.total += hours;
    totals[sum.status] += hours;
  }
  return {
    rows: [...rows.values()].sort(
      (a, b) => a.associate.localeCompare(b.associate) || a.weekStart.localeCompare(b.weekStart),
    ),
    totals,
  };
}

/**
 * One supplier's associates' hours per Saturday–Friday week with the approval split, summed by
 * the database (drafts never count). Another tenant's supplier is a 404 naming supplierId.
 */
export function loadVendorReport({ deps, caller, query }: ServiceCall & { query: Period }) {
  const { tenantId } = caller;
  return deps.db.withTenantRead(tenantId, async (tx): Promise<VendorReport> => {
    const supplier = await supplierOf(tx, { tenantId, supplierId: query.supplierId });
    if (!supplier) throw notFoundAt('supplierId', 'Supplier not found');
    const sums = await sumHours(tx, {
      tenantId,
      from: query.from,
      to: query.to,
      interval: 'week',
      groupBy: 'user',
      filters: { supplierId: query.supplierId },
    });
    return {
      brandName: deps.config.BRAND_NAME,
      companyName: await companyNameOf(tx, tenantId),
      supplierName: supplier.name,
      from: query.from,
      to: query.to,
      ...vendorRows(sums),
      generatedAt: deps.clock.now(),
    };
  });
}

export const vendorFilename = (report: VendorReport, format: 'pdf' | 'xlsx') =>
  `vendor-report-${report.supplierName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'supplier'}-${report.from}-${report.to}.${format}`;

/**
 * Sends the vendor report, its PDF attached, to chosen contacts of the supplier: one outbox
 * mail each, queued in one transaction and sent after it commits. A contact that is not the
 * supplier's (another supplier's, another tenant's, unknown) is a 400 naming it.
 */
export async function sendVendorReport({
  deps,
  caller,
  body,
}: ServiceCall & { body: VendorReportSend }): Promise<VendorReportSent> {
  const { tenantId } = caller;
  const report = await loadVendorReport({ deps, caller, query: body });
  const contactIds = [...new Set(body.contactIds)];
  const contacts = await deps.db.withTenant(tenantId, (tx) =>
    findContacts(tx, { tenantId, contactIds }),
  );
  const theirs = new Map(
    contacts.filter((contact) => contact.supplierId === body.supplierId).map((c) => [c.id, c]),
  );
  const strangers = body.contactIds.flatMap((id, index) =>
    theirs.has(id)
      ? []
      : [{ path: `contactIds.${index}`, message: VENDOR_REPORT_MESSAGES.notTheSuppliers }],
  );
  if (strangers.length) throw invalidFields(strangers);
  const pdf = await renderVendorPdf(report); // outside any transaction
  const attachment = {
    filename: vendorFilename(report, 'pdf'),
    contentType: 'application/pdf',
    contentBase64: pdf.toString('base64'),
  };
  const recipients = contactIds.map((id) => theirs.get(id)!);
  await deps.db.withTenant(tenantId, async (tx) => {
    const logo = await mailLogoOf(tx, tenantId);
    for (const contact of recipients)
      await deps.mailer.enqueue(tx, {
        tenantId,
        to: contact.email,
        template: 'vendor-report',
        data: {
          name: contact.name,
          companyName: report.companyName,
          supplierName: report.supplierName,
          period: periodText(report.from, report.to),
          totalHours: `${report.totals.total.toFixed(2)} h`,
          logoCid: logo?.cid,
        },
        attachments: logo ? [logo, attachment] : [attachment],
      });
  });
  return { emails: recipients.map((contact) => contact.email) };
}
