import { escape, layout, type MailContext, type RenderedMail } from './mail-layout.ts';

/** A contact's receipt for the decisions they just submitted (issue 29 §1): their evidence. */
export interface DecisionReceiptData {
  contactName: string;
  companyName: string;
  /** One entry per timecard decided: `Alex Doe · Sat, Nov 21 – Fri, Nov 27, 2026 · Project · Task`. */
  timecards: {
    heading: string;
    days: { label: string; hours: number; decision: string; comment: string }[];
  }[];
  approved: number;
  rejected: number;
  corrections: number;
}

const cell =
  'padding:6px 8px;border:1px solid #DDE2E8;font-size:13px;line-height:18px;color:#18202B';
const head = `${cell};background:#F5F6F8;font-weight:600;text-align:left`;

const daysWord = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** "3 days approved, 1 day rejected". */
export function receiptCounts(
  data: Pick<DecisionReceiptData, 'approved' | 'rejected' | 'corrections'>,
) {
  return [
    data.approved ? `${daysWord(data.approved)} approved` : '',
    data.rejected ? `${daysWord(data.rejected)} rejected` : '',
    data.corrections ? `${daysWord(data.corrections)} with a correction proposed` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

function receiptTable(data: DecisionReceiptData): string {
  return data.timecards
    .map(
      (
        card,
      ) => `<p style="margin:0 0 4px;font-size:14px;font-weight:600;color:#18202B">${escape(card.heading)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;width:100%">
<tr><th style="${head}">Day</th><th style="${head};text-align:right">Hours</th><th style="${head}">Decision</th><th style="${head}">Comment</th></tr>
${card.days
  .map(
    (day) =>
      `<tr><td style="${cell};white-space:nowrap">${escape(day.label)}</td><td style="${cell};text-align:right">${day.hours}</td><td style="${cell}">${escape(day.decision)}</td><td style="${cell}">${escape(day.comment)}</td></tr>`,
  )
  .join('\n')}
</table>`,
    )
    .join('\n');
}

function receiptText(data: DecisionReceiptData): string[] {
  return data.timecards.flatMap((card) => [
    card.heading,
    ...card.days.map(
      (day) =>
        `  ${day.label}: ${day.hours} h, ${day.decision}${day.comment ? ` — ${day.comment}` : ''}`,
    ),
    '',
  ]);
}

/** The receipt: every day decided with its hours, decision and comment. */
export function renderDecisionReceipt(ctx: MailContext, data: DecisionReceiptData): RenderedMail {
  return layout(ctx, `Your decisions on ${data.companyName} timecards: ${receiptCounts(data)}`, {
    paragraphs: [
      `Hello ${data.contactName},`,
      `This is your record of the decisions you just sent to ${data.companyName}: ${receiptCounts(data)}.`,
    ],
    extra: { html: receiptTable(data), text: receiptText(data) },
    after: ['Keep this e-mail as your record. Nothing else is needed from you for these days.'],
  });
}
