/** Everything a mail needs from the deployment. */
export interface MailContext {
  brandName: string;
  appUrl: string;
  supportEmail: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface Block {
  paragraphs: string[];
  code?: string;
  action?: { label: string; href: string };
  after?: string[];
}

/** One layout for every mail: the brand, the body and a footer, as HTML with a plain-text twin. */
function layout(ctx: MailContext, subject: string, block: Block): RenderedMail {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#18202B">${escape(text)}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(subject)}</title></head>
<body style="margin:0;padding:24px;background:#F5F6F8;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#FFFFFF;border:1px solid #DDE2E8;border-radius:8px">
<tr><td style="padding:16px 24px;border-bottom:1px solid #DDE2E8;font-size:18px;font-weight:600;color:#1F5FAD">${escape(ctx.brandName)}</td></tr>
<tr><td style="padding:24px">
${block.paragraphs.map(p).join('\n')}
${block.code ? `<p style="margin:0 0 16px;font-size:28px;letter-spacing:6px;font-weight:600;font-family:Consolas,monospace;color:#18202B">${escape(block.code)}</p>` : ''}
${block.action ? `<p style="margin:0 0 16px"><a href="${escape(block.action.href)}" style="display:inline-block;padding:10px 16px;background:#1F5FAD;color:#FFFFFF;text-decoration:none;border-radius:6px;font-weight:600;font-size:14px">${escape(block.action.label)}</a></p>` : ''}
${(block.after ?? []).map(p).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #DDE2E8;font-size:12px;line-height:16px;color:#505B6B">${escape(ctx.brandName)} · Questions? Write to <a href="mailto:${escape(ctx.supportEmail)}" style="color:#1F5FAD">${escape(ctx.supportEmail)}</a></td></tr>
</table></body></html>`;
  const text = [
    ctx.brandName,
    '',
    ...block.paragraphs.flatMap((line) => [line, '']),
    ...(block.code ? [block.code, ''] : []),
    ...(block.action ? [`${block.action.label}: ${block.action.href}`, ''] : []),
    ...(block.after ?? []).flatMap((line) => [line, '']),
    `-- ${ctx.brandName} · ${ctx.supportEmail}`,
  ].join('\n');
  return { subject, html, text };
}

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
  | {
      template: 'try-invitation';
      data: { name: string; inviterName: string; companyName: string; message?: string };
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
  }
}
