// Self time of a CPU profile (`npm run bench -- --profile <dir>`) by package and by function: the
// product's bundle is mapped back to its sources with its source map.
//   node --import tsx bench/profile-summary.ts <dir>/product/CPU….cpuprofile apps/server/dist/main.js.map
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';

interface Profile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
}

const [file, mapFile] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [bundle.js.map]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const map = mapFile ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')) as never) : undefined;

const selfMicros = new Map<number, number>();
profile.samples.forEach((id, i) =>
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
);

/** The package (node_modules), the app's folder (through the source map), or the frame's name. */
function categoryOf(frame: Profile['nodes'][number]['callFrame']): {
  category: string;
  where: string;
} {
  const { url, functionName, lineNumber, columnNumber } = frame;
  if (!url) return { category: functionName || '(anonymous)', where: '' };
  if (url.includes('node_modules/')) {
    const [scope, name] = url.split('node_modules/').pop()!.split('/');
    return { category: scope!.startsWith('@') ? `${scope}/${name}` : scope!, where: url };
  }
  if (url.startsWith('node:')) return { category: 'node internals', where: url };
  if (map) {
    const entry = map.findEntry(lineNumber, columnNumber) as { originalSource?: string };
    const source = entry.originalSource;
    if (source) {
      const app = source.includes('packages/contract')
        ? 'contract'
        : source
            .replace(/^.*src\//, '')
            .split('/')
            .slice(0, 2)
            .join('/');
      return { category: `app: ${app}`, where: source };
    }
  }
  return { category: url, where: url };
}

const byCategory = new Map<string, number>();
const byFunction = new Map<string, number>();
let busy = 0;
for (const node of profile.nodes) {
  const micros = selfMicros.get(node.id) ?? 0;
  if (!micros) continue;
  const { category, where } = categoryOf(node.callFrame);
  if (category !== '(idle)' && category !== '(program)') busy += micros;
  byCategory.set(category, (byCategory.get(category) ?? 0) + micros);
  const name = `${node.callFrame.functionName || '(anonymous)'} ${where.replace(/^.*node_modules\//, '')}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
}

const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, micros]) => {
      const ms = (micros / 1000).toFixed(0).padStart(7);
      return `${ms} ms ${((100 * micros) / busy).toFixed(1).padStart(5)}%  ${key}`;
    })
    .join('\n');

process.stdout.write(`busy (not idle): ${(busy / 1000).toFixed(0)} ms\n`);
process.stdout.write(`${top(byCategory, 30)}\n--- functions\n${top(byFunction, 40)}\n`);
