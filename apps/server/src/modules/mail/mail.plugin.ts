import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Tx } from '../../db/client.ts';
import { enqueueMail } from './outbox.ts';
import { startOutboxWorker, type OutboxWorker } from './outbox.worker.ts';
import type { MailContext, MailTemplate } from './templates.ts';

export interface Mailer {
  readonly context: MailContext;
  /** Queues a mail in the caller's transaction; call `wake()` once it has committed. */
  enqueue(tx: Tx, params: { tenantId: string; to: string } & MailTemplate): Promise<string>;
  wake(): void;
  /** True when mails really leave (SMTP_URL set); otherwise they wait in the outbox. */
  readonly delivering: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  worker?: { pollMs?: number; retryBaseMs?: number; maxAttempts?: number } | false;
}

const maskAddress = (address: string) => address.replace(/^(.).*@/, '$1***@');

/** The outbox and, when SMTP_URL is set, the worker that sends it. */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailPluginOptions) => {
    const { config } = app;
    const context: MailContext = {
      brandName: config.BRAND_NAME,
      appUrl: config.APP_URL,
      supportEmail: config.SUPPORT_EMAIL,
    };
    let worker: OutboxWorker | null = null;
    if (config.SMTP_URL && options.worker !== false) {
      worker = startOutboxWorker({
        db: app.db,
        smtpUrl: config.SMTP_URL,
        from:
          config.MAIL_FROM ?? `${config.BRAND_NAME} <no-reply@${new URL(config.APP_URL).hostname}>`,
        log: app.log.child({ module: 'outbox' }),
        ...(options.worker || {}),
      });
    }
    app.decorate('mailer', {
      context,
      delivering: Boolean(worker),
      async enqueue(tx, params) {
        const mailId = await enqueueMail(tx, context, params);
        // The log names the mail, never its content: codes and links stay out of logs.
        app.log.info(
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
      wake() {
        worker?.wake();
      },
    } satisfies Mailer);
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'mail' },
);
