import type { Profile } from '@tallysheet/contract/profile/profile';
import { presentUser, type LoadedUser } from '../users/users.presenter.ts';

/** The caller's profile: the user as the editor reads it, without the lifecycle fields. */
export function presentProfile(user: LoadedUser): Profile {
  const {
    isDeleted: _deleted,
    createdAt: _created,
    updatedAt: _updated,
    ...profile
  } = presentUser(user);
  return profile;
}
