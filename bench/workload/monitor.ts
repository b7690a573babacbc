// CPU and memory of the processes a window exercises, from /proc (Linux): the product's
// instances (CPU time, resident memory sampled each second), the PostgreSQL server started for
// the run (its postmaster and every backend and worker it forked), and the load generator.
import { readdirSync, readFileSync } from 'node:fs';
import { processCpuMs } from '../cpu.ts';
import type { CpuLimit } from './cpu-limit.ts';

/** Resident memory of `pid`, MB (VmRSS). */
export function rssMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

function stat(pid: number): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** The postmaster listening on `port` (its command line names `-p port`). */
export function postmasterOf(port: number): number | undefined {
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (/\bpostgres\b/.test(command) && command.includes(`-p ${port} `)) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

/** CPU ms so far of a PostgreSQL server: the postmaster, its ended children, its live ones. */
export function serverCpuMs(postmaster: number): number {
  const own = stat(postmaster);
  if (!own) return 0;
  // utime, stime, cutime, cstime: fields 14–17 (index 11–14 after the command), ticks of 10 ms.
  let ticks = own.slice(11, 15).reduce((sum, n) => sum + Number(n), 0);
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    const fields = stat(Number(entry));
    if (fields && Number(fields[1]) === postmaster)
      ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10;
}

export interface Usage {
  seconds: number;
  /** The product's instances together: CPU in cores (1 = one core busy the whole window). */
  productCores: number;
  /** Each instance's peak and mean resident memory, MB. */
  rss: { peakMb: number; meanMb: number }[];
  /** The PostgreSQL server's CPU in cores, when the run started one. */
  databaseCores?: number;
  /** This process: the load generator and the SMTP sink. */
  generatorCores: number;
  /**
   * With a CPU limit per instance (--instance-cpus): each instance's time throttled by its limit
   * per second of the window, summed over the cores its threads waited on (so it can pass 1).
   */
  throttled?: number[];
  /** The machine's 1-minute load average at the start and the end. */
  load: [number, number];
}

const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

/** Starts sampling; `stop()` gives the window's usage. */
export function monitor(
  pids: number[],
  postmaster?: number,
  limits: CpuLimit[] = [],
): { stop(): Usage } {
  const started = performance.now();
  const throttled0 = limits.map((each) => each.throttledMs());
  const load = loadAverage();
  const cpu0 = pids.map((pid) => processCpuMs(pid) ?? 0);
  const db0 = postmaster ? serverCpuMs(postmaster) : 0;
  const own0 = process.cpuUsage();
  const samples = pids.map(() => [] as number[]);
  const sample = () =>
    pids.forEach((pid, i) => {
      const mb = rssMb(pid);
      if (mb !== undefined) samples[i]!.push(mb);
    });
  sample();
  const timer = setInterval(sample, 1000);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const ms = performance.now() - started;
      const cpu = pids.reduce((sum, pid, i) => sum + ((processCpuMs(pid) ?? 0) - cpu0[i]!), 0);
      const own = process.cpuUsage(own0);
      return {
        seconds: ms / 1000,
        productCores: cpu / ms,
        rss: samples.map((list) => ({
          peakMb: Math.max(0, ...list),
          meanMb: list.reduce((a, b) => a + b, 0) / Math.max(1, list.length),
        })),
        ...(postmaster && { databaseCores: (serverCpuMs(postmaster) - db0) / ms }),
        generatorCores: (own.user + own.system) / 1000 / ms,
        ...(limits.length && {
          throttled: limits.map((each, i) => (each.throttledMs() - throttled0[i]!) / ms),
        }),
        load: [load, loadAverage()],
      };
    },
  };
}
