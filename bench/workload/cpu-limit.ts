// A CPU limit for one process, as a container's (`docker run --cpus`, a Kubernetes pod's
// `limits.cpu`): the kernel's CFS bandwidth control in a cgroup of its own. The workload gives
// each instance one so that, on this 2-core machine, the database and the load generator keep
// cores beyond the instances' and the instances' count is what a capacity figure measures
// (issue 33 §1: "grows ≥ 2× from one instance to three where the database has the cores").
// Linux as root, with the cgroup v1 `cpu` controller or cgroup v2's `cpu.max`.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The scheduling period: 20 ms, not the kernel's default 100, so that a process over its
 * share waits at most the rest of 20 ms for its next slice rather than of 100.
 */
const PERIOD_US = 20_000;

export interface CpuLimit {
  readonly cores: number;
  /** Time the process was held back by the limit so far, ms (the kernel's `throttled_time`). */
  throttledMs(): number;
  /** Removes the cgroup (after the process has gone: a cgroup with members cannot be removed). */
  remove(): void;
}

/** Where a cgroup of our own can be made: the v1 `cpu` hierarchy, else the v2 one. */
function hierarchy(): { dir: string; v2: boolean } {
  if (existsSync('/sys/fs/cgroup/cpu/cpu.cfs_quota_us'))
    return { dir: '/sys/fs/cgroup/cpu', v2: false };
  const controllers = '/sys/fs/cgroup/cgroup.controllers';
  if (existsSync(controllers) && readFileSync(controllers, 'utf8').split(/\s+/).includes('cpu'))
    return { dir: '/sys/fs/cgroup', v2: true };
  throw new Error(
    '--instance-cpus needs a cgroup cpu controller (/sys/fs/cgroup/cpu or cgroup v2 with cpu) and root',
  );
}

/** Puts process `pid` (all its threads, and those it starts later) under a limit of `cores`. */
export function limitCpu(pid: number, cores: number, name: string): CpuLimit {
  const { dir: root, v2 } = hierarchy();
  const dir = join(root, `tallysheet-workload-${process.pid}-${name}`);
  mkdirSync(dir, { recursive: true });
  const quota = Math.round(cores * PERIOD_US);
  if (v2) {
    // The root's subtree must hand the cpu controller down (it may already).
    try {
      writeFileSync(join(root, 'cgroup.subtree_control'), '+cpu');
    } catch {
      // already enabled, or refused: writing cpu.max below says which
    }
    writeFileSync(join(dir, 'cpu.max'), `${quota} ${PERIOD_US}`);
  } else {
    writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
    writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(quota));
  }
  // v1 and v2 alike: writing a process id to cgroup.procs moves the whole thread group.
  writeFileSync(join(dir, 'cgroup.procs'), String(pid));
  return {
    cores,
    throttledMs() {
      const stat = readFileSync(join(dir, 'cpu.stat'), 'utf8');
      // v1: throttled_time in ns; v2: throttled_usec.
      const ns = /throttled_time (\d+)/.exec(stat)?.[1];
      if (ns) return Number(ns) / 1e6;
      const us = /throttled_usec (\d+)/.exec(stat)?.[1];
      return us ? Number(us) / 1e3 : 0;
    },
    remove() {
      try {
        rmdirSync(dir);
      } catch {
        // still has members (the process not yet reaped) or gone: nothing to keep
      }
    },
  };
}
