import nodemailer from 'nodemailer';
import { assertOutsideTransaction, type Database } from '../../db/client.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { retryDelayMs, startPoller } from '../../lib/poller.ts';
import { claimDueMails, markFailed, markSent } from './outbox.repository.ts';

export interface WorkerOptions {
  db: Database;
  smtpUrl: string;
  from: string;
  log: Logger;
  pollMs?: number;
  retryBaseMs?: number;
  maxAttempts?: number;
  /**
   * Wall time by default, not the app's business clock: mails are claimed, leased and
   * retried in real time, whatever day the app's clock says it is.
   */
  clock?: Clock;
}

export interface OutboxWorker {
  /** Looks for due mails now rather than at the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

const LEASE_SECONDS = 120;
const BATCH = 10;

/**
 * Sends the outbox through SMTP: claims a batch in one short transaction, sends each mail
 * outside any transaction, then marks it sent or schedules a retry in another.
 */
export function startOutboxWorker(options: WorkerOptions): OutboxWorker {
  const pollMs = options.pollMs ?? 2_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const clock = options.clock ?? systemClock;
  const transport = nodemailer.createTransport(options.smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
  let stopped = false;

  async function drain(): Promise<void> {
    for (;;) {
      const batch = await options.db.withSystem('outbox: claim', (tx) =>
        claimDueMails(tx, { limit: BATCH, leaseSeconds: LEASE_SECONDS, now: clock.now() }),
      );
      if (batch.length === 0) return;
      for (const mail of batch) {
        if (stopped) return;
        assertOutsideTransaction('Sending mail through SMTP');
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.toAddress,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            attachments: mail.attachments.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              content: Buffer.from(file.contentBase64, 'base64'),
              ...(file.cid ? { cid: file.cid } : {}),
            })),
          });
          await options.db.withSystem('outbox: mark sent', (tx) =>
            markSent(tx, { ...mail, at: clock.now() }),
          );
          options.log.info({ mailId: mail.mailId, template: mail.template }, 'mail sent');
        } catch (error) {
          const message = (error as Error).message;
          const retryAt =
            mail.attempts >= maxAttempts
              ? null
              : new Date(clock.now().getTime() + retryDelayMs(mail.attempts, retryBaseMs));
          await options.db.withSystem('outbox: mark failed', (tx) =>
            markFailed(tx, {
              tenantId: mail.tenantId,
              mailId: mail.mailId,
              error: message,
              retryAt,
              at: clock.now(),
            }),
          );
          options.log.warn(
            { mailId: mail.mailId, attempt: mail.attempts, retryAt, err: message },
            'mail not sent',
          );
        }
      }
    }
  }

  const poller = startPoller({
    pollMs,
    pass: drain,
    log: options.log,
    failure: 'outbox worker failed',
  });
  return {
    wake: poller.wake,
    async stop() {
      stopped = true;
      await poller.stop();
      transport.close();
    },
  };
}
