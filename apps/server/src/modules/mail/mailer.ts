import type { Config } from '../../config.ts';
import { afterCommit, type Database, type Tx } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema/mail.ts';
import type { Logger } from '../../lib/logger.ts';
import { enqueueMail, enqueueMails } from './outbox.ts';
import { startOutboxWorker, type OutboxWorker, type WorkerOptions } from './outbox.worker.ts';
import type { MailContext } from './mail-layout.ts';
import type { MailTemplate } from './templates.ts';

/** A mail to queue: its tenant, recipient, attachments and template with its data. */
export type MailToQueue = {
  tenantId: string;
  to: string;
  attachments?: MailAttachment[];
} & MailTemplate;

/** What services need to send mail: an outbox row in their transaction. */
export interface Mailer {
  readonly context: MailContext;
  /**
   * Queues a mail in the caller's transaction: it is sent only if the change commits, and
   * the outbox worker is woken after the commit.
   */
  enqueue(tx: Tx, params: MailToQueue): Promise<string>;
  /** As `enqueue` for many mails at once, written in bulk (a job's: the approval schedule). */
  enqueueMany(tx: Tx, mails: MailToQueue[]): Promise<string[]>;
  /** Asks the outbox worker to look for due mails now (it also polls). */
  wake(): void;
  /** True when mails really leave (SMTP_URL set); otherwise they wait in the outbox. */
  readonly delivering: boolean;
}

declare module '../../lib/deps.ts' {
  interface ServiceDeps {
    /** Queues mail in the caller's transaction (see Mailer). */
    mailer: Mailer;
  }
}

export type WorkerSettings = Pick<WorkerOptions, 'pollMs' | 'retryBaseMs' | 'maxAttempts'>;

const maskAddress = (address: string) => address.replace(/^(.).*@/, '$1***@');

/**
 * The outbox mailer and, when SMTP_URL is set and `worker` is not false, the worker that
 * sends the outbox; `stop()` ends the worker.
 */
export function createMailer(options: {
  config: Config;
  db: Database;
  log: Logger;
  worker?: WorkerSettings | false;
}): Mailer & { stop(): Promise<void> } {
  const { config, log } = options;
  const context: MailContext = {
    brandName: config.BRAND_NAME,
    appUrl: config.APP_URL,
    supportEmail: config.SUPPORT_EMAIL,
  };
  let worker: OutboxWorker | null = null;
  if (config.SMTP_URL && options.worker !== false) {
    worker = startOutboxWorker({
      db: options.db,
      smtpUrl: config.SMTP_URL,
      from:
        config.MAIL_FROM ?? `${config.BRAND_NAME} <no-reply@${new URL(config.APP_URL).hostname}>`,
      log: log.child({ module: 'outbox' }),
      ...(options.worker || {}),
    });
  }
  const wake = () => worker?.wake();
  return {
    context,
    delivering: Boolean(worker),
    async enqueue(tx, params) {
      const mailId = await enqueueMail(tx, context, params);
      afterCommit(tx, wake);
      // The log names the mail, never its content: codes and links stay out of logs.
      log.info(
        {
          mailId,
          template: params.template,
          to: maskAddress(params.to),
          tenantId: params.tenantId,
          queuedOnly: !worker,
        },
        worker ? 'mail queued' : 'mail kept in the outbox (no SMTP_URL)',
      );
      return mailId;
    },
    async enqueueMany(tx, mails) {
      if (mails.length === 0) return [];
      const mailIds = await enqueueMails(tx, context, mails);
      afterCommit(tx, wake);
      log.info(
        { mails: mails.length, tenantIds: [...new Set(mails.map((mail) => mail.tenantId))] },
        worker ? 'mails queued' : 'mails kept in the outbox (no SMTP_URL)',
      );
      return mailIds;
    },
    wake,
    async stop() {
      await worker?.stop();
    },
  };
}
