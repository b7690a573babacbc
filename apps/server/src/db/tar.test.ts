import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractTar, readTar, writeTar, type TarEntry } from './tar.ts';

const scratch = mkdtempSync(join(tmpdir(), 'tar-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const entries: TarEntry[] = [
  { name: 'pglite', type: 'folder', data: Buffer.alloc(0) },
  { name: 'pglite/PG_VERSION', type: 'file', data: Buffer.from('17\n') },
  { name: `pglite/${'deep/'.repeat(30)}file`, type: 'file', data: Buffer.alloc(1500, 7) },
  { name: 'jwt-secret', type: 'file', data: Buffer.from('s3cret') },
];

describe('tar', () => {
  it('an archive written here reads back as the same entries, long names included', () => {
    expect(readTar(writeTar(entries, new Date('2026-03-02T09:00:00Z')))).toEqual(entries);
  });

  it("the system's tar reads what is written here, and what it writes reads here", () => {
    const file = join(scratch, 'a.tar');
    writeFileSync(file, writeTar(entries, new Date('2026-03-02T09:00:00Z')));
    const out = join(scratch, 'out');
    execFileSync('mkdir', ['-p', out]);
    execFileSync('tar', ['-xf', file, '-C', out]);
    expect(readFileSync(join(out, 'jwt-secret'), 'utf8')).toBe('s3cret');
    const back = join(scratch, 'b.tar');
    execFileSync('tar', ['--format=ustar', '-cf', back, '-C', out, 'pglite', 'jwt-secret']);
    const read = readTar(readFileSync(back));
    expect(read.find((e) => e.name === 'pglite/PG_VERSION')?.data.toString()).toBe('17\n');
    expect(read.filter((e) => e.type === 'file')).toHaveLength(3);
  });

  it('an entry that would land outside the folder is refused', () => {
    expect(() =>
      extractTar([{ name: '../escape', type: 'file', data: Buffer.from('x') }], join(scratch, 'x')),
    ).toThrow('outside its folder');
  });
});
