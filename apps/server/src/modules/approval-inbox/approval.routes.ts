import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApprovalDecisionSchema,
  ApprovalTokenParamsSchema,
  ApprovalViewSchema,
} from '@tallysheet/contract/timesheets/timesheets';
import { depsOf } from '../../plugins/deps.ts';
import { limitByIp } from '../../plugins/rate-limit.ts';
import { errorResponses } from '../../plugins/route-parts.ts';
import { decideApproval, getApproval } from './approval.service.ts';
import { APPROVAL_PURPOSE } from '../timesheets/timecard-mails.ts';

/** What a link-token route may answer besides its success (the timecard link, the inbox). */
export const tokenRouteErrors = errorResponses(400, 401, 404, 409, 429);
const config = { access: 'token', linkPurpose: APPROVAL_PURPOSE } as const;

/**
 * The approval portal's calls (API.md): public, authorized by the e-mailed link's token,
 * rate-limited per client address. GET never changes anything; POST records decisions.
 */
export const approvalRoutes: FastifyPluginAsyncZod<{ rateLimit: number }> = async (
  app,
  options,
) => {
  await limitByIp(app, { area: 'approval', max: options.rateLimit });

  app.get(
    '/approval/:token',
    {
      config,
      schema: {
        tags: ['ts'],
        summary: "A project contact's view of a timesheet's timecards, from the e-mailed link",
        params: ApprovalTokenParamsSchema,
        response: { 200: ApprovalViewSchema, ...tokenRouteErrors },
      },
    },
    async (request) => getApproval({ deps: depsOf(request), link: request.linkToken! }),
  );

  app.post(
    '/approval/:token',
    {
      config,
      schema: {
        tags: ['ts'],
        summary: "Approve or reject days of the contact's project (a rejection needs a comment)",
        params: ApprovalTokenParamsSchema,
        body: ApprovalDecisionSchema,
        response: { 200: ApprovalViewSchema, ...tokenRouteErrors },
      },
    },
    async (request) =>
      decideApproval({ deps: depsOf(request), link: request.linkToken!, input: request.body }),
  );
};
