import type { Tx } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema/mail.ts';
import { insertMail, insertMails } from './outbox.repository.ts';
import type { MailContext } from './mail-layout.ts';
import { renderMail, type MailTemplate } from './templates.ts';

/** Queues a mail in the caller's transaction: it is sent only if the change commits. */
export async function enqueueMail(
  tx: Tx,
  ctx: MailContext,
  params: { tenantId: string; to: string; attachments?: MailAttachment[] } & MailTemplate,
): Promise<string> {
  const mail = renderMail(ctx, params);
  return insertMail(tx, {
    tenantId: params.tenantId,
    template: params.template,
    to: params.to,
    mail,
    attachments: params.attachments,
  });
}

/** Queues many mails in the caller's transaction, rendered here and written in bulk. */
export function enqueueMails(
  tx: Tx,
  ctx: MailContext,
  mails: ({ tenantId: string; to: string; attachments?: MailAttachment[] } & MailTemplate)[],
): Promise<string[]> {
  return insertMails(
    tx,
    mails.map((params) => ({
      tenantId: params.tenantId,
      template: params.template,
      to: params.to,
      mail: renderMail(ctx, params),
      attachments: params.attachments,
    })),
  );
}
