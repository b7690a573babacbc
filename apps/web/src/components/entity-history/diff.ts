/**
 * A readable diff of an audit entry: both sides flattened to dotted paths
 * (`timeCards.0.days.2026-11-23.review`), and only the paths whose values differ.
 */
export interface FieldChange {
  path: string;
  before?: string;
  after?: string;
}

type Json = unknown;

/** How an empty (null) value reads. */
const EMPTY = '—';

function flatten(value: Json, prefix: string, out: Map<string, string>) {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    if (entries.length === 0) out.set(prefix, Array.isArray(value) ? '[]' : '{}');
    for (const [key, item] of entries) flatten(item, prefix ? `${prefix}.${key}` : key, out);
    return;
  }
  if (prefix) out.set(prefix, value === null ? EMPTY : String(value));
}

const flat = (fields: Record<string, Json> | null) => {
  const out = new Map<string, string>();
  if (fields) flatten(fields, '', out);
  return out;
};

/** The fields that changed, in the order they appear (after first, then removed ones). */
export function fieldChanges(
  before: Record<string, Json> | null,
  after: Record<string, Json> | null,
): FieldChange[] {
  const was = flat(before);
  const is = flat(after);
  const changes: FieldChange[] = [];
  for (const [path, value] of is) {
    const old = was.get(path);
    // A field that appears empty (a day's review before any decision) says nothing.
    if (old !== value && !(old === undefined && value === EMPTY))
      changes.push({ path, before: old, after: value });
  }
  for (const [path, value] of was)
    if (!is.has(path) && value !== EMPTY) changes.push({ path, before: value });
  return changes;
}
