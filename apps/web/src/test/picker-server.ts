import { expect, vi } from 'vitest';

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

/**
 * The picker searched the server for what was typed: the last search is `last` (the whole text,
 * once the typing paused), and any before it (on a busy machine, keys come slower than the
 * debounce) for a part of `typed` on the way, never for something else.
 */
export function expectSearchesFor(searches: string[], typed: string, last: string) {
  expect(searches.at(-1)).toBe(last);
  for (const search of searches) {
    const q = new URL(search, 'http://localhost').searchParams.get('q') ?? '';
    expect(typed.startsWith(q) && q.length > 0, search).toBe(true);
  }
}
