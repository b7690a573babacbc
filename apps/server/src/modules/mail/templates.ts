import { LOGIN_MESSAGES } from '@tallysheet/contract/identity/tokens';
import { layout, type MailContext, type RenderedMail } from './mail-layout.ts';
import { renderTimecardMail, type TimecardMailData } from './timecard-mail.ts';
import { renderDecisionReceipt, type DecisionReceiptData } from './decision-receipt-mail.ts';
import { renderScheduleMail, type ScheduleMail } from './schedule-mail.ts';

/** What a mail handing out a temporary password carries: the sign-in details and a code. */
type SignInDetails = {
  name: string;
  companyName: string;
  tenantId: string;
  username: string;
  temporaryPassword: string;
  code: string;
};

export type MailTemplate =
  | ScheduleMail
  | {
      template: 'password-reset-code';
      data: { name: string; code: string; tenantId: string; username: string };
    }
  | {
      template: 'welcome';
      data: {
        name: string;
        tenantId: string;
        username: string;
        companyName: string;
        trialEndsOn: string;
      };
    }
  | {
      template: 'user-invitation';
      data: SignInDetails & { inviterName: string };
    }
  | {
      template: 'temporary-password';
      data: SignInDetails;
    }
  | {
      template: 'mfa-changed';
      data: {
        name: string;
        event: 'enrolled' | 'disabled' | 'reset' | 'recovery-code-used';
        tenantId: string;
        username: string;
      };
    }
  | { template: 'timecard'; data: TimecardMailData }
  | { template: 'decision-receipt'; data: DecisionReceiptData }
  | {
      template: 'try-invitation';
      data: { name: string; inviterName: string; companyName: string; message?: string };
    }
  | { template: 'internal-email-code'; data: { companyName: string; code: string } }
  | {
      template: 'internal-notice';
      data: { companyName: string; subject: string; paragraphs: string[]; link?: string };
    }
  | {
      template: 'resubmission-request';
      data: {
        name: string;
        companyName: string;
        userFullName: string;
        weekLabel: string;
        /** The rejected days, e.g. `Data platform · Design, Monday: the reviewer's comment`. */
        rejectedDays: string[];
        link: string;
      };
    }
  | {
      /** A correction's news: proposed (to the associate) or declined (to the contact). */
      template: 'correction';
      data: {
        name: string;
        subject: string;
        paragraphs: string[];
        action: { label: string; href: string };
      };
    }
  | {
      template: 'vendor-report';
      data: {
        name: string;
        companyName: string;
        supplierName: string;
        /** The period in words, e.g. `Nov 01, 2026 – Nov 30, 2026`. */
        period: string;
        totalHours: string;
        /** The content ID of the company's logo attached inline, when it has one. */
        logoCid?: string;
      };
    };

/** Renders a template with its data. */
export function renderMail(ctx: MailContext, mail: MailTemplate): RenderedMail {
  switch (mail.template) {
    case 'password-reset-code': {
      const { name, code, tenantId, username } = mail.data;
      return layout(ctx, `Your ${ctx.brandName} verification code`, {
        paragraphs: [
          `Hello ${name},`,
          `Someone asked to reset the password of ${username} (Customer ID ${tenantId}). Your verification code is:`,
        ],
        code,
        after: [
          'The code works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
          LOGIN_MESSAGES.lockoutRule,
        ],
      });
    }
    case 'welcome': {
      const { name, tenantId, username, companyName, trialEndsOn } = mail.data;
      return layout(ctx, `Welcome to ${ctx.brandName}`, {
        paragraphs: [
          `Hello ${name},`,
          `${companyName} is set up on ${ctx.brandName}. Your free trial runs until ${trialEndsOn}.`,
          `Sign in with Customer ID ${tenantId} and username ${username}.`,
        ],
        action: { label: `Sign in to ${ctx.brandName}`, href: `${ctx.appUrl}/` },
      });
    }
    case 'user-invitation': {
      const { name, inviterName, companyName, tenantId, username, temporaryPassword, code } =
        mail.data;
      return layout(ctx, `${inviterName} invited you to ${companyName} on ${ctx.brandName}`, {
        paragraphs: [
          `Hello ${name},`,
          `${inviterName} added you to ${companyName} on ${ctx.brandName}, where you submit your weekly timesheets.`,
          `Sign in with Customer ID ${tenantId}, username ${username} and this temporary password:`,
        ],
        code: temporaryPassword,
        action: { label: 'Accept the invitation', href: `${ctx.appUrl}/?code=${code}` },
        after: [
          'You will choose your own password at first sign-in. The temporary password expires in 7 days.',
        ],
      });
    }
    case 'temporary-password': {
      const { name, companyName, tenantId, username, temporaryPassword, code } = mail.data;
      return layout(ctx, `Your new ${ctx.brandName} password`, {
        paragraphs: [
          `Hello ${name},`,
          `An administrator of ${companyName} reset your ${ctx.brandName} password. Sign in with Customer ID ${tenantId}, username ${username} and this temporary password:`,
        ],
        code: temporaryPassword,
        action: { label: `Sign in to ${ctx.brandName}`, href: `${ctx.appUrl}/?code=${code}` },
        after: [
          'You will choose your own password at sign-in. The temporary password expires in 7 days.',
        ],
      });
    }
    case 'mfa-changed': {
      const { name, event, tenantId, username } = mail.data;
      const what = {
        enrolled: 'Two-step verification was turned on for',
        disabled: 'Two-step verification was turned off for',
        reset: 'An administrator turned off two-step verification for',
        'recovery-code-used': 'A recovery code was used to sign in to',
      }[event];
      return layout(ctx, `Two-step verification on your ${ctx.brandName} account`, {
        paragraphs: [`Hello ${name},`, `${what} ${username} (Customer ID ${tenantId}).`],
        after: ['If this was not you, change your password at once and tell your administrator.'],
      });
    }
    case 'timecard':
      return renderTimecardMail(ctx, mail.data);
    case 'decision-receipt':
      return renderDecisionReceipt(ctx, mail.data);
    case 'submit-reminder':
    case 'approval-reminder':
    case 'approval-escalation':
    case 'approval-digest':
      return renderScheduleMail(ctx, mail);
    case 'try-invitation': {
      const { name, inviterName, companyName, message } = mail.data;
      return layout(ctx, `${inviterName} invites you to try ${ctx.brandName}`, {
        paragraphs: [
          `Hello ${name},`,
          `${inviterName} of ${companyName} uses ${ctx.brandName} for timesheets and approvals, and thinks you would like it too.`,
          ...(message ? [`"${message}"`] : []),
        ],
        action: { label: 'Start a free trial', href: `${ctx.appUrl}/sign-up` },
      });
    }
    case 'internal-email-code': {
      const { companyName, code } = mail.data;
      return layout(ctx, `Verify ${companyName}'s Internal Contact Email`, {
        paragraphs: [
          `This address was entered as ${companyName}'s Internal Contact Email on ${ctx.brandName}. To confirm it, enter this code on the Internal Contact Email screen:`,
        ],
        code,
        after: [
          'The code expires in 30 minutes. If you did not expect this e-mail, ignore it: nothing is sent here until the code is entered.',
        ],
      });
    }
    case 'internal-notice': {
      const { companyName, subject, paragraphs, link } = mail.data;
      return layout(ctx, subject, {
        paragraphs: [`${companyName}'s copy:`, ...paragraphs],
        action: link ? { label: `Open ${ctx.brandName}`, href: link } : undefined,
      });
    }
    case 'resubmission-request': {
      const { name, companyName, userFullName, weekLabel, rejectedDays, link } = mail.data;
      return layout(ctx, `${userFullName} asks to resubmit the timesheet for ${weekLabel}`, {
        paragraphs: [
          `Hello ${name || 'there'},`,
          `${userFullName} asks you to allow resubmission of their ${companyName} timesheet for ${weekLabel}, which has rejected days:`,
          ...rejectedDays,
          'Open the timesheet in All Timesheets and choose Allow Resubmission.',
        ],
        action: { label: 'Open the timesheet', href: link },
      });
    }
    case 'correction': {
      const { name, subject, paragraphs, action } = mail.data;
      return layout(ctx, subject, {
        paragraphs: [`Hello ${name || 'there'},`, ...paragraphs],
        action,
      });
    }
    case 'vendor-report': {
      const { name, companyName, supplierName, period, totalHours, logoCid } = mail.data;
      return layout(ctx, `${companyName}: hours of ${supplierName}'s associates, ${period}`, {
        logo: logoCid ? { cid: logoCid, alt: companyName } : undefined,
        paragraphs: [
          `Hello ${name || 'there'},`,
          `${companyName} sends you the hours your associates recorded for ${period}: ${totalHours} in all.`,
          'The attached PDF lists each associate week by week, with the hours approved, pending and rejected.',
        ],
      });
    }
  }
}
