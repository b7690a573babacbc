import { escapeHtml as escape } from '../../lib/html.ts';

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

export { escape };

export interface Block {
  /** The company's logo above the body: an image attached inline under this content ID. */
  logo?: { cid: string; alt: string };
  paragraphs: string[];
  code?: string;
  action?: { label: string; href: string };
  /** A plain link under the action. */
  link?: { label: string; href: string };
  after?: string[];
  /** Extra content after the paragraphs: HTML (already escaped) and its plain-text twin. */
  extra?: { html: string; text: string[] };
}

/** One layout for every mail: the brand, the body and a footer, as HTML with a plain-text twin. */
export function layout(ctx: MailContext, subject: string, block: Block): RenderedMail {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#18202B">${escape(text)}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(subject)}</title></head>
<body style="margin:0;padding:24px;background:#F5F6F8;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#FFFFFF;border:1px solid #DDE2E8;border-radius:8px">
<tr><td style="padding:16px 24px;border-bottom:1px solid #DDE2E8;font-size:18px;font-weight:600;color:#1F5FAD">${escape(ctx.brandName)}</td></tr>
<tr><td style="padding:24px">
${block.logo ? `<p style="margin:0 0 16px"><img src="cid:${escape(block.logo.cid)}" alt="${escape(block.logo.alt)}" height="40" style="display:block;height:40px;width:auto;max-width:240px;border:0"></p>` : ''}
${block.paragraphs.map(p).join('\n')}
${block.extra?.html ?? ''}
${block.code ? `<p style="margin:0 0 16px;font-size:28px;letter-spacing:6px;font-weight:600;font-family:Consolas,monospace;color:#18202B">${escape(block.code)}</p>` : ''}
${block.action ? `<p style="margin:0 0 16px"><a href="${escape(block.action.href)}" style="display:inline-block;padding:10px 16px;background:#1F5FAD;color:#FFFFFF;text-decoration:none;border-radius:6px;font-weight:600;font-size:14px">${escape(block.action.label)}</a></p>` : ''}
${block.link ? `<p style="margin:0 0 16px;font-size:14px;line-height:20px"><a href="${escape(block.link.href)}" style="color:#1F5FAD;font-weight:600">${escape(block.link.label)}</a></p>` : ''}
${(block.after ?? []).map(p).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #DDE2E8;font-size:12px;line-height:16px;color:#505B6B">${escape(ctx.brandName)} · Questions? Write to <a href="mailto:${escape(ctx.supportEmail)}" style="color:#1F5FAD">${escape(ctx.supportEmail)}</a></td></tr>
</table></body></html>`;
  const text = [
    ctx.brandName,
    '',
    ...block.paragraphs.flatMap((line) => [line, '']),
    ...(block.extra ? [...block.extra.text, ''] : []),
    ...(block.code ? [block.code, ''] : []),
    ...(block.action ? [`${block.action.label}: ${block.action.href}`, ''] : []),
    ...(block.link ? [`${block.link.label}: ${block.link.href}`, ''] : []),
    ...(block.after ?? []).flatMap((line) => [line, '']),
    `-- ${ctx.brandName} · ${ctx.supportEmail}`,
  ].join('\n');
  return { subject, html, text };
}
