import { layout, type MailContext, type RenderedMail } from './mail-layout.ts';

/** A timecard as the schedule's e-mails list it. */
export interface ListedTimecard {
  userFullName: string;
  weekLabel: string;
  projectName: string;
  hours: string;
  /** How long it has waited, e.g. `3 business days`. */
  waiting?: string;
}

export type ScheduleMail =
  | {
      template: 'submit-reminder';
      data: { name: string; companyName: string; weekLabel: string; link: string };
    }
  | {
      template: 'approval-reminder';
      data: {
        name: string;
        companyName: string;
        timecards: ListedTimecard[];
        inboxUrl: string;
        optOutUrl: string;
      };
    }
  | {
      template: 'approval-escalation';
      data: {
        name: string;
        companyName: string;
        days: number;
        timecards: ListedTimecard[];
        link: string;
      };
    }
  | {
      template: 'approval-digest';
      data: { name: string; companyName: string; timecards: ListedTimecard[]; inboxUrl: string };
    };

const line = (card: ListedTimecard) =>
  `${card.userFullName}, ${card.weekLabel}, ${card.projectName}: ${card.hours}` +
  (card.waiting ? ` (waiting ${card.waiting})` : '');

/** Renders the reminders, escalations and digests of the approval schedule (issue 29 §2). */
export function renderScheduleMail(ctx: MailContext, mail: ScheduleMail): RenderedMail {
  switch (mail.template) {
    case 'submit-reminder': {
      const { name, companyName, weekLabel, link } = mail.data;
      return layout(ctx, `Reminder: submit your timesheet for ${weekLabel}`, {
        paragraphs: [
          `Hello ${name},`,
          `Your ${companyName} timesheet for ${weekLabel} is not submitted yet. Please enter your hours and submit it.`,
        ],
        action: { label: 'Submit Timesheet', href: link },
      });
    }
    case 'approval-reminder': {
      const { name, companyName, timecards, inboxUrl, optOutUrl } = mail.data;
      return layout(ctx, `Reminder: ${timecards.length} timecards wait for your approval`, {
        paragraphs: [
          `Hello ${name || 'there'},`,
          `These ${companyName} timecards are waiting for your decision:`,
          ...timecards.map(line),
        ],
        action: { label: 'Open your approvals', href: inboxUrl },
        after: [`Do not want these reminders? Turn them off: ${optOutUrl}`],
      });
    }
    case 'approval-escalation': {
      const { name, companyName, days, timecards, link } = mail.data;
      return layout(ctx, `Timecards waiting over ${days} business days for approval`, {
        paragraphs: [
          `Hello ${name || 'there'},`,
          `These ${companyName} timecards have waited more than ${days} business days for their contacts' decision:`,
          ...timecards.map(line),
        ],
        action: { label: 'Open All Timesheets', href: link },
      });
    }
    case 'approval-digest': {
      const { name, companyName, timecards, inboxUrl } = mail.data;
      return layout(ctx, `${timecards.length} new timecards to approve`, {
        paragraphs: [
          `Hello ${name || 'there'},`,
          `These ${companyName} timecards arrived since your last digest:`,
          ...timecards.map(line),
        ],
        action: { label: 'Open your approvals', href: inboxUrl },
        after: ['The links in earlier timecard e-mails keep working.'],
      });
    }
  }
}
