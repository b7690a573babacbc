import { describe, expect, it } from 'vitest';
import { canonicalJson } from './audit.ts';

describe('canonical serialisation of audit entries', () => {
  it('orders keys the same way at every depth whatever order they were written in', () => {
    const one = canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: 'x' } });
    const two = canonicalJson({ a: { c: 'x', d: [1, { y: 2, z: 1 }] }, b: 1 });
    expect(one).toBe(two);
    expect(one).toBe('{"a":{"c":"x","d":[1,{"y":2,"z":1}]},"b":1}');
  });

  it('leaves undefined out, keeps null, and writes dates as ISO instants', () => {
    expect(canonicalJson({ a: undefined, b: null, at: new Date('2026-11-28T10:00:00Z') })).toBe(
      '{"at":"2026-11-28T10:00:00.000Z","b":null}',
    );
  });

  it('keeps array order (it is content) and escapes strings as JSON does', () => {
    expect(canonicalJson(['b', 'a', 'quote " and \\n'])).toBe('["b","a","quote \\" and \\\\n"]');
  });

  it('differs when any value differs', () => {
    expect(canonicalJson({ hours: 8 })).not.toBe(canonicalJson({ hours: 8.25 }));
  });
});
