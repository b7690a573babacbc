import type { ServiceDeps } from '../../lib/deps.ts';
import { actorOfDeps } from './actors.ts';
import type { AuditEntryInput } from './record.ts';

/**
 * The trail's entries for the company's own settings (Account Information, its logo, the
 * Internal Contact Email, Account Setup's progress), built in one line at each change, by
 * whoever the request acts as. Codes and their hashes never reach them (secrets.ts).
 */

/** The fields `after` names, as they were in `before`: what a partial change replaced. */
function picked(before: object | undefined, after: object): Record<string, unknown> {
  const row = (before ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(after).map((key) => [key, row[key] ?? null]));
}

/** A company setting changed: the changed fields before and after; nothing when none changed. */
export function tenantSettingAudit(
  deps: ServiceDeps,
  params: {
    tenantId: string;
    entityType: 'accountInformation' | 'companyLogo' | 'internalEmail' | 'onboarding';
    action?: string;
    before: object | undefined;
    after: object | undefined;
  },
): AuditEntryInput | null {
  const { tenantId, entityType, before, after } = params;
  if (!after) return null;
  const changed = Object.fromEntries(
    Object.entries(after).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changed).length === 0) return null;
  return {
    tenantId,
    actor: actorOfDeps(deps),
    action: params.action ?? 'update',
    entityType,
    entityId: tenantId,
    before: before ? picked(before, changed) : null,
    after: changed,
  };
}

/** The Internal Contact Email set (unverified) or verified with its code. */
export const internalEmailAudit = (
  deps: ServiceDeps,
  tenantId: string,
  action: 'update' | 'verify',
  before: { email: string | null; verified: boolean } | undefined,
  email: string,
): AuditEntryInput => ({
  tenantId,
  actor: actorOfDeps(deps),
  action,
  entityType: 'internalEmail',
  entityId: tenantId,
  before: before ?? { email, verified: false },
  after: { email, verified: action === 'verify' },
});

/** A company signed up: its trial and its Billing Administrator, by that new user. */
export const signUpAudit = (input: {
  tenantId: string;
  companyName: string;
  username: string;
  name: string;
  email: string;
  trialEndsOn: string;
}): AuditEntryInput => ({
  tenantId: input.tenantId,
  actor: { type: 'user', id: input.username, name: input.name },
  action: 'signUp',
  entityType: 'tenant',
  entityId: input.tenantId,
  before: null,
  after: {
    companyName: input.companyName,
    subscriptionStatus: 'trial',
    subscriptionEndDate: input.trialEndsOn,
    administrator: { userId: input.username, name: input.name, email: input.email },
  },
});
