import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTenant } from '../test/factories.ts';
import { engine, useTestDatabase } from '../test/harness.ts';
import type { Logger } from '../lib/logger.ts';
import { afterCommit, assertOutsideTransaction, inTransaction } from './client.ts';
import { tenants } from './schema/index.ts';

const database = useTestDatabase();

/** A logger that keeps what it is given. */
function recordingLogger() {
  const lines: { level: string; fields: unknown; message?: string }[] = [];
  const at =
    (level: string) =>
    (fields: unknown, message?: string): void => {
      lines.push({ level, fields, message });
    };
  const log: Logger = {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: () => log,
  };
  return { log, lines };
}

describe(`transactions on ${engine}`, () => {
  it('an after-commit effect runs once the transaction has committed, outside it', async () => {
    const { tenantId } = await buildTenant(database.db);
    const seen: { inside: boolean; committed: boolean }[] = [];
    await database.db.withTenant(tenantId, async (tx) => {
      await tx.update(tenants).set({ name: 'Renamed' }).where(eq(tenants.tenantId, tenantId));
      afterCommit(tx, async () => {
        // Another transaction sees the change: it has committed.
        const [row] = await database.db.withTenant(tenantId, (next) =>
          next.select().from(tenants).where(eq(tenants.tenantId, tenantId)),
        );
        seen.push({ inside: inTransaction(), committed: row?.name === 'Renamed' });
      });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([{ inside: false, committed: true }]);
  });

  it('an after-commit effect is dropped when the transaction rolls back', async () => {
    const { tenantId } = await buildTenant(database.db);
    let ran = false;
    await expect(
      database.db.withTenant(tenantId, async (tx) => {
        afterCommit(tx, () => {
          ran = true;
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(ran).toBe(false);
  });

  it('a failing after-commit effect is logged, and the committed change still answers', async () => {
    const { tenantId } = await buildTenant(database.db);
    const { log, lines } = recordingLogger();
    const answer = await database.db.withLog(log).withTenant(tenantId, async (tx) => {
      afterCommit(tx, () => {
        throw new Error('the mail server is away');
      });
      return 'done';
    });
    expect(answer).toBe('done');
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'after-commit effect failed' }),
    );
  });

  it('a transaction opened inside another is refused with a clear error', async () => {
    const { tenantId } = await buildTenant(database.db);
    await expect(
      database.db.withTenant(tenantId, () => database.db.withSystem('nested job', async () => 1)),
    ).rejects.toThrow(/withSystem\(nested job\) opened a transaction inside another one/);
    await expect(
      database.db.withSystem('outer job', () => database.db.withTenant(tenantId, async () => 1)),
    ).rejects.toThrow(/inside another one \(opened by withSystem\(outer job\)\)/);
    // The database is still usable: nothing was left waiting.
    expect(await database.db.withTenant(tenantId, async () => 'free')).toBe('free');
  });

  it('external I/O refuses to run inside a transaction', async () => {
    const { tenantId } = await buildTenant(database.db);
    expect(() => assertOutsideTransaction('Sending mail through SMTP')).not.toThrow();
    await expect(
      database.db.withTenant(tenantId, async () =>
        assertOutsideTransaction('Sending mail through SMTP'),
      ),
    ).rejects.toThrow(/Sending mail through SMTP must not run inside a database transaction/);
  });

  it('withSystem logs its purpose at debug level, without data', async () => {
    const { log, lines } = recordingLogger();
    await database.db.withLog(log).withSystem('nightly reminders', async () => undefined);
    expect(lines).toEqual([
      { level: 'debug', fields: { purpose: 'nightly reminders' }, message: 'system transaction' },
    ]);
  });
});
