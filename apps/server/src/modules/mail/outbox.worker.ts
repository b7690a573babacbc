import nodemailer from 'nodemailer';
import { assertOutsideTransaction, type Database } from '../../db/client.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { retryDelayMs, startPoller } from '../../lib/poller.ts';
import { claimDueMails, markFailed, markSent, type OutboxRow } from './outbox.repository.ts';

export interface WorkerOptions {
  db: Database;
  smtpUrl: string;
  from: string;
  log: Logger;
  pollMs?: number;
  retryBaseMs?: number;
  maxAttempts?: number;
  /** SMTP connections kept open and reused, and so mails on their way at once (default 3). */
  connections?: number;
  /** Mails claimed at once (default 20). */
  batch?: number;
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

/**
 * The outbox's transactions wait for a connection before the requests already waiting: at the
 * Monday-morning peak on one PostgreSQL instance, queued behind them, it sent a little less than
 * the 16.7 mails a second submitted and mail fell 9-17 s behind (bench/README.md, workload).
 */
const AHEAD = { ahead: true };

/** How long a claim holds its mails: another instance claims them again after it. */
const LEASE_SECONDS = 120;

/**
 * Mails are marked sent as they go, several in one transaction: those sent while the previous
 * mark ran are marked together in the next (one transaction for a batch's worth, not one each,
 * and a mail is marked as soon as one is free to mark it).
 */
function sentMarks(db: Database, clock: Clock, log: Logger) {
  let pending: OutboxRow[] = [];
  let running: Promise<void> | null = null;
  const mark = async () => {
    while (pending.length > 0) {
      const mails = pending;
      pending = [];
      try {
        await db.withSystem(
          'outbox: mark sent',
          (tx) => markSent(tx, { mails, at: clock.now() }),
          AHEAD,
        );
        for (const mail of mails)
          log.info({ mailId: mail.mailId, template: mail.template }, 'mail sent');
      } catch (error) {
        // Sent but still leased: claimed and sent again once the lease ends (at least once).
        log.error(
          { err: error, mailIds: mails.map((mail) => mail.mailId) },
          'mails sent but not marked sent',
        );
      }
    }
    running = null;
  };
  return {
    add(mail: OutboxRow) {
      pending.push(mail);
      running ??= mark();
    },
    async settled() {
      while (running) await running;
    },
  };
}

/**
 * Sends the outbox through SMTP: claims a batch in one short transaction (SKIP LOCKED, so two
 * instances never claim the same mail), sends it outside any transaction over a pool of a few
 * SMTP connections kept open, `connections` mails at a time, and marks each sent (several in one
 * transaction, `sentMarks`) or schedules its retry; one mail's failure holds up no other.
 */
export function startOutboxWorker(options: WorkerOptions): OutboxWorker {
  const pollMs = options.pollMs ?? 2_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const connections = options.connections ?? 3;
  const batchSize = options.batch ?? 20;
  const clock = options.clock ?? systemClock;
  const log = options.log;
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: connections,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  let stopped = false;

  async function failed(mail: OutboxRow, error: unknown): Promise<void> {
    const message = (error as Error).message;
    const retryAt =
      mail.attempts >= maxAttempts
        ? null
        : new Date(clock.now().getTime() + retryDelayMs(mail.attempts, retryBaseMs));
    try {
      await options.db.withSystem(
        'outbox: mark failed',
        (tx) =>
          markFailed(tx, {
            tenantId: mail.tenantId,
            mailId: mail.mailId,
            error: message,
            retryAt,
            at: clock.now(),
          }),
        AHEAD,
      );
    } catch (markError) {
      // Still leased: claimed again once the lease ends, as a retry would be.
      log.error({ err: markError, mailId: mail.mailId }, 'mail not sent, and not marked');
    }
    log.warn(
      { mailId: mail.mailId, attempt: mail.attempts, retryAt, err: message },
      'mail not sent',
    );
  }

  async function send(mail: OutboxRow, marks: ReturnType<typeof sentMarks>): Promise<void> {
    assertOutsideTransaction('Sending mail through SMTP');
    // Its lease ran out while it waited (a slow server): another instance may have claimed it.
    if (mail.claimedUntil && clock.now() >= mail.claimedUntil) return;
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
    } catch (error) {
      await failed(mail, error);
      return;
    }
    marks.add(mail);
  }

  async function drain(): Promise<void> {
    while (!stopped) {
      const batch = await options.db.withSystem(
        'outbox: claim',
        (tx) =>
          claimDueMails(tx, { limit: batchSize, leaseSeconds: LEASE_SECONDS, now: clock.now() }),
        AHEAD,
      );
      if (batch.length === 0) return;
      const marks = sentMarks(options.db, clock, log);
      let next = 0;
      const lane = async () => {
        while (!stopped && next < batch.length) await send(batch[next++]!, marks);
      };
      await Promise.all(Array.from({ length: Math.min(connections, batch.length) }, lane));
      await marks.settled();
      // Fewer than asked for: nothing else was due (a mail queued since wakes the worker).
      if (batch.length < batchSize) return;
    }
  }

  const poller = startPoller({ pollMs, pass: drain, log, failure: 'outbox worker failed' });
  return {
    wake: poller.wake,
    async stop() {
      stopped = true;
      await poller.stop();
      transport.close();
    },
  };
}
