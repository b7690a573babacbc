import type { ServiceCall } from '../../lib/deps.ts';
import { companyDetailsOf, printableLogoOf } from '../tenants/tenants.service.ts';
import { approvalStamp } from '../timesheets/approval-stamp.ts';
import { recordFingerprint } from '../timesheets/pdf.repository.ts';
import { verificationUrl } from '../timesheets/pdf.service.ts';
import { loadTimesheetsByIds } from '../timesheets/timesheet-loader.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { presentInvoiceRun } from './runs.presenter.ts';
import { findRun, runTimesheets } from './runs.repository.ts';
import { RUN_MESSAGES } from '@tallysheet/contract/runs/runs';
import { notFound } from '../../lib/http-errors.ts';

/**
 * The invoice draft PDF of an invoice run: read in one short transaction (the run, the company
 * and its logo, the covered timesheets, whose approval stamps are recorded so that their
 * fingerprints verify as a timesheet PDF's do), then rendered after commit.
 */
export async function invoiceRunPdf({ deps, caller, id }: ServiceCall & { id: string }) {
  const { tenantId } = caller;
  const read = await deps.db.withTenant(tenantId, async (tx) => {
    const row = await findRun(tx, { tenantId, kind: 'invoice', id });
    if (!row) throw notFound(RUN_MESSAGES.runNotFound);
    const company = await companyDetailsOf(tx, tenantId);
    const logo = await printableLogoOf(tx, tenantId);
    const timesheetIds = await runTimesheets(tx, { tenantId, runId: id });
    const sheets = await loadTimesheetsByIds(tx, { tenantId, timesheetIds });
    const covered = [];
    for (const timesheet of sheets) {
      const stamp = approvalStamp(tenantId, timesheet);
      if (stamp)
        await recordFingerprint(tx, {
          tenantId,
          fingerprint: stamp.fingerprint,
          timesheetId: timesheet.timesheetId,
          version: timesheet.version,
          companyName: company.name,
          userFullName: timesheet.userFullName,
          periodStart: timesheet.periodStart,
          periodEnd: timesheet.periodEnd,
          approvedAt: new Date(stamp.approvedAt),
          issuedAt: deps.clock.now(),
        });
      covered.push({
        userFullName: timesheet.userFullName,
        periodStart: timesheet.periodStart,
        fingerprint: stamp?.fingerprint ?? null,
      });
    }
    covered.sort(
      (a, b) =>
        a.userFullName.localeCompare(b.userFullName) || a.periodStart.localeCompare(b.periodStart),
    );
    return { run: presentInvoiceRun(row), company, logo, covered };
  });
  const pdf = await renderInvoicePdf({
    brandName: deps.config.BRAND_NAME,
    companyName: read.company.name,
    companyAddress: read.company.address,
    companyLogo: read.logo,
    run: read.run,
    covered: read.covered,
    verifyUrl: (fingerprint) => verificationUrl(deps, fingerprint),
    generatedAt: deps.clock.now(),
  });
  return { pdf, filename: `invoice-run-${read.run.number}.pdf` };
}
