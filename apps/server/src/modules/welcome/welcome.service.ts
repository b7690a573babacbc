import {
  TENANT_TAKEN_MESSAGE,
  type SignUp,
  type SignUpResult,
  type TryInvitation,
} from '@tallysheet/contract/welcome/welcome';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { conflict } from '../../lib/http-errors.ts';
import { hashPassword } from '../identity/password-hash.ts';
import { temporaryPasswordExpiry } from '../identity/temporary-password.ts';
import { addTenant, companyNameOf, tenantOf } from '../tenants/tenants.service.ts';
import { addUser } from '../users/users.service.ts';
import { recordAudit } from '../audit/record.ts';
import { signUpAudit } from '../audit/account-entries.ts';

const addDays = (date: Date, days: number) =>
  new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A new company on a free trial, with the caller as its Billing Administrator. */
export async function signUpTenant({
  deps,
  input,
}: {
  deps: ServiceDeps;
  input: SignUp;
}): Promise<SignUpResult> {
  const passwordHash = await hashPassword(input.password);
  const trialEndsOn = addDays(deps.clock.now(), deps.config.TRIAL_DAYS);
  try {
    await deps.db.withTenant(input.tenantId, async (tx) => {
      if (await tenantOf(tx, { tenantId: input.tenantId })) throw conflict(TENANT_TAKEN_MESSAGE);
      await addTenant(tx, {
        tenantId: input.tenantId,
        name: input.companyName,
        newCustomer: true,
        subscriptionStatus: 'trial',
        subscriptionEndDate: trialEndsOn,
      });
      await addUser(tx, {
        tenantId: input.tenantId,
        userId: input.username,
        displayName: input.name,
        email: input.email,
        role: 'TenantAdmin',
        passwordHash,
      });
      await recordAudit(tx, deps, signUpAudit({ ...input, trialEndsOn }));
      await deps.mailer.enqueue(tx, {
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
  return { tenantId: input.tenantId, username: input.username, trialEndsOn };
}

/** E-mails someone an invitation to try the product, from the caller. */
export async function inviteToTry({
  deps,
  tenantId,
  inviterName,
  input,
}: {
  deps: ServiceDeps;
  tenantId: string;
  inviterName: string;
  input: TryInvitation;
}) {
  await deps.db.withTenant(tenantId, async (tx) => {
    const companyName = await companyNameOf(tx, tenantId);
    await deps.mailer.enqueue(tx, {
      tenantId,
      to: input.email,
      template: 'try-invitation',
      data: {
        name: input.name,
        inviterName,
        companyName,
        message: input.message,
      },
    });
  });
}

/**
 * The operator's own tenant (cli): internal, enterprise and active, with a SuperUser whose
 * password is temporary (changed at first sign-in) when asked. False when the id is taken.
 */
export async function createInternalTenant({
  deps,
  input,
}: {
  deps: ServiceDeps;
  input: {
    tenantId: string;
    name: string;
    username: string;
    email: string;
    displayName: string;
    password: string;
    temporary: boolean;
  };
}): Promise<boolean> {
  const passwordHash = await hashPassword(input.password);
  return deps.db.withSystem('create an internal tenant', async (tx) => {
    if (await tenantOf(tx, { tenantId: input.tenantId })) return false;
    await addTenant(tx, {
      tenantId: input.tenantId,
      name: input.name,
      internal: true,
      newCustomer: false,
      isEnterprise: true,
      subscriptionStatus: 'active',
    });
    await addUser(tx, {
      tenantId: input.tenantId,
      userId: input.username,
      displayName: input.displayName,
      email: input.email,
      role: 'SuperUser',
      passwordHash,
      passwordTemporary: input.temporary,
      passwordExpiresAt: input.temporary ? temporaryPasswordExpiry(deps.clock.now()) : null,
    });
    return true;
  });
}
