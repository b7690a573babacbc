import { formatMoney } from '@tallysheet/contract/rates/rates';
import { RUN_MESSAGES, runName, type InvoiceRun } from '@tallysheet/contract/runs/runs';
import { formatDay, weekLabel } from '@tallysheet/contract/timesheets/week';
import { assertOutsideTransaction } from '../../db/client.ts';
import * as pdf from '../../lib/pdf-document.ts';

/** A covered timesheet and its approval stamp's fingerprint (null when not every card is approved). */
export interface CoveredTimesheet {
  userFullName: string;
  periodStart: string;
  fingerprint: string | null;
}

/** What the invoice draft shows. */
export interface InvoicePdfContent {
  brandName: string;
  companyName: string;
  companyAddress: string[];
  companyLogo?: Buffer;
  run: InvoiceRun;
  covered: CoveredTimesheet[];
  verifyUrl: (fingerprint: string) => string;
  generatedAt: Date;
}

const STATUS_WORDS = { draft: 'Draft', finalised: 'Finalised', voided: 'Voided' } as const;

function header(doc: pdf.Doc, content: InvoicePdfContent) {
  const { run } = content;
  pdf.letterhead(doc, content, 'Invoice draft');
  pdf.field(doc, 'Bill to', run.clientName);
  pdf.field(doc, 'Invoice', runName('invoice', run.number));
  pdf.field(doc, 'Period', `${formatDay(run.from)} – ${formatDay(run.to)}`);
  pdf.field(doc, 'Status', STATUS_WORDS[run.status]);
  doc.moveDown(0.8);
}

const money = (amount: number | null, currency: string | null) =>
  amount === null || currency === null
    ? RUN_MESSAGES.noRate
    : formatMoney(amount, currency, 'en-US');

function lines(doc: pdf.Doc, run: InvoiceRun) {
  const x = doc.page.margins.left;
  doc.fontSize(8.5).fillColor(pdf.INK);
  if (run.lines.length === 0) doc.text('No approved hours in this period.');
  else
    doc.table({
      columnStyles: ['*', 50, 80, 90],
      defaultStyle: { border: 0.5, borderColor: pdf.RULE, padding: 3 },
      data: [
        ['Description', 'Hours', 'Rate', 'Amount'].map(pdf.headCell),
        ...run.lines.map((line) => [
          line.description,
          { text: line.hours.toFixed(2), align: { x: 'right' as const } },
          { text: money(line.billRate, line.currency), align: { x: 'right' as const } },
          { text: money(line.amount, line.currency), align: { x: 'right' as const } },
        ]),
      ],
    });
  doc.x = x;
  doc
    .moveDown(0.5)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`Total: ${run.currency ? formatMoney(run.total, run.currency, 'en-US') : '—'}`)
    .moveDown(1);
}

/** The approvals behind the hours: each covered timesheet's stamp, to verify on the public page. */
function approvals(doc: pdf.Doc, content: InvoicePdfContent) {
  doc.font('Helvetica-Bold').fontSize(11).fillColor(pdf.INK).text('Approvals').moveDown(0.3);
  doc.font('Helvetica').fontSize(8.5).fillColor(pdf.INK);
  if (content.covered.length === 0) doc.text('No timecards.');
  for (const sheet of content.covered)
    doc
      .text(
        `${sheet.userFullName} · ${weekLabel(sheet.periodStart)} · ` +
          (sheet.fingerprint
            ? `Fingerprint (SHA-256): ${sheet.fingerprint} · Verify: ${content.verifyUrl(sheet.fingerprint)}`
            : 'not every timecard of the week is approved: no stamp'),
      )
      .moveDown(0.2);
}

/**
 * An invoice run as a PDF invoice draft, in the timesheet PDF's look: the company with its
 * logo, the client, the lines and total, and the approval fingerprints of the covered
 * timesheets. Rendering is CPU work outside the database: never inside a transaction.
 */
export function renderInvoicePdf(content: InvoicePdfContent): Promise<Buffer> {
  assertOutsideTransaction('Rendering a PDF');
  const { run } = content;
  const { doc, done } = pdf.landscapePdf({
    title: `${runName('invoice', run.number)}: ${run.clientName}`,
    author: content.companyName,
    creator: content.brandName,
    createdAt: content.generatedAt,
  });
  header(doc, content);
  lines(doc, run);
  approvals(doc, content);
  pdf.pageFooters(
    doc,
    (page, count) =>
      `${runName('invoice', run.number)} · ${run.clientName} · generated ` +
      `${pdf.formatInstant(content.generatedAt.toISOString())} by ${content.brandName} · page ${page} of ${count}`,
  );
  doc.end();
  return done;
}
