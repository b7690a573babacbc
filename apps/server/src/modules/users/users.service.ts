import {
  employmentDatesProblem,
  USER_MESSAGES,
  type CreateUserParsed,
  type UpdateUserParsed,
  type UserListQuery,
} from '@tallysheet/contract/users/users';
import type { ServiceCall, ServiceDeps } from '../../lib/deps.ts';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, invalidFields, notFound } from '../../lib/http-errors.ts';
import { revokeUserSessions } from '../identity/sessions.service.ts';
import { keepSeatsInStep } from '../billing/billing.service.ts';
import { seatsOf, tenantOf } from '../tenants/tenants.service.ts';
import { STARTER_FULL, STARTER_USERS } from '@tallysheet/contract/tenants/pricing';
import {
  findPlacementOptions,
  readAssignments,
  readSupplierContactIds,
  replaceAssignments,
  replaceSupplierContacts,
} from './placements.repository.ts';
import { authorizeCredentialChange } from '../identity/credential-rule.ts';
import { resolveAssignments, resolveSupplier } from './placements.service.ts';
import {
  authorizeApiKeyOnUser,
  authorizeUserChange,
  authorizeUserRemoval,
  removalBlock,
  roleChangeIssues,
} from './users.policy.ts';
import { issueTemporaryPassword, temporaryPassword } from './temporary-passwords.ts';
import { storedCustomFields, type LoadedUser } from './users.presenter.ts';
import {
  findUser,
  insertUser,
  listUsers,
  updateUser,
  type UserChanges,
  type UserRecord,
} from './users.repository.ts';
import { emitUserEvent } from './user-webhooks.ts';
import { recordAudit } from '../audit/record.ts';
import { passwordResetAudit, userFlagAudit } from '../audit/user-entries.ts';
import { userAudit } from './user-audit.ts';

type Issue = { path: string; message: string };

/** Stores a user in the caller's transaction: a tenant's first user (sign-up, cli, demo). */
export const addUser = insertUser;

/** A user's stored row (deleted ones too), or undefined, in the caller's transaction. */
export const userRowOf = findUser;

export function listUsersPage({
  deps,
  tenantId,
  query,
}: {
  deps: ServiceDeps;
  tenantId: string;
  query: UserListQuery;
}) {
  return deps.db.withTenant(tenantId, (tx) => listUsers(tx, { tenantId, query }));
}

/** A user with their placements, or undefined. */
export async function loadUser(
  tx: Tx,
  who: { tenantId: string; userId: string },
): Promise<LoadedUser | undefined> {
  const row = await findUser(tx, who);
  if (!row) return undefined;
  return {
    row,
    assignments: await readAssignments(tx, who),
    supplierContactIds: await readSupplierContactIds(tx, who),
  };
}

async function requireUser(tx: Tx, who: { tenantId: string; userId: string }) {
  const user = await loadUser(tx, who);
  if (!user) throw notFound(USER_MESSAGES.notFound);
  return user;
}

/** A user of the caller's tenant, deleted ones included. */
export function getUser({ deps, caller, userId }: ServiceCall & { userId: string }) {
  return deps.db.withTenant(caller.tenantId, (tx) =>
    requireUser(tx, { tenantId: caller.tenantId, userId }),
  );
}

/** True when nobody of the tenant has (or had: deleted users keep theirs) the username. */
export async function isUsernameAvailable({
  deps,
  tenantId,
  username,
}: {
  deps: ServiceDeps;
  tenantId: string;
  username: string;
}) {
  const row = await deps.db.withTenant(tenantId, (tx) =>
    findUser(tx, { tenantId, userId: username }),
  );
  return !row;
}

export function placementOptions({ deps, caller, userId }: ServiceCall & { userId?: string }) {
  return deps.db.withTenant(caller.tenantId, async (tx) => {
    if (userId && !(await findUser(tx, { tenantId: caller.tenantId, userId })))
      throw notFound(USER_MESSAGES.notFound);
    return findPlacementOptions(tx, { tenantId: caller.tenantId, userId });
  });
}

// ---- rules ---------------------------------------------------------------------------------

function employmentDateIssues(
  role: UserRecord['role'],
  dates: { startDate: string | null; endDate: string | null },
  given: boolean,
): Issue[] {
  if (role === 'TenantAdmin' && given && (dates.startDate || dates.endDate))
    return [{ path: 'startDate', message: USER_MESSAGES.billingAdminDates }];
  const problem = employmentDatesProblem(dates);
  if (problem) return [{ path: 'startDate', message: problem }];
  return [];
}

// ---- create, update, archive, delete, reset ----------------------------------------------

/**
 * Creates a user with their placements and e-mails the invitation with a temporary
 * password and the sign-in link, all in one transaction.
 */
/** The Starter plan holds one user (A§1, ARCHITECTURE.md): a second needs a paid plan. */
async function assertSeatAvailable(tx: Tx, tenantId: string) {
  const tenant = await tenantOf(tx, { tenantId });
  if (tenant?.subscriptionType !== 'Starter' || tenant.isEnterprise) return;
  const { systemUsers } = await seatsOf(tx, { tenantId });
  if (systemUsers >= STARTER_USERS) throw conflict(STARTER_FULL);
}

export async function createUser({
  deps,
  caller,
  input,
}: ServiceCall & { input: CreateUserParsed }): Promise<string> {
  const { tenantId } = caller;
  authorizeApiKeyOnUser(caller, { role: input.role });
  const who = { tenantId, userId: input.username };
  const temporary = await temporaryPassword();
  try {
    await deps.db.withTenant(tenantId, async (tx) => {
      if (await findUser(tx, who)) throw conflict(USER_MESSAGES.usernameTaken);
      await assertSeatAvailable(tx, tenantId);
      const placements = await resolveAssignments(tx, {
        tenantId,
        input: input.assignments,
        current: [],
      });
      const supplier = await resolveSupplier(tx, {
        tenantId,
        input: input.suppliers,
        current: { supplierId: null, contactIds: [] },
      });
      await insertUser(tx, {
        ...who,
        displayName: input.name,
        email: input.email,
        role: input.role,
        customFields: storedCustomFields(input.customFields),
        startDate: input.startDate,
        endDate: input.endDate,
        supplierId: supplier?.supplierId ?? null,
      });
      await replaceAssignments(tx, who, placements);
      await replaceSupplierContacts(tx, who, supplier?.contactIds ?? []);
      await issueTemporaryPassword(tx, deps, {
        caller,
        user: { userId: input.username, displayName: input.name, email: input.email },
        temporary,
        template: 'user-invitation',
      });
      await keepSeatsInStep(tx, deps, tenantId);
      await emitUserEvent(tx, deps, 'user.created', await requireUser(tx, who));
      await recordAudit(tx, deps, userAudit(caller, 'create', undefined, await loadUser(tx, who)));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.usernameTaken);
    throw error;
  }
  return input.username;
}

/** Applies the update-user payload; fields left out stay as they are. */
export async function updateUserDetails({
  deps,
  caller,
  userId,
  input,
}: ServiceCall & { userId: string; input: UpdateUserParsed }): Promise<LoadedUser> {
  const { tenantId } = caller;
  const who = { tenantId, userId };
  const temporary = input.resendEmailsAndUpdatePassword ? await temporaryPassword() : undefined;
  const loaded = await deps.db.withTenant(tenantId, async (tx) => {
    const current = await requireUser(tx, who);
    const target = current.row;
    authorizeUserChange(target);
    authorizeApiKeyOnUser(caller, {
      target,
      role: input.role,
      password: input.resendEmailsAndUpdatePassword,
    });
    const dates = {
      startDate: input.startDate !== undefined ? input.startDate : target.startDate,
      endDate: input.endDate !== undefined ? input.endDate : target.endDate,
    };
    const issues = [
      ...roleChangeIssues(target, input.role, caller),
      ...employmentDateIssues(
        target.role,
        dates,
        input.startDate !== undefined || input.endDate !== undefined,
      ),
    ];
    // Changing the e-mail or resending a password hands over the account (issue 26).
    const checkCredential = (credential: 'password' | 'email', path: string) =>
      authorizeCredentialChange({ target, caller, credential, path, log: deps.log });
    if (input.email !== undefined && input.email !== target.email)
      checkCredential('email', 'email');
    if (temporary) checkCredential('password', 'resendEmailsAndUpdatePassword');
    const archiving = input.isArchived === true && !target.isArchived;
    const problem = archiving ? removalBlock(target, caller) : null;
    if (problem) issues.push({ path: 'isArchived', message: problem });
    if (issues.length) throw invalidFields(issues);

    const values: UserChanges = {
      displayName: input.name,
      email: input.email,
      role: input.role,
      customFields: input.customFields ? storedCustomFields(input.customFields) : undefined,
      startDate: input.startDate,
      endDate: input.endDate,
      isArchived: input.isArchived,
    };
    if (input.assignments) {
      const placements = await resolveAssignments(tx, {
        tenantId,
        input: input.assignments,
        current: current.assignments,
      });
      await replaceAssignments(tx, who, placements);
    }
    if (input.suppliers !== undefined) {
      const supplier = await resolveSupplier(tx, {
        tenantId,
        input: input.suppliers,
        current: { supplierId: target.supplierId, contactIds: current.supplierContactIds },
      });
      values.supplierId = supplier?.supplierId ?? null;
      await replaceSupplierContacts(tx, who, supplier?.contactIds ?? []);
    }
    const at = deps.clock.now();
    await updateUser(tx, { ...who, values, at });
    if (archiving) await revokeUserSessions(tx, { ...who, at });
    if (archiving) await emitUserEvent(tx, deps, 'user.archived', await requireUser(tx, who));
    if (input.isArchived !== undefined && input.isArchived !== target.isArchived)
      await keepSeatsInStep(tx, deps, tenantId);
    if (temporary) {
      await issueTemporaryPassword(tx, deps, {
        caller,
        user: {
          userId,
          displayName: input.name ?? target.displayName,
          email: input.email ?? target.email,
        },
        temporary,
        template: 'user-invitation',
      });
    }
    await recordAudit(tx, deps, userAudit(caller, 'update', current, await loadUser(tx, who)));
    return requireUser(tx, who);
  });
  return loaded;
}

/** Archives (sign-in refused, sessions cut at once) or unarchives a user. */
export function setUserArchived({
  deps,
  caller,
  userId,
  archived,
}: ServiceCall & { userId: string; archived: boolean }): Promise<LoadedUser> {
  const who = { tenantId: caller.tenantId, userId };
  return deps.db.withTenant(caller.tenantId, async (tx) => {
    const { row } = await requireUser(tx, who);
    authorizeUserChange(row);
    authorizeApiKeyOnUser(caller, { target: row });
    if (archived === row.isArchived) return requireUser(tx, who);
    if (archived) authorizeUserRemoval(row, caller, 'userId');
    const at = deps.clock.now();
    await updateUser(tx, { ...who, values: { isArchived: archived }, at });
    if (archived) await revokeUserSessions(tx, { ...who, at });
    if (archived) await emitUserEvent(tx, deps, 'user.archived', await requireUser(tx, who));
    await keepSeatsInStep(tx, deps, caller.tenantId);
    await recordAudit(tx, deps, userFlagAudit(caller, userId, 'isArchived', !archived, archived));
    return requireUser(tx, who);
  });
}

/** Marks a user deleted and cuts their sessions; the username stays reserved. */
export function deleteUser({ deps, caller, userId }: ServiceCall & { userId: string }) {
  const who = { tenantId: caller.tenantId, userId };
  return deps.db.withTenant(caller.tenantId, async (tx) => {
    const { row } = await requireUser(tx, who);
    if (row.isDeleted) return;
    authorizeApiKeyOnUser(caller, { target: row });
    authorizeUserRemoval(row, caller, 'userId');
    const at = deps.clock.now();
    await updateUser(tx, { ...who, values: { isDeleted: true }, at });
    await revokeUserSessions(tx, { ...who, at });
    await keepSeatsInStep(tx, deps, caller.tenantId);
    await recordAudit(tx, deps, userFlagAudit(caller, userId, 'isDeleted', false, true));
  });
}

/** A new temporary password (generated, or the administrator's), e-mailed to the user. */
export async function resetUserPassword({
  deps,
  caller,
  userId,
  newPassword,
}: ServiceCall & { userId: string; newPassword?: string }) {
  const who = { tenantId: caller.tenantId, userId };
  const temporary = await temporaryPassword(newPassword);
  await deps.db.withTenant(caller.tenantId, async (tx) => {
    const { row } = await requireUser(tx, who);
    authorizeUserChange(row);
    authorizeCredentialChange({
      target: row,
      caller,
      credential: 'password',
      path: 'userId',
      log: deps.log,
    });
    await issueTemporaryPassword(tx, deps, {
      caller,
      user: row,
      temporary,
      template: 'temporary-password',
    });
    await recordAudit(tx, deps, passwordResetAudit(caller, userId));
  });
}
