import { vi } from 'vitest';

/** A directory row numbered `n` ("Client 007"), active, dated 5 January 2026. */
export const numberedRow = (idPrefix: string, label: string, n: number) => ({
  id: `${idPrefix}-${n}`,
  name: `${label} ${String(n).padStart(3, '0')}`,
  description: '',
  isArchived: false,
  isDeleted: false,
  createdAt: '2026-01-05T10:00:00Z',
  updatedAt: '2026-01-05T10:00:00Z',
});

/**
 * A picker's server on `fetch`: the rows whose name starts with `q`, a page of `pageSize`,
 * answered as `{ [key]: rows, count }`; a path matching `byId` gets the one row. Gives the
 * URLs requested.
 */
export function stubPickerServer(
  rows: { id: string; name: string }[],
  key: string,
  byId?: RegExp,
): string[] {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      const parsed = new URL(url, 'http://localhost');
      const id = byId && parsed.pathname.match(byId)?.[1];
      if (id) return Response.json(rows.find((row) => row.id === id));
      const q = parsed.searchParams.get('q')?.toLowerCase() ?? '';
      const matches = rows.filter((row) => row.name.toLowerCase().startsWith(q));
      const size = Number(parsed.searchParams.get('pageSize'));
      return Response.json({ [key]: matches.slice(0, size), count: matches.length });
    }),
  );
  return requests;
}
