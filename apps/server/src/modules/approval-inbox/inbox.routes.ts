import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApprovalInboxSchema,
  InboxDecisionResultSchema,
  InboxDecisionSchema,
} from '@tallysheet/contract/timesheets/approval-inbox';
import { ApprovalTokenParamsSchema } from '@tallysheet/contract/timesheets/timesheets';
import { depsOf } from '../../plugins/deps.ts';
import { limitByIp } from '../../plugins/rate-limit.ts';
import { tokenRouteErrors } from './approval.routes.ts';
import { INBOX_PURPOSE } from '../contact-links/inbox-link.ts';
import { decideInbox, getInbox } from './inbox.service.ts';

const config = { access: 'token', linkPurpose: INBOX_PURPOSE } as const;

/**
 * The approver's inbox (issue 29 §1): public, authorized by the e-mailed inbox link's token,
 * rate-limited per client address before the token is looked up. GET never decides.
 */
export const approvalInboxRoutes: FastifyPluginAsyncZod<{ rateLimit: number }> = async (
  app,
  options,
) => {
  await limitByIp(app, { area: 'approval-inbox', max: options.rateLimit });

  app.get(
    '/approval-inbox/:token',
    {
      config,
      schema: {
        tags: ['ts'],
        summary: "Every timecard waiting for a project contact's decision, from their inbox link",
        params: ApprovalTokenParamsSchema,
        response: { 200: ApprovalInboxSchema, ...tokenRouteErrors },
      },
    },
    async (request) => getInbox({ deps: depsOf(request), link: request.linkToken! }),
  );

  app.post(
    '/approval-inbox/:token',
    {
      config,
      schema: {
        tags: ['ts'],
        summary:
          'Approve or reject days of timecards waiting for the contact (all or nothing; a rejection needs a comment)',
        params: ApprovalTokenParamsSchema,
        body: InboxDecisionSchema,
        response: { 200: InboxDecisionResultSchema, ...tokenRouteErrors },
      },
    },
    async (request) =>
      decideInbox({ deps: depsOf(request), link: request.linkToken!, input: request.body }),
  );
};
