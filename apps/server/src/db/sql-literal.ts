import pg from 'pg';

/** A value as an SQL literal, or undefined when it has no plain one (then no EXECUTE). */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  // A NUL would end the statement's text early in the simple protocol: such a value runs unnamed,
  // where the database refuses it as it refuses it anywhere.
  if (typeof value === 'string')
    return value.includes('\0') ? undefined : pg.escapeLiteral(value).trimStart();
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * `execute <name>(<values as literals>)`: a prepared statement run through the simple protocol,
 * which takes no parameters. Undefined when a value has no plain literal.
 */
export function executeCall(name: string, params: readonly unknown[]): string | undefined {
  const values = params.map(sqlLiteral);
  if (values.includes(undefined)) return undefined;
  return values.length ? `execute ${name}(${values.join(', ')})` : `execute ${name}`;
}
