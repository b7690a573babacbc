import { layout, type MailContext, type RenderedMail } from './mail-layout.ts';
import { renderTimecardMail, type TimecardMailData } from './timecard-mail.ts';

export type MailTemplate =
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
      data: {
        name: string;
        inviterName: string;
        companyName: string;
        tenantId: string;
        username: string;
        temporaryPassword: string;
        code: string;
      };
    }
  | {
      template: 'temporary-password';
      data: {
        name: string;
        companyName: string;
        tenantId: string;
        username: string;
        temporaryPassword: string;
        code: string;
      };
    }
  | { template: 'timecard'; data: TimecardMailData }
  | {
      template: 'try-invitation';
      data: { name: string; inviterName: string; companyName: string; message?: string };
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
    case 'timecard':
      return renderTimecardMail(ctx, mail.data);
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
    case 'vendor-report': {
      const { name, companyName, supplierName, period, totalHours } = mail.data;
      return layout(ctx, `${companyName}: hours of ${supplierName}'s associates, ${period}`, {
        paragraphs: [
          `Hello ${name || 'there'},`,
          `${companyName} sends you the hours your associates recorded for ${period}: ${totalHours} in all.`,
          'The attached PDF lists each associate week by week, with the hours approved, pending and rejected.',
        ],
      });
    }
  }
}
