import type { Profile } from '@tallysheet/contract/profile/profile';
import type { ProfileRow } from './profile.repository.ts';

/** The caller's profile. Custom fields, supplier and assignments are empty until those exist. */
export function presentProfile(row: ProfileRow): Profile {
  return {
    userId: row.userId,
    displayName: row.displayName,
    email: row.email,
    systemRole: row.role,
    customFields: {},
    isArchived: row.isArchived,
    startDate: row.startDate,
    endDate: row.endDate,
    supplier: null,
    assignments: [],
    timezone: row.timezone,
  };
}
