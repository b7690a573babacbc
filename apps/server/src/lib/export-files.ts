// What every spreadsheet export shares (timecards, hours, vendor files, the audit trail): the
// media types of its formats and the CSV field rule.

export const EXPORT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type ExportFormat = keyof typeof EXPORT_TYPES;

/**
 * A CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text cell that
 * a spreadsheet would read as a formula (=, +, -, @) is prefixed with an apostrophe.
 */
export function csvField(value: string | number, text: boolean): string {
  let field = String(value);
  if (text && /^[=+\-@\t\r]/.test(field)) field = `'${field}`;
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}
