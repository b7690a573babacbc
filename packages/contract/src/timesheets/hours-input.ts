/**
 * What a grid cell accepts (UX.md "Weekly timesheet grid"): `7.5`, `7,5`, `7:30`, `7h30`,
 * `7h`, `90m`; a bare number is hours; blank clears (0). Returns hours, or null when the
 * text is not a duration. Whether the hours are whole quarter hours is `weekIssues`' call.
 */
export function parseHoursText(text: string): number | null {
  const value = text.trim().toLowerCase().replace(/\s+/g, '');
  if (value === '') return 0;
  let match = /^(\d{1,2})?(?:[.,](\d+))?$/.exec(value);
  if (match && (match[1] !== undefined || match[2] !== undefined))
    return Number(`${match[1] ?? '0'}.${match[2] ?? '0'}`);
  match = /^(\d{1,2}):(\d{1,2})$/.exec(value) ?? /^(\d{1,2})h(\d{1,2})?m?$/.exec(value);
  if (match) {
    const minutes = Number(match[2] ?? 0);
    if (minutes >= 60) return null;
    return Number(match[1]) + minutes / 60;
  }
  match = /^(\d{1,4})m(?:in)?$/.exec(value);
  if (match) return Number(match[1]) / 60;
  return null;
}

/** Hours as a cell shows them: `7.5`, `8`, `0.25`; blank for none. */
export const formatHours = (hours: number) =>
  hours === 0 ? '' : String(Math.round(hours * 100) / 100);
