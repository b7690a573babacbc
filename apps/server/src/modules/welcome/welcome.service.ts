import type { FastifyInstance } from 'fastify';
import {
  TENANT_TAKEN_MESSAGE,
  type SignUp,
  type SignUpResult,
  type TryInvitation,
} from '@tallysheet/contract/welcome/welcome';
import { users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/http-errors.ts';
import { hashPassword } from '../identity/password-hash.ts';
import { findTenant, insertTenant } from '../tenants/tenants.repository.ts';

const addDays = (date: Date, days: number) =>
  new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A new company on a free trial, with the caller as its Billing Administrator. */
export async function signUpTenant({
  app,
  input,
}: {
  app: FastifyInstance;
  input: SignUp;
}): Promise<SignUpResult> {
  const passwordHash = await hashPassword(input.password);
  const trialEndsOn = addDays(new Date(), app.config.TRIAL_DAYS);
  try {
    await app.db.withTenant(input.tenantId, async (tx) => {
      if (await findTenant(tx, { tenantId: input.tenantId })) throw conflict(TENANT_TAKEN_MESSAGE);
      await insertTenant(tx, {
        tenantId: input.tenantId,
        name: input.companyName,
        newCustomer: true,
        subscriptionStatus: 'trial',
        subscriptionEndDate: trialEndsOn,
      });
      await tx.insert(users).values({
        tenantId: input.tenantId,
        userId: input.username,
        displayName: input.name,
        email: input.email,
        role: 'TenantAdmin',
        passwordHash,
      });
      await app.mailer.enqueue(tx, {
        tenantId: input.tenantId,
        to: input.email,
        template: 'welcome',
        data: {
          name: input.name,
          tenantId: input.tenantId,
          username: input.username,
          companyName: input.companyName,
          trialEndsOn,
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TENANT_TAKEN_MESSAGE);
    throw error;
  }
  app.mailer.wake();
  return { tenantId: input.tenantId, username: input.username, trialEndsOn };
}

/** E-mails someone an invitation to try the product, from the caller. */
export async function inviteToTry({
  app,
  tenantId,
  inviterName,
  input,
}: {
  app: FastifyInstance;
  tenantId: string;
  inviterName: string;
  input: TryInvitation;
}) {
  await app.db.withTenant(tenantId, async (tx) => {
    const tenant = await findTenant(tx, { tenantId });
    await app.mailer.enqueue(tx, {
      tenantId,
      to: input.email,
      template: 'try-invitation',
      data: {
        name: input.name,
        inviterName,
        companyName: tenant?.name ?? tenantId,
        message: input.message,
      },
    });
  });
  app.mailer.wake();
}
