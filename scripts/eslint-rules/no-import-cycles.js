// ESLint rule: no import cycle between the repository's own files, type-only imports included.
//
// eslint-plugin-import's `import/no-cycle` always skips `import type` (hard-coded), so two files
// that import each other's types pass it. Type-only circles tie files together all the same
// (a newcomer reading one must read the other), so this rule counts every import: value, type,
// re-export and dynamic `import()`. It reads the import graph of the files under `roots` once
// per lint run (aliases resolved as the tsconfig paths say) and reports each import whose target
// can lead back to the importing file, naming the cycle.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const IMPORTS =
  /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

function sourceFiles(dir, found = []) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sourceFiles(path, found);
    else if (SOURCE.test(entry)) found.push(path);
  }
  return found;
}

function resolver(root, aliases, files) {
  const known = new Set(files);
  const withExtension = (path) =>
    [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')].find((p) => known.has(p));
  return (from, specifier) => {
    if (specifier.startsWith('.')) return withExtension(resolve(dirname(from), specifier));
    for (const [prefix, target] of Object.entries(aliases))
      if (specifier.startsWith(prefix))
        return withExtension(join(root, target, specifier.slice(prefix.length)));
    return undefined;
  };
}

/** The import graph and, for each file in a cycle, the id of its strongly connected component. */
function buildGraph(root, roots, aliases) {
  const files = roots.flatMap((dir) => sourceFiles(join(root, dir)));
  const resolveImport = resolver(root, aliases, files);
  const edges = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORTS)) {
      const target = resolveImport(file, match[1] ?? match[2]);
      if (target && target !== file) targets.add(target);
    }
    edges.set(file, [...targets]);
  }
  // Tarjan's strongly connected components, iteratively (deep graphs overflow recursion).
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const component = new Map();
  let next = 0;
  for (const start of files) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const targets = edges.get(node);
      if (i < targets.length) {
        frame[1]++;
        const target = targets[i];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const members = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          members.push(member);
        } while (member !== node);
        if (members.length > 1) for (const m of members) component.set(m, node);
      }
    }
  }
  return { edges, component, resolveImport };
}

/** The shortest way back from `target` to `file` inside their component. */
function pathBack(graph, target, file) {
  const id = graph.component.get(file);
  const previous = new Map([[target, null]]);
  const queue = [target];
  while (queue.length) {
    const node = queue.shift();
    if (node === file) break;
    for (const next of graph.edges.get(node) ?? [])
      if (graph.component.get(next) === id && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
  }
  const path = [];
  for (let node = file; node; node = previous.get(node)) path.unshift(node);
  return path;
}

const graphs = new Map();

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between own files, type-only imports included.' },
    schema: [
      {
        type: 'object',
        properties: {
          roots: { type: 'array', items: { type: 'string' } },
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'Import cycle: {{cycle}}. Type-only imports count too: move what both need into a file of its own, or hand it over from above.',
    },
  },
  create(context) {
    const { roots = [], aliases = {} } = context.options[0] ?? {};
    const root = context.cwd;
    const key = JSON.stringify([root, roots, aliases]);
    if (!graphs.has(key)) graphs.set(key, buildGraph(root, roots, aliases));
    const graph = graphs.get(key);
    const file = context.filename;
    if (!graph.component.has(file)) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = graph.resolveImport(file, source.value);
      if (!target || graph.component.get(target) !== graph.component.get(file)) return;
      const cycle = [file, ...pathBack(graph, target, file)].map((p) => relative(root, p));
      context.report({ node, messageId: 'cycle', data: { cycle: cycle.join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
