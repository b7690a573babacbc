import { createHash } from 'node:crypto';
import { bearerFor, buildUser, type TestUser } from './factories.ts';
import type { TestContext } from './harness.ts';
import type { SweepHome } from './route-driver.ts';
import type { SuccessFixture } from './audit-success-fixtures.ts';
import { designReview, row, timesheetWorld, type TimesheetWorld } from './timesheet-world.ts';
import { totpCode } from '../modules/identity/totp.ts';
import { upsertInternalEmail } from '../modules/internal-email/internal-email.repository.ts';

const PASSWORD = 'Coverage-sweep-mfa-1';
const WEEK = '2026-11-21';
const STEP_MS = 30_000;

/**
 * For the audit coverage sweep: the routes that need a state first (a second factor turned on,
 * a code the company was mailed, a submitted or rejected week), each built through the API as
 * a user would, then the request that succeeds on it.
 */
export function auditStateFixtures({ app, db }: SweepHome): Record<string, SuccessFixture> {
  let serial = 0;
  const call = (who: TestUser, method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, headers: bearerFor(app, who), payload });
  const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
    const done = await response;
    if (done.statusCode >= 300) throw new Error(done.body);
    return done;
  };

  /** A user of `tenantId` with a password and the second factor on; its TOTP secret. */
  async function enrolled(tenantId: string) {
    const user = await buildUser(db, { tenantId, userId: `mfa-${++serial}`, password: PASSWORD });
    const setup = await ok(call(user, 'POST', '/api/tokens/mfa/setup', { password: PASSWORD }));
    const { secret } = JSON.parse(setup.body) as { secret: string };
    await ok(call(user, 'POST', '/api/tokens/mfa/verify', { code: totpCode(secret, new Date()) }));
    return { user, secret };
  }

  /** A company whose associate submitted the usual Design week; the world and its timesheet id. */
  async function submitted(reopen?: boolean) {
    const world = await timesheetWorld({ app, db } as TestContext);
    if (reopen !== undefined)
      await ok(
        call(world.admin, 'PUT', '/api/admin/account-information', { rejectedDaysReopen: reopen }),
      );
    const saved = await ok(
      call(world.associate, 'PUT', '/api/submit-time/week', {
        periodStart: WEEK,
        timeCards: [row(world.project.id, world.design.id, { monday: 8, tuesday: 7.5 })],
        submit: true,
      }),
    );
    return { world, timesheetId: (JSON.parse(saved.body) as { timesheetId: string }).timesheetId };
  }

  /** The same week with Monday rejected by the administrator. */
  async function rejected(
    reopen: boolean,
  ): Promise<{ world: TimesheetWorld; timesheetId: string }> {
    const made = await submitted(reopen);
    const review = designReview(made.world, {
      monday: { review: 'rejected', reviewComment: 'Not on site' },
    });
    await ok(
      call(made.world.admin, 'POST', '/api/ts/review', {
        timesheetId: made.timesheetId,
        ...review,
      }),
    );
    return made;
  }

  return {
    'POST /api/tokens/mfa/setup': async (t) => ({
      as: await buildUser(db, { tenantId: t, userId: `mfa-${++serial}`, password: PASSWORD }),
      body: { password: PASSWORD },
    }),
    'POST /api/tokens/mfa/verify': async (t) => {
      const user = await buildUser(db, {
        tenantId: t,
        userId: `mfa-${++serial}`,
        password: PASSWORD,
      });
      const setup = await ok(call(user, 'POST', '/api/tokens/mfa/setup', { password: PASSWORD }));
      const { secret } = JSON.parse(setup.body) as { secret: string };
      return { as: user, body: { code: totpCode(secret, new Date()) } };
    },
    'POST /api/tokens/mfa/disable': async (t) => {
      const { user, secret } = await enrolled(t);
      // The next step's code: the one verify used is spent.
      const code = totpCode(secret, new Date(Date.now() + STEP_MS));
      return { as: user, body: { password: PASSWORD, code } };
    },
    'POST /api/users/reset-mfa': async (t) => ({
      body: { userId: (await enrolled(t)).user.userId },
    }),
    'POST /api/admin/internal-email/verify': async (t) => {
      const email = `office-${++serial}@example.com`;
      const code = '123456';
      const codeHash = createHash('sha256').update(`${t}\n${email}\n${code}`).digest('hex');
      await db.withTenant(t, (tx) =>
        upsertInternalEmail(tx, {
          tenantId: t,
          values: {
            email,
            verified: false,
            codeHash,
            codeExpiresAt: new Date(Date.now() + 600_000),
            attempts: 0,
          },
          at: new Date(),
        }),
      );
      return { body: { code } };
    },
    'POST /api/ts/review': async () => {
      const { world, timesheetId } = await submitted();
      return {
        as: world.admin,
        body: { timesheetId, ...designReview(world, { monday: { review: 'approved' } }) },
      };
    },
    'POST /api/ts/update-resubmission-status': async () => {
      const { world, timesheetId } = await submitted();
      return { as: world.admin, body: { timesheetId, newStatus: true } };
    },
    'POST /api/ts/ask-to-resubmit': async () => {
      const { world, timesheetId } = await rejected(false);
      return { as: world.associate, body: { timesheetId } };
    },
    'PUT /api/submit-time/rejected-days': async () => {
      const { world } = await rejected(true);
      return {
        as: world.associate,
        body: {
          periodStart: WEEK,
          userId: world.associate.userId,
          timeCards: [row(world.project.id, world.design.id, { monday: 6 })],
        },
      };
    },
  };
}
