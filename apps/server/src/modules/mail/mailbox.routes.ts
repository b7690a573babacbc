import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import { MailboxQuerySchema, MailboxSchema } from '@tallysheet/contract/mail/mailbox';
import { notFound } from '../../lib/http-errors.ts';
import { listMails } from './outbox.repository.ts';

/**
 * The developer mailbox: on the local stage without SMTP, mails never leave, so this lists
 * them (reset codes included) for the mailbox page. On any other stage it does not exist.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev-mailbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['util'],
        summary: 'Developer mailbox (STAGE=local without SMTP_URL only)',
        security: [],
        querystring: MailboxQuerySchema,
        response: { 200: MailboxSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      if (app.config.STAGE !== 'local' || app.mailer.delivering)
        throw notFound('The developer mailbox is off');
      const { rows, count } = await app.db.withSystem('developer mailbox', (tx) =>
        listMails(tx, request.query),
      );
      return {
        count,
        messages: rows.map((row) => ({
          mailId: row.mailId,
          tenantId: row.tenantId,
          template: row.template,
          to: row.toAddress,
          subject: row.subject,
          html: row.html,
          text: row.text,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
