import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DirectoryLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `DATA_DIR ${dir} is in use by another Tallysheet process (pid ${pid}). ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
    this.name = 'DirectoryLockedError';
  }
}

const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): number | undefined {
  try {
    const pid = Number(JSON.parse(readFileSync(path, 'utf8')).pid);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the lock file of a data directory so that one live process at a time opens it;
 * a lock left by a process that is gone (a crash, kill -9) is taken over.
 */
export function acquireDirectoryLock(dir: string): () => void {
  const path = join(dir, 'tallysheet.lock');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
      closeSync(fd);
      heldHere.add(path);
      return () => {
        if (!heldHere.delete(path)) return;
        try {
          unlinkSync(path);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(path);
    const liveElsewhere = holder !== undefined && holder !== process.pid && isAlive(holder);
    if (liveElsewhere || heldHere.has(path))
      throw new DirectoryLockedError(dir, holder ?? process.pid);
    // A lock half-written or left by a dead process (or by an earlier life of this pid) is stale.
    try {
      unlinkSync(path);
    } catch {
      // another process removed it first; try again
    }
  }
  throw new Error(`Could not take the lock of ${dir}`);
}
