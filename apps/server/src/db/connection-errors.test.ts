import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isConnectionError, retryStart } from './connection-errors.ts';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('connection errors', () => {
  it('are socket failures, ended or refused connections, wrapped or not; not query errors', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('57P01'),
      withCode('57P03'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Failed query: select 1', { cause: withCode('57P01') }),
    ])
      expect(isConnectionError(error), error.message).toBe(true);
    for (const error of [withCode('23505'), withCode('42P01'), withCode('25006'), new Error('x')])
      expect(isConnectionError(error), error.message).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
  });
});

describe('retrying the start of a transaction', () => {
  const noWait = async () => undefined;

  it('tries again after a connection error, waiting each delay in turn', async () => {
    const waited: number[] = [];
    let attempts = 0;
    const value = await retryStart(
      async () => {
        attempts += 1;
        if (attempts < 3) throw withCode('ECONNREFUSED');
        return 'started';
      },
      [10, 20, 40],
      async (ms) => void waited.push(ms),
    );
    expect(value).toBe('started');
    expect(waited).toEqual([10, 20]);
  });

  it('gives up past the last delay with DatabaseUnavailableError, the connection error as its cause', async () => {
    let attempts = 0;
    const refused = withCode('ECONNREFUSED');
    const failure = await retryStart(
      async () => {
        attempts += 1;
        throw refused;
      },
      [1, 1],
      noWait,
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseUnavailableError);
    expect((failure as Error).cause).toBe(refused);
    expect(attempts).toBe(3);
  });

  it('never retries any other error', async () => {
    let attempts = 0;
    const denied = withCode('42501');
    await expect(
      retryStart(
        async () => {
          attempts += 1;
          throw denied;
        },
        [1, 1],
        noWait,
      ),
    ).rejects.toBe(denied);
    expect(attempts).toBe(1);
  });
});
