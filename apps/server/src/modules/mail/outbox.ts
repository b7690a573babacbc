import type { Tx } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema/mail.ts';
import { insertMail } from './outbox.repository.ts';
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
