/** A promise as React's `lazy` and `use` read it: once fulfilled, it says so synchronously. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * A chunk's import, started at most once, by whoever asks first: start-up can ask early (a
 * preload) and `lazy()` asks when it renders. A chunk that has loaded by then renders without
 * suspending in a concurrent render (React reads the promise's `status`), so its Suspense
 * fallback does not flash. A failed import is asked again on the next call.
 */
export function preloadable<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: TrackedPromise<T> | undefined;
  return () => {
    if (!promise) {
      const started: TrackedPromise<T> = load();
      started.then(
        (value) => {
          started.status = 'fulfilled';
          started.value = value;
        },
        () => {
          promise = undefined;
        },
      );
      promise = started;
    }
    return promise;
  };
}
