// CPU time of the processes a round exercises, from /proc (Linux; undefined elsewhere): the
// server process, and on PostgreSQL on this machine the backends serving the bench's database.
import { readdirSync, readFileSync } from 'node:fs';

/** User + system CPU of process `pid` so far, ms. */
export function processCpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime: fields 14 and 15 of proc_pid_stat(5), in clock ticks (USER_HZ: 100).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** CPU so far of each PostgreSQL backend connected to `database` ("postgres: user db host ..."). */
export function backendsCpuMs(database: string): Map<number, number> {
  const backends = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return backends;
  }
  for (const entry of entries) {
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!command.startsWith('postgres: ') || !command.includes(` ${database} `)) continue;
      const cpu = processCpuMs(Number(entry));
      if (cpu !== undefined) backends.set(Number(entry), cpu);
    } catch {
      // gone meanwhile
    }
  }
  return backends;
}

/** CPU the backends used since `before` (new ones from zero); undefined when none are seen. */
export function backendsCpuSince(database: string, before: Map<number, number>) {
  const after = backendsCpuMs(database);
  if (!after.size && !before.size) return undefined;
  let total = 0;
  for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0);
  return total;
}
