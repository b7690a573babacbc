import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import {
  DevClockRunSchema,
  DevClockSchema,
} from '@tallysheet/contract/approvals/approval-settings';
import { isMovable } from '../../lib/clock.ts';
import { invalidField, notFound } from '../../lib/http-errors.ts';
import { runBillingSweep } from '../billing/billing-sweep.ts';
import { callerAddress, isLoopback } from '../mail/mailbox.routes.ts';
import { runApprovalSchedule } from './approval-schedule.ts';

/** Every job that runs on time, by the name POST /util/dev-clock reports. */
const JOBS = [
  ['approval-schedule', runApprovalSchedule],
  ['billing-sweep', runBillingSweep],
] as const;

/**
 * The developer clock (issue 29): on the local stage, loopback callers read the server's clock
 * and move it forward, which runs every job that became due (reminders, escalations, digests,
 * the billing sweep). Anywhere else, or from another address, it does not exist: a 404.
 */
export const devClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const clock = () => {
    const { clock } = app.deps;
    return app.config.STAGE === 'local' && isMovable(clock) ? clock : undefined;
  };
  const refuse = (address: string | undefined) => {
    const movable = clock();
    if (!movable || !isLoopback(address)) throw notFound('The developer clock is off');
    return movable;
  };

  app.get(
    '/dev-clock',
    {
      config: { access: 'public' },
      schema: {
        tags: ['util'],
        summary: "The server's clock (STAGE=local, loopback callers only)",
        security: [],
        response: { 200: DevClockSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ({
      now: refuse(callerAddress(request, app.config.TRUST_PROXY)).now().toISOString(),
    }),
  );

  app.post(
    '/dev-clock',
    {
      config: { access: 'public' },
      schema: {
        tags: ['util'],
        summary:
          "Move the server's clock forward and run every job that became due (STAGE=local, loopback callers only)",
        security: [],
        body: DevClockSchema,
        response: { 200: DevClockRunSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const movable = refuse(callerAddress(request, app.config.TRUST_PROXY));
      const target = new Date(request.body.now);
      if (target.getTime() < movable.now().getTime())
        throw invalidField('now', 'The clock only moves forward: give a later instant');
      movable.set(target);
      const deps = { ...app.deps, log: request.log };
      const ran: string[] = [];
      for (const [name, run] of JOBS) if ((await run(deps)).claimed) ran.push(name);
      return { now: movable.now().toISOString(), ran };
    },
  );
};
