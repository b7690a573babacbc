import '@testing-library/jest-dom/vitest';
import { lazy, startTransition, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable.ts';

const ThePage = () => <p>the page</p>;
// As a browser's import() of a chunk, even one already loaded: it settles in a later task.
const importPage = (delayMs = 0) =>
  new Promise<{ default: ComponentType }>((resolve) =>
    setTimeout(() => resolve({ default: ThePage }), delayMs),
  );

/** What the container showed while `Page` rendered in a transition, with React's scheduler. */
async function textsWhileRendering(Page: ComponentType) {
  const container = document.createElement('div');
  const seen: string[] = [];
  new MutationObserver(() => seen.push(container.textContent ?? '')).observe(container, {
    childList: true,
    subtree: true,
  });
  // act() would render without yielding to the browser; the start-up does not run in one.
  const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  const root = createRoot(container);
  try {
    startTransition(() =>
      root.render(
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>,
      ),
    );
    await vi.waitFor(() => expect(container).toHaveTextContent('the page'));
    return seen;
  } finally {
    root.unmount();
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
  }
}

describe('preloadable', () => {
  it('starts the import once, whoever asks first', async () => {
    const load = vi.fn(() => importPage());
    const get = preloadable(load);
    const first = get();
    expect(get()).toBe(first);
    await first;
    expect(get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed import', async () => {
    const load = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(2);
    const get = preloadable(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders a chunk loaded beforehand without flashing its fallback', async () => {
    const get = preloadable(() => importPage());
    await get();
    expect(await textsWhileRendering(lazy(get))).not.toContain('loading');
    // A plain lazy() asks for the chunk again when it renders, and shows the fallback until
    // that settles (here 100 ms later, so that the timing is not a race).
    expect(await textsWhileRendering(lazy(() => importPage(100)))).toContain('loading');
  });
});
