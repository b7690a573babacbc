import { and, eq } from 'drizzle-orm';
import { buildContact, buildUser } from './factories.ts';
import type { TestContext } from './harness.ts';
import type { SweepHome } from './route-driver.ts';
import type { SuccessFixture } from './audit-success-fixtures.ts';
import { approvalTokenIn, inboxTokenIn, row, timesheetWorld } from './timesheet-world.ts';
import { approveAllShown, inboxUrl } from './approvals-world.ts';
import { outbox } from '../db/schema/index.ts';
import { issueLinkToken } from '../modules/link-tokens/link-tokens.repository.ts';
import { saveResetCode } from '../modules/identity/identity.repository.ts';
import { sha256 } from '../modules/identity/opaque-token.ts';
import { OPT_OUT_PURPOSE } from '../modules/contact-links/contact-links.ts';

/**
 * For the audit coverage sweep: the changing routes nobody signed in calls (public, or by a
 * link token), each sent without credentials, with the actor its entry must name: a new
 * company's administrator, a user resetting their password by code, a contact and its link.
 */
export function auditLinkFixtures({ app, db }: SweepHome): Record<string, SuccessFixture> {
  let serial = 0;
  const unique = () => `${++serial}${Math.random().toString(36).slice(2, 8)}`;
  /** A company whose associate submitted a Design day; the approver's timecard e-mail text. */
  async function submittedWithMail() {
    const world = await timesheetWorld({ app, db } as TestContext);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/submit-time/week',
      headers: world.as(world.associate),
      payload: {
        periodStart: '2026-11-21',
        timeCards: [row(world.project.id, world.design.id, { monday: 8 })],
        submit: true,
      },
    });
    if (saved.statusCode >= 300) throw new Error(saved.body);
    const [mail] = await db.withTenant(world.tenantId, (tx) =>
      tx
        .select({ text: outbox.text })
        .from(outbox)
        .where(and(eq(outbox.tenantId, world.tenantId), eq(outbox.toAddress, world.approver.email)))
        .limit(1),
    );
    return { world, text: mail!.text };
  }

  return {
    'POST /api/welcome/sign-up': async () => {
      const id = `cover${unique()}`;
      return {
        anonymous: true,
        actor: { tenantId: id, type: 'user', id: 'nancy' },
        body: {
          tenantId: id,
          companyName: 'Cover Staffing',
          username: 'nancy',
          name: 'Nancy Davolio',
          email: 'nancy@cover.example',
          password: 'Start-trial-1',
        },
      };
    },
    'POST /api/tokens/confirm-forgot-password': async (t) => {
      const user = await buildUser(db, { tenantId: t, userId: `reset-${unique()}` });
      const code = '0123456789';
      const at = new Date();
      await db.withTenant(t, (tx) =>
        saveResetCode(tx, {
          tenantId: t,
          userId: user.userId,
          codeHash: sha256(`${t}#${user.userId}#${code}`),
          expiresAt: new Date(at.getTime() + 600_000),
          createdAt: at,
        }),
      );
      return {
        anonymous: true,
        actor: { tenantId: t, type: 'user', id: user.userId },
        body: {
          tenantId: t,
          externalUserId: user.userId,
          verificationCode: code,
          newPassword: 'Reset-pass-42-cover',
        },
      };
    },
    'POST /api/ts/reminder-opt-out/:token': async (t) => {
      const contact = await buildContact(db, { tenantId: t });
      const token = await db.withTenant(t, (tx) =>
        issueLinkToken(tx, {
          tenantId: t,
          purpose: OPT_OUT_PURPOSE,
          subject: { contactId: contact.id },
          expiresAt: new Date(Date.now() + 600_000),
        }),
      );
      return {
        anonymous: true,
        actor: { tenantId: t, type: 'contact', id: contact.id },
        params: { token },
      };
    },
    'POST /api/ts/approval/:token': async () => {
      const { world, text } = await submittedWithMail();
      const days = { monday: { review: 'approved' } };
      return {
        anonymous: true,
        actor: { tenantId: world.tenantId, type: 'contact', id: world.approver.id },
        params: { token: approvalTokenIn(text) },
        body: { timeCards: [{ projectId: world.project.id, taskId: world.design.id, days }] },
      };
    },
    'POST /api/ts/approval-inbox/:token': async () => {
      const { world, text } = await submittedWithMail();
      const token = inboxTokenIn(text);
      const view = await app.inject({ method: 'GET', url: inboxUrl(token) });
      return {
        anonymous: true,
        actor: { tenantId: world.tenantId, type: 'contact', id: world.approver.id },
        params: { token },
        body: { decisions: approveAllShown(view.json()) },
      };
    },
  };
}
