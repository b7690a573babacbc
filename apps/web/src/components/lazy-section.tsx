import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A part of a screen in its own chunk, fetched when it first renders and showing nothing until
 * then, e.g. a rates section the editor shows only for a saved project:
 *
 *   const Rates = lazySection(() => import('@/features/rates/components/rates-section.tsx'));
 */
export function lazySection<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Section = lazy(load);
  return function LazySection(props: P) {
    return (
      <Suspense fallback={null}>
        <Section {...props} />
      </Suspense>
    );
  };
}
