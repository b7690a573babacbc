import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer, type WorkerSettings } from './mailer.ts';

export type { Mailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  worker?: WorkerSettings | false;
}

/** The outbox and, when SMTP_URL is set, the worker that sends it (stopped on close). */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailPluginOptions) => {
    const mailer = createMailer({
      config: app.config,
      db: app.db,
      log: app.log,
      worker: options.worker,
    });
    app.decorate('mailer', mailer satisfies Mailer as Mailer);
    app.addHook('onClose', async () => {
      await mailer.stop();
    });
  },
  { name: 'mail' },
);
