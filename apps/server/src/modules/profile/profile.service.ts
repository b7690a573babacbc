import type { UpdateProfile } from '@tallysheet/contract/profile/profile';
import type { ServiceCall } from '../../lib/deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import { loadUser } from '../users/users.service.ts';
import type { LoadedUser } from '../users/users.presenter.ts';
import { ownProfile } from './profile.policy.ts';
import { updateProfileRow } from './profile.repository.ts';
import { recordAudit } from '../audit/record.ts';
import { userAudit } from '../users/user-audit.ts';

/** The caller's own profile. */
export async function getProfile({ deps, caller }: ServiceCall): Promise<LoadedUser> {
  const who = ownProfile(caller);
  const row = await deps.db.withTenant(who.tenantId, (tx) => loadUser(tx, who));
  if (!row) throw notFound('User not found');
  return row;
}

/** Changes the caller's own name, e-mail and time zone. */
export async function updateProfile({
  deps,
  caller,
  values,
}: ServiceCall & { values: UpdateProfile }): Promise<LoadedUser> {
  const who = ownProfile(caller);
  const row = await deps.db.withTenant(who.tenantId, async (tx) => {
    const before = await loadUser(tx, who);
    await updateProfileRow(tx, { ...who, values, at: deps.clock.now() });
    const after = await loadUser(tx, who);
    await recordAudit(tx, deps, userAudit(caller, 'profile.update', before, after));
    return after;
  });
  if (!row) throw notFound('User not found');
  return row;
}
