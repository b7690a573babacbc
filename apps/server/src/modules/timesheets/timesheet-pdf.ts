import type { Reviewer, Timecard, Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { formatDayHeading, WEEK_DAYS, weekLabel } from '@tallysheet/contract/timesheets/week';
import { assertOutsideTransaction } from '../../db/client.ts';
import {
  type Doc,
  field,
  formatInstant,
  headCell,
  INK,
  landscapePdf,
  letterhead,
  MUTED,
  pageFooters,
  RULE,
} from '../../lib/pdf-document.ts';
import type { ApprovalStamp } from './approval-stamp.ts';
import { correctedHoursText, correctionLines, countersignedLines } from './correction-pdf.ts';

/** What the PDF of a timesheet shows. */
export interface TimesheetPdfContent {
  brandName: string;
  companyName: string;
  /** The company's address lines, under its name; none when it has no address. */
  companyAddress?: string[];
  /** The company's logo (PNG or JPEG bytes), printed above its name. */
  companyLogo?: Buffer;
  timesheet: Timesheet;
  /** Present when every timecard with hours is approved. */
  stamp: (ApprovalStamp & { verifyUrl: string }) | null;
  generatedAt: Date;
}

const APPROVED = '#1e7b34';
const STATUS_LABELS: Record<Timecard['status'] | 'correction', string> = {
  draft: 'Draft',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  correction: 'Correction proposed',
};
const REVIEWER_KINDS: Record<Reviewer['kind'], string> = {
  admin: 'administrator',
  contact: 'project contact',
};

const hours = (value: number) => value.toFixed(2);
// A decision an alternate made for an absent contact says so (issue 29 §3).
const decidedBy = (by: Reviewer | null) =>
  by
    ? `${by.name} (${REVIEWER_KINDS[by.kind]})${by.onBehalfOf ? ` on behalf of ${by.onBehalfOf}` : ''}, ${formatInstant(by.at)}`
    : '';

function header(doc: Doc, content: TimesheetPdfContent) {
  const { timesheet } = content;
  letterhead(doc, content, 'Timesheet');
  field(doc, 'Associate', timesheet.userFullName);
  field(doc, 'Supplier', timesheet.supplierName ?? '—');
  field(doc, 'Period', weekLabel(timesheet.periodStart));
  field(doc, 'Status', STATUS_LABELS[timesheet.status]);
  if (timesheet.submittedAt)
    field(
      doc,
      'Submitted',
      `${formatInstant(timesheet.submittedAt)}${timesheet.submittedBy ? ` by ${timesheet.submittedBy}` : ''}`,
    );
  doc.moveDown(0.8);
}

/** Room for a timecard's heading, its table's header and a first row: never leave them orphaned. */
const CARD_START_ROOM = 110;

function timecard(doc: Doc, card: Timecard) {
  const x = doc.page.margins.left;
  if (doc.y + CARD_START_ROOM > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.x = x;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(`${card.clientName} / ${card.projectName} / ${card.taskName}`);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Status: ${STATUS_LABELS[card.status]}`)
    .moveDown(0.3);
  const days = WEEK_DAYS.map((name) => card.data[name]).filter(
    (day) => day.hours > 0 || day.description,
  );
  doc.fontSize(8.5).fillColor(INK);
  if (days.length === 0) doc.text('No time recorded.');
  else
    doc.table({
      columnStyles: [70, 40, '*', 60, 150, 160],
      defaultStyle: { border: 0.5, borderColor: RULE, padding: 3 },
      data: [
        ['Date', 'Hours', 'Description', 'Review', 'Review comment', 'Decided by'].map(headCell),
        ...days.map((day) => [
          formatDayHeading(day.date),
          { text: correctedHoursText(day), align: { x: 'right' as const } },
          day.description,
          day.review ? STATUS_LABELS[day.review] : '',
          day.reviewComment ?? '',
          decidedBy(day.reviewedBy),
        ]),
      ],
    });
  doc.x = x;
  doc.moveDown(0.3).font('Helvetica').fontSize(9);
  for (const line of correctionLines(card)) doc.text(line).moveDown(0.2);
  if (card.managerComments) field(doc, 'Manager comments', card.managerComments);
  doc
    .font('Helvetica-Bold')
    .text(`Total: ${hours(card.totalHours)} h`)
    .moveDown(1);
}

function stampBox(doc: Doc, stamp: NonNullable<TimesheetPdfContent['stamp']>) {
  const x = doc.page.margins.left;
  const width = doc.page.width - x - doc.page.margins.right;
  const approvers = stamp.approvers.map(decidedBy).join('; ');
  const lines = [
    `Approved by ${approvers || '—'}`,
    ...countersignedLines(stamp.countersigned),
    `Fingerprint (SHA-256): ${stamp.fingerprint}`,
    `Verify: ${stamp.verifyUrl}`,
  ];
  doc.font('Helvetica').fontSize(9);
  const height =
    36 + lines.reduce((sum, line) => sum + doc.heightOfString(line, { width: width - 24 }) + 3, 0);
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  doc.lineWidth(1.5).strokeColor(APPROVED).rect(x, top, width, height).stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(APPROVED)
    .text('Approved', x + 12, top + 10);
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  for (const line of lines) doc.text(line, x + 12, doc.y + 3, { width: width - 24 });
  doc.x = x;
  doc.y = top + height + 10;
}

function footers(doc: Doc, content: TimesheetPdfContent) {
  pageFooters(
    doc,
    (page, count) =>
      `${content.timesheet.userFullName} · ${weekLabel(content.timesheet.periodStart)} · ` +
      `generated ${formatInstant(content.generatedAt.toISOString())} by ${content.brandName} · ` +
      `page ${page} of ${count}`,
  );
}

/**
 * The timesheet as a PDF (A§2.6): company, associate, supplier, period, each timecard day by day
 * with its decisions, manager comments and totals, and the approval stamp when there is one.
 * Rendering is CPU work outside the database: never inside a transaction.
 */
export function renderTimesheetPdf(content: TimesheetPdfContent): Promise<Buffer> {
  assertOutsideTransaction('Rendering a PDF');
  const { timesheet } = content;
  const { doc, done } = landscapePdf({
    title: `Timesheet: ${timesheet.userFullName}, ${weekLabel(timesheet.periodStart)}`,
    author: content.companyName,
    creator: content.brandName,
    createdAt: content.generatedAt,
  });
  header(doc, content);
  if (timesheet.timeCards.length === 0)
    doc.font('Helvetica').fontSize(10).text('This timesheet has no timecards.').moveDown();
  for (const card of timesheet.timeCards) timecard(doc, card);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(`Week total: ${hours(timesheet.totalHours)} h`)
    .moveDown(1);
  if (content.stamp) stampBox(doc, content.stamp);
  footers(doc, content);
  doc.end();
  return done;
}
