import { describe, expect, it } from 'vitest';
import { buildPath } from './paths.ts';

describe('buildPath', () => {
  it('replaces parameters and drops blank query keys', () => {
    expect(
      buildPath('/x/:id', { id: 'a#b' }, { q: 'hi there', empty: '', none: undefined, zero: 0 }),
    ).toBe('/x/a%23b?q=hi%20there&zero=0');
  });
  it('leaves a path without query alone', () => {
    expect(buildPath('/reset-password')).toBe('/reset-password');
  });
});
