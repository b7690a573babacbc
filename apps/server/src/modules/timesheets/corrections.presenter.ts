import type { Correction } from '@tallysheet/contract/timesheets/corrections';
import type { StoredCorrection } from '../../db/schema/timesheets.ts';

/** A day's stored correction as the API shows it: without the proposing contact's id. */
export function presentCorrection(stored: StoredCorrection): Correction {
  const { contactId: _contactId, ...correction } = stored;
  return correction;
}
