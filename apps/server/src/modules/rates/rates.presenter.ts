import type { Rate } from '@tallysheet/contract/rates/rates';
import type { RateRow } from './rates.repository.ts';

/** A rate as the API shows it. */
export function presentRate(row: RateRow): Rate {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
