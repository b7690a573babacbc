// Each test file's CPU time, appended to $TEST_CPU_OUTPUT as one JSON line per file when it is
// set: its worker's (every thread: the tests, their hooks, the engine's background work) and
// that of the processes it ran (servers, the cli). Wall times lie on a shared machine; CPU time
// says which files cost the most (issue 27).
import { appendFileSync, readFileSync } from 'node:fs';
import { afterAll, expect } from 'vitest';

/** CPU seconds of the processes this one has waited for (Linux; 0 elsewhere). */
function childrenSeconds(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // The fields after the command's closing parenthesis; cutime and cstime are the 16th and 17th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

const output = process.env.TEST_CPU_OUTPUT;
if (output) {
  // From here, before the file is imported: what its top level does counts too.
  const started = { self: process.cpuUsage(), children: childrenSeconds() };
  afterAll(() => {
    const self = process.cpuUsage(started.self);
    appendFileSync(
      output,
      `${JSON.stringify({
        file: expect.getState().testPath,
        engine: process.env.TEST_DB,
        cpuSeconds: (self.user + self.system) / 1e6,
        childSeconds: childrenSeconds() - started.children,
      })}\n`,
    );
  });
}
