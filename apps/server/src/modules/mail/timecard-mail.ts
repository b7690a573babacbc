import { escape, layout, type MailContext, type RenderedMail } from './mail-layout.ts';

/** One project's timecards of a timesheet, as a project contact receives them (D§1, A§1). */
export interface TimecardMailData {
  contactName: string;
  /** Set when the recipient stands in for an absent contact (issue 29 §3): that contact's name. */
  onBehalfOfName?: string;
  companyName: string;
  /** The company's address lines, signed under the mail; absent or empty when it has none. */
  companyAddress?: string[];
  /** The content ID of the company's logo attached inline, when it has one (Account Information). */
  logoCid?: string;
  userFullName: string;
  /** `Sat, Nov 21 – Fri, Nov 27, 2026`. */
  weekLabel: string;
  clientName: string;
  projectName: string;
  /** The associate's custom fields: they appear on timecard e-mails (A§1). */
  customFields: { label: string; value: string }[];
  /** Column headings, Saturday first: `Sat Nov 21`. */
  dayHeadings: string[];
  timeCards: {
    taskName: string;
    days: { hours: number; description: string }[];
    totalHours: number;
  }[];
  dayTotals: number[];
  totalHours: number;
  /** The approval link (COPY_WITH_LINK contacts only). */
  approvalUrl?: string;
  /** The contact's inbox: everything waiting for them (COPY_WITH_LINK contacts only). */
  inboxUrl?: string;
  expiresOn?: string;
}

/** The timecard e-mail's second link: the contact's inbox. */
export const INBOX_LINK_LABEL = 'See everything waiting for you';

const hours = (value: number) => (value === 0 ? '' : String(value));
const cell =
  'padding:6px 8px;border:1px solid #DDE2E8;font-size:13px;line-height:18px;color:#18202B';
const head = `${cell};background:#F5F6F8;font-weight:600;text-align:left`;

function timecardTable(data: TimecardMailData): string {
  const headings = data.dayHeadings
    .map((day) => {
      const [weekday, ...date] = day.split(' ');
      return `<th style="${head};text-align:right;white-space:nowrap">${escape(weekday!)}<br>${escape(date.join(' '))}</th>`;
    })
    .join('');
  const rows = data.timeCards
    .map((card) => {
      const days = card.days
        .map((day) => `<td style="${cell};text-align:right">${hours(day.hours)}</td>`)
        .join('');
      return `<tr><td style="${cell}">${escape(card.taskName)}</td>${days}<td style="${cell};text-align:right;font-weight:600">${card.totalHours}</td></tr>`;
    })
    .join('\n');
  const totals = data.dayTotals
    .map((total) => `<td style="${cell};text-align:right;font-weight:600">${hours(total)}</td>`)
    .join('');
  const descriptions = data.timeCards.flatMap((card) =>
    card.days.flatMap((day, index) =>
      day.description
        ? [
            `<li>${escape(data.dayHeadings[index]!)} · ${escape(card.taskName)}: ${escape(day.description)}</li>`,
          ]
        : [],
    ),
  );
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;width:100%">
<tr><th style="${head}">Task</th>${headings}<th style="${head};text-align:right">Total</th></tr>
${rows}
<tr><td style="${cell};font-weight:600">Total</td>${totals}<td style="${cell};text-align:right;font-weight:700">${data.totalHours}</td></tr>
</table>
${descriptions.length ? `<p style="margin:0 0 4px;font-size:14px;font-weight:600;color:#18202B">Descriptions</p><ul style="margin:0 0 16px;padding-left:20px;font-size:13px;line-height:20px;color:#18202B">${descriptions.join('')}</ul>` : ''}
${
  data.customFields.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${data.customFields
        .map(
          (field) =>
            `<tr><td style="${cell};background:#F5F6F8;font-weight:600">${escape(field.label)}</td><td style="${cell}">${escape(field.value)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}`;
}

function timecardText(data: TimecardMailData): string[] {
  const lines = data.timeCards.flatMap((card) => [
    `${card.taskName} — ${card.totalHours} h`,
    ...card.days.flatMap((day, index) =>
      day.hours > 0 || day.description
        ? [
            `  ${data.dayHeadings[index]}: ${day.hours} h${day.description ? ` — ${day.description}` : ''}`,
          ]
        : [],
    ),
  ]);
  return [
    ...lines,
    `Total: ${data.totalHours} h`,
    ...(data.customFields.length
      ? ['', ...data.customFields.map((field) => `${field.label}: ${field.value}`)]
      : []),
  ];
}

/** The timecard e-mail: the project's timecards as a table, with the approval link or without. */
export function renderTimecardMail(ctx: MailContext, data: TimecardMailData): RenderedMail {
  const standIn = data.onBehalfOfName ? ` (standing in for ${data.onBehalfOfName})` : '';
  const subject = `Timecard: ${data.userFullName}, ${data.projectName}, ${data.weekLabel}${standIn}`;
  return layout(ctx, subject, {
    logo: data.logoCid ? { cid: data.logoCid, alt: data.companyName } : undefined,
    paragraphs: [
      `Hello ${data.contactName},`,
      `${data.userFullName} of ${data.companyName} submitted time on ${data.clientName} · ${data.projectName} for the week ${data.weekLabel}.`,
      ...(data.onBehalfOfName
        ? [
            `You stand in for ${data.onBehalfOfName} while they are away: your decisions are recorded on their behalf.`,
          ]
        : []),
    ],
    extra: { html: timecardTable(data), text: timecardText(data) },
    action: data.approvalUrl ? { label: 'Review and approve', href: data.approvalUrl } : undefined,
    link: data.inboxUrl ? { label: INBOX_LINK_LABEL, href: data.inboxUrl } : undefined,
    after: (data.approvalUrl
      ? [
          `Approve or reject each day from the link, no account needed. It works until ${data.expiresOn}.`,
        ]
      : ['This copy is for your information: no action is needed.']
    ).concat(
      data.companyAddress?.length ? [[data.companyName, ...data.companyAddress].join(' · ')] : [],
    ),
  });
}
