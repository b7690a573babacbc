import { describe, expect, it } from 'vitest';
import { TRACKED_BY_DEFAULT, transactionContext } from './transaction-context.ts';

describe('transaction context', () => {
  it('tracked: an async call chain sees the scope it runs in, and nothing outside it', async () => {
    const context = transactionContext<string>(true);
    const seen = await context.run('outer', async () => {
      await new Promise((done) => setTimeout(done, 1));
      return context.getStore();
    });
    expect(seen).toBe('outer');
    expect(context.getStore()).toBeUndefined();
  });

  it('untracked (production): runs the body and tracks nothing', async () => {
    const context = transactionContext<string>(false);
    expect(await context.run('outer', async () => context.getStore())).toBeUndefined();
  });

  it('is tracked under the tests (NODE_ENV=test), so the checks of db/client.ts run in them', () => {
    expect(process.env.NODE_ENV).toBe('test');
    expect(TRACKED_BY_DEFAULT).toBe(true);
  });
});
