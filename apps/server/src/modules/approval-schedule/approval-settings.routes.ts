import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import {
  ApprovalSettingsSchema,
  ReminderOptOutParamsSchema,
  ReminderOptOutSchema,
} from '@tallysheet/contract/approvals/approval-settings';
import { depsOf } from '../../plugins/deps.ts';
import { limitByIp } from '../../plugins/rate-limit.ts';
import { approvalSettings } from '../approval-settings/approval-settings.service.ts';
import { OPT_OUT_PURPOSE } from '../contact-links/contact-links.ts';
import { reminderOptOut } from './reminder-opt-out.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

/** Admin Settings → Approvals and Reminders (issue 29 §2, Administrator). */
export const approvalSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/approval-settings',
    {
      config: { access: 'admin', apiKey: false },
      schema: {
        tags: ['admin'],
        summary:
          'Approvals and Reminders: the digest, reminders and escalations (tenant time zone)',
        response: { 200: ApprovalSettingsSchema, ...errors },
      },
    },
    async (request) => approvalSettings({ deps: depsOf(request), tenantId: request.auth.tenantId }),
  );

  app.put(
    '/approval-settings',
    {
      config: { access: 'admin', apiKey: false },
      schema: {
        tags: ['admin'],
        summary: 'Change the Approvals and Reminders settings',
        body: ApprovalSettingsSchema,
        response: { 200: ApprovalSettingsSchema, ...errors },
      },
    },
    async (request) =>
      approvalSettings({
        deps: depsOf(request),
        tenantId: request.auth.tenantId,
        change: request.body,
      }),
  );
};

const tokenErrors = {
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
const tokenConfig = { access: 'token', linkPurpose: OPT_OUT_PURPOSE } as const;

/**
 * The reminder footer's opt-out link (issue 29 §2): public, authorized by the link's token,
 * rate-limited per address. GET shows whose reminders it turns off and changes nothing; POST
 * (the page's confirmation) turns them off. Escalations to others still go.
 */
export const reminderOptOutRoutes: FastifyPluginAsyncZod<{ rateLimit: number }> = async (
  app,
  options,
) => {
  await limitByIp(app, { area: 'reminder-opt-out', max: options.rateLimit });
  for (const method of ['GET', 'POST'] as const)
    app.route({
      method,
      url: '/reminder-opt-out/:token',
      config: tokenConfig,
      schema: {
        tags: ['ts'],
        summary:
          method === 'GET'
            ? "The opt-out link's contact and whether reminders are off (changes nothing)"
            : 'Turn reminders off for the link’s contact (escalations to others continue)',
        params: ReminderOptOutParamsSchema,
        response: { 200: ReminderOptOutSchema, ...tokenErrors },
      },
      handler: async (request) =>
        reminderOptOut({
          deps: depsOf(request),
          link: request.linkToken!,
          confirm: method === 'POST',
        }),
    });
};
