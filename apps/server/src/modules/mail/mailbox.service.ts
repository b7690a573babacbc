import type { MailAttachment } from '../../db/schema/mail.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { listMails } from './outbox.repository.ts';

/** A page of the developer mailbox: every tenant's mails, newest first (system path). */
export function listMailbox({
  deps,
  query,
}: {
  deps: ServiceDeps;
  query: { to?: string; page: number; pageSize: number };
}) {
  return deps.db.withSystem('developer mailbox', (tx) => listMails(tx, query));
}

/**
 * The mail's HTML as the browser can show it: images attached inline (`cid:`, the company's
 * logo) become data URLs, since the mailbox page has no mail client to resolve them.
 */
export function withInlineImages(html: string, attachments: MailAttachment[]): string {
  return attachments.reduce(
    (text, file) =>
      file.cid
        ? text.replaceAll(
            `cid:${file.cid}`,
            `data:${file.contentType};base64,${file.contentBase64}`,
          )
        : text,
    html,
  );
}
