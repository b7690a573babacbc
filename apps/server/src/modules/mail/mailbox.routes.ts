import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import { MailboxQuerySchema, MailboxSchema } from '@tallysheet/contract/mail/mailbox';
import type { Config } from '../../config.ts';
import { notFound } from '../../lib/http-errors.ts';
import { depsOf } from '../../plugins/deps.ts';
import { listMailbox, withInlineImages } from './mailbox.service.ts';

export const isLoopback = (address: string | undefined) =>
  address !== undefined && /^(127\.|::1$|::ffff:127\.)/.test(address);

/**
 * The caller's address for the loopback rule: the socket's own, so a forged X-Forwarded-For
 * cannot pass; behind a proxy the operator names in TRUST_PROXY, the address it reports.
 */
export function callerAddress(request: FastifyRequest, trustProxy: Config['TRUST_PROXY']) {
  return trustProxy === false ? request.socket.remoteAddress : request.ip;
}

/**
 * The developer mailbox: on the local stage without SMTP, mails never leave, so this lists
 * them (reset codes and temporary passwords of every tenant) for the mailbox page. It answers
 * loopback callers only, and on any other stage it does not exist: both are a 404.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const on = () => app.config.STAGE === 'local' && !app.mailer.delivering;
  if (on())
    app.log.warn(
      'Developer mailbox on (STAGE=local without SMTP_URL): GET /api/util/dev-mailbox lists every ' +
        "tenant's e-mails, reset codes and temporary passwords included, so it answers requests " +
        'from this machine (loopback) only. Set SMTP_URL, or STAGE=dev or prod, to turn it off.',
    );
  app.get(
    '/dev-mailbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['util'],
        summary: 'Developer mailbox (STAGE=local without SMTP_URL, loopback callers only)',
        security: [],
        querystring: MailboxQuerySchema,
        response: { 200: MailboxSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      if (!on() || !isLoopback(callerAddress(request, app.config.TRUST_PROXY)))
        throw notFound('The developer mailbox is off');
      const { rows, count } = await listMailbox({ deps: depsOf(request), query: request.query });
      return {
        count,
        messages: rows.map((row) => ({
          mailId: row.mailId,
          tenantId: row.tenantId,
          template: row.template,
          to: row.toAddress,
          subject: row.subject,
          html: withInlineImages(row.html, row.attachments),
          text: row.text,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
