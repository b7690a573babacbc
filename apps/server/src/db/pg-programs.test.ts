import { describe, expect, it } from 'vitest';
import { libpqTarget } from './pg-programs.ts';

describe('libpqTarget', () => {
  it('moves the password out of the URL into PGPASSWORD, decoded', () => {
    expect(
      libpqTarget('postgres://ts:p%40ss:w@db1:5432,db2:5432/tallysheet?sslmode=require'),
    ).toEqual({
      url: 'postgres://ts@db1:5432,db2:5432/tallysheet?sslmode=require',
      env: { PGPASSWORD: 'p@ss:w' },
    });
  });

  it('leaves a URL without a password as it is', () => {
    expect(libpqTarget('postgresql://postgres@127.0.0.1:5433/t_1')).toEqual({
      url: 'postgresql://postgres@127.0.0.1:5433/t_1',
      env: {},
    });
  });
});
