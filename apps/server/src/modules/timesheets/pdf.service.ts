import { createHash } from 'node:crypto';
import type { Verification } from '@tallysheet/contract/timesheets/admin';
import { parseTimesheetId } from '@tallysheet/contract/timesheets/week';
import type { ServiceCall, ServiceDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import { companyDetailsOf, printableLogoOf } from '../tenants/tenants.service.ts';
import { approvalStamp } from './approval-stamp.ts';
import { approvalProof } from '../audit/proof.service.ts';
import {
  findFingerprint,
  findFingerprintOfFile,
  recordFingerprint,
  recordPdfFile,
} from './pdf.repository.ts';
import { loadTimesheet } from './timesheet-loader.ts';
import { authorizeTimesheetRead, TIMESHEET_NOT_FOUND } from './timesheets.policy.ts';
import { renderTimesheetPdf } from './timesheet-pdf.ts';

/** Other documents that print a timesheet's stamp record it too (an invoice run's PDF). */
export { recordFingerprint };

export const FINGERPRINT_NOT_FOUND = 'No approved document with this fingerprint was issued';

/**
 * The public page that checks an approval (issue 30 §3), on the app's public address as the
 * links it e-mails are: short enough to type from paper.
 */
export const verificationUrl = (deps: ServiceDeps, fingerprint: string) =>
  `${deps.config.APP_URL}/verify/${fingerprint}`;

/**
 * The PDF of a timesheet (the associate's own, or any for an Administrator). When every
 * timecard with hours is approved it carries the approval stamp, recorded for verification.
 * Read and record in one short transaction, then render after commit.
 */
export async function timesheetPdf({
  deps,
  caller,
  timesheetId,
}: ServiceCall & {
  timesheetId: string;
}): Promise<{ pdf: Buffer; filename: string }> {
  const { tenantId } = authorizeTimesheetRead(caller, parseTimesheetId(timesheetId));
  const { timesheet, company, stamp } = await deps.db.withTenant(tenantId, async (tx) => {
    const loaded = await loadTimesheet(tx, { tenantId, timesheetId });
    if (!loaded) throw notFound(TIMESHEET_NOT_FOUND);
    const company = {
      ...(await companyDetailsOf(tx, tenantId)),
      logo: await printableLogoOf(tx, tenantId),
    };
    const stamp = approvalStamp(tenantId, loaded.timesheet);
    if (stamp)
      await recordFingerprint(tx, {
        tenantId,
        fingerprint: stamp.fingerprint,
        timesheetId,
        version: loaded.timesheet.version,
        companyName: company.name,
        userFullName: loaded.timesheet.userFullName,
        periodStart: loaded.timesheet.periodStart,
        periodEnd: loaded.timesheet.periodEnd,
        approvedAt: new Date(stamp.approvedAt),
        issuedAt: deps.clock.now(),
      });
    return { timesheet: loaded.timesheet, company, stamp };
  });
  const pdf = await renderTimesheetPdf({
    brandName: deps.config.BRAND_NAME,
    companyName: company.name,
    companyAddress: company.address,
    companyLogo: company.logo,
    timesheet,
    stamp: stamp && {
      ...stamp,
      verifyUrl: verificationUrl(deps, stamp.fingerprint),
    },
    generatedAt: deps.clock.now(),
  });
  // Issue 30 §3: the file's own SHA-256 finds its approval too (`sha256sum` of a copy).
  if (stamp)
    await deps.db.withTenant(tenantId, (tx) =>
      recordPdfFile(tx, {
        tenantId,
        sha256: createHash('sha256').update(pdf).digest('hex'),
        fingerprint: stamp.fingerprint,
        issuedAt: deps.clock.now(),
      }),
    );
  return { pdf, filename: `timesheet-${timesheet.userId}-${timesheet.periodStart}.pdf` };
}

/**
 * Whether an approval-stamped PDF with this fingerprint (or an issued PDF file with this
 * SHA-256) was issued, and for which company, associate and period; and the proof of its
 * decisions in the tenant's trail (issue 30 §3: decision contents, everything else as hashes).
 * Public: the tenant is unknown until the row is found.
 */
export async function verifyFingerprint({
  deps,
  fingerprint,
  after,
}: {
  deps: ServiceDeps;
  fingerprint: string;
  after?: number;
}): Promise<Verification> {
  const row = await deps.db.withSystem(
    'verify a PDF fingerprint',
    async (tx) =>
      (await findFingerprint(tx, { fingerprint })) ??
      (await findFingerprintOfFile(tx, { sha256: fingerprint })),
  );
  if (!row) throw notFound(FINGERPRINT_NOT_FOUND);
  const proof = await approvalProof(deps.db, {
    tenantId: row.tenantId,
    timesheetId: row.timesheetId,
    fingerprint: row.fingerprint,
    after,
  });
  return {
    valid: true,
    companyName: row.companyName,
    userFullName: row.userFullName,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    approvedAt: row.approvedAt.toISOString(),
    fingerprint: row.fingerprint,
    proof,
  };
}
