import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUrlSearch } from './use-url-search.ts';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/report?from=2026-11-21&to=2026-11-27']}>
      {children}
    </MemoryRouter>
  );
}

function useProbe() {
  const [params, change] = useUrlSearch();
  return { params, change, search: useLocation().search };
}

const set = (key: string, value: string) => (current: URLSearchParams) => {
  current.set(key, value);
  return current;
};

describe('useUrlSearch', () => {
  it('keeps both of two changes made before the page renders again (From, then To)', () => {
    const { result } = renderHook(useProbe, { wrapper });
    act(() => {
      result.current.change(set('from', '2026-10-31'), { replace: true });
      result.current.change(set('to', '2026-11-20'), { replace: true });
    });
    expect(result.current.search).toBe('?from=2026-10-31&to=2026-11-20');
  });

  it('starts from the URL again once it shows the change, so Back and links are followed', () => {
    const { result } = renderHook(useProbe, { wrapper });
    act(() => result.current.change(set('from', '2026-10-31')));
    expect(result.current.params.get('from')).toBe('2026-10-31');
    act(() =>
      result.current.change(
        (current) => new URLSearchParams(current.toString().replace('2026-10-31', 'x')),
      ),
    );
    expect(result.current.search).toBe('?from=x&to=2026-11-27');
  });

  it('an empty search leaves no question mark', () => {
    const { result } = renderHook(useProbe, { wrapper });
    act(() => result.current.change(() => new URLSearchParams()));
    expect(result.current.search).toBe('');
  });
});
