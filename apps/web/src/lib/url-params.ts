import { isCalendarDay } from '@tallysheet/contract/timesheets/week';

/** A URL parameter that should be a calendar day `YYYY-MM-DD`, or '' when it is not one. */
export const dayParam = (value: string | null) => (value && isCalendarDay(value) ? value : '');

/** A URL parameter that should be one of `values`, or undefined when it is none of them. */
export const oneOf = <T extends string>(
  values: readonly T[],
  value: string | null,
): T | undefined => values.find((candidate) => candidate === value);

/** The named fields of a state as an API query takes them: a blank ('') one left out. */
export const queryFields = <S, K extends keyof S>(state: S, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, state[key] || undefined])) as {
    [P in K]: Exclude<S[P], ''> | undefined;
  };
