import { describe, expect, it } from 'vitest';
import { fieldChanges } from './diff.ts';

describe('the audit entry diff', () => {
  it('lists only the fields that changed, by dotted path, old and new', () => {
    expect(
      fieldChanges(
        { name: 'Ivy', role: 'assoc', days: { '2026-11-23': { review: null, hours: 8 } } },
        { name: 'Ivy', role: 'admin', days: { '2026-11-23': { review: 'approved', hours: 8 } } },
      ),
    ).toEqual([
      { path: 'role', before: 'assoc', after: 'admin' },
      { path: 'days.2026-11-23.review', before: '—', after: 'approved' },
    ]);
  });

  it('shows a creation as new values and a removal as old ones', () => {
    expect(fieldChanges(null, { name: 'Ivy', tags: ['a'] })).toEqual([
      { path: 'name', before: undefined, after: 'Ivy' },
      { path: 'tags.0', before: undefined, after: 'a' },
    ]);
    expect(fieldChanges({ isDeleted: false }, null)).toEqual([
      { path: 'isDeleted', before: 'false' },
    ]);
  });

  it('leaves out fields that appear or disappear empty', () => {
    expect(fieldChanges(null, { review: null, hours: 6 })).toEqual([
      { path: 'hours', before: undefined, after: '6' },
    ]);
    expect(fieldChanges({ review: null }, null)).toEqual([]);
  });

  it('shows nothing when nothing changed', () => {
    expect(fieldChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
