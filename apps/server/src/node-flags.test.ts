import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.ts';
import { SERVER_ROOT } from './paths.ts';
import { serverCommand } from './test/processes.ts';

const rootManifest = JSON.parse(
  readFileSync(join(SERVER_ROOT, '..', '..', 'package.json'), 'utf8'),
) as { scripts: Record<string, string> };

describe('the flags the server runs with', () => {
  it('npm start runs the built server with every one of them', () => {
    const start = rootManifest.scripts.start!;
    expect(start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/main.js`);
  });

  it('the processes that tests, the bench and scale-check start run with them too', () => {
    expect(serverCommand().slice(0, -1)).toEqual(SERVER_NODE_FLAGS);
    expect(serverCommand().at(-1)).toMatch(/dist[\\/]main\.js$/);
  });
});
