import { describe, expect, it } from 'vitest';
import { describeCause } from './error-cause.ts';

describe('describeCause', () => {
  it("names the database's own code and message first, then the context, shortened", () => {
    const pgError = Object.assign(new Error('must have admin option on role "tallysheet_app"'), {
      code: '42501',
    });
    const wrapped = new Error(
      `Failed query: GRANT tallysheet_app TO ts ${'x'.repeat(500)} params:`,
      {
        cause: pgError,
      },
    );
    const text = describeCause(wrapped);
    expect(text.startsWith('[42501] must have admin option on role "tallysheet_app"')).toBe(true);
    expect(text).toContain('while: Failed query: GRANT tallysheet_app');
    expect(text.length).toBeLessThan(300);
  });

  it('never prints a connection string or a password', () => {
    const error = new Error('connect ECONNREFUSED postgres://app:s3cret@db.internal:5432/ts', {
      cause: new Error('password=s3cret rejected'),
    });
    const text = describeCause(error);
    expect(text).not.toContain('s3cret');
    expect(text).not.toContain('db.internal');
  });
});
