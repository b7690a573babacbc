/**
 * Waits until `check` passes (returns without throwing), polling; fails with its last error
 * after `timeoutMs`. For outcomes of background work, instead of sleeping a guessed time.
 */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
