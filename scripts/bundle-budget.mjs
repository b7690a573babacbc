// The sign-in route's JS budget (issue 11): walks the production build's manifest from the
// entry through the lazy chunks a signed-out visit to `/` loads, gzips what it finds and fails
// above the budget. Prints what each lazy route adds too. The approval page's budget (issue 28
// §5): every script portal.html loads, with all they import, statically or lazily, within 90 KB.
// Usage: node scripts/bundle-budget.mjs [dist]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 180;
const PORTAL_BUDGET_KB = 90;
const DIST = resolve(process.argv[2] ?? 'apps/web/dist');
const MANIFEST = join(DIST, '.vite', 'manifest.json');
const PORTAL_HTML = join(DIST, 'portal.html');
const PORTAL_MANIFEST = join(DIST, '.vite', 'portal-manifest.json');
// What a signed-out visit to `/` loads lazily: the logged-out routes, then the login page.
const SIGN_IN = ['src/app/logged-out-routes.tsx', 'src/app/routes/logged-out/login-page.tsx'];

for (const file of [MANIFEST, PORTAL_HTML, PORTAL_MANIFEST]) {
  if (!existsSync(file)) {
    process.stderr.write(`${file} is missing: run \`npm run build\` first.\n`);
    process.exit(1);
  }
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file))
    gzipSizes.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

/** The chunk and every chunk it imports statically (the browser fetches them together). */
function closure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, into);
  return into;
}

const js = (keys) => [...keys].filter((key) => manifest[key].file.endsWith('.js'));
const kb = (keys) => js(keys).reduce((sum, key) => sum + gzipSize(manifest[key].file), 0) / 1024;

const entry = closure(entryKey);
const signIn = new Set(entry);
for (const key of SIGN_IN) {
  if (!manifest[key]) {
    process.stderr.write(`${key} is not a chunk of the build any more: update SIGN_IN.\n`);
    process.exit(1);
  }
  closure(key, signIn);
}

// Each lazy chunk loads on top of the chunks of whatever imported it (its parent).
const parents = new Map([[entryKey, null]]);
const loadSets = new Map([[entryKey, entry]]);
function loadSet(key) {
  if (loadSets.has(key)) return loadSets.get(key);
  loadSets.set(key, entry); // a cycle of lazy imports ends at the entry
  const importer = Object.keys(manifest).find((other) =>
    (manifest[other].dynamicImports ?? []).includes(key),
  );
  // The importer itself when it is a lazy chunk, or else the smallest one that holds it.
  const parent = Object.keys(manifest)
    .filter(
      (candidate) =>
        candidate !== key &&
        (manifest[candidate].isEntry || manifest[candidate].isDynamicEntry) &&
        closure(candidate).has(importer),
    )
    .sort((a, b) =>
      a === importer
        ? -1
        : b === importer
          ? 1
          : closure(a).size - closure(b).size || a.localeCompare(b),
    )[0];
  const set = new Set(parent ? loadSet(parent) : entry);
  closure(key, set);
  parents.set(key, parent ?? entryKey);
  loadSets.set(key, set);
  return set;
}

const name = (key) => `\`${key.replace(/^src\//, '')}\``;
const rows = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .map((key) => {
    const total = kb(loadSet(key));
    const parent = parents.get(key);
    return {
      route: name(key),
      after: parent === entryKey ? 'entry' : name(parent),
      added: total - kb(loadSet(parent)),
      total,
    };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const signInKb = kb(signIn);
const line = (...cells) => `| ${cells.join(' | ')} |\n`;
process.stdout.write(line('JS a page loads (KB gzip)', 'on top of', 'adds', 'in all'));
process.stdout.write(line('---', '---', '---:', '---:'));
process.stdout.write(
  line(
    '**sign-in page** (`/`, signed out)',
    'entry',
    (signInKb - kb(entry)).toFixed(1),
    `**${signInKb.toFixed(1)}**`,
  ),
);
process.stdout.write(
  line('entry `index.html` (every page)', '', kb(entry).toFixed(1), kb(entry).toFixed(1)),
);
for (const row of rows)
  process.stdout.write(line(row.route, row.after, row.added.toFixed(1), row.total.toFixed(1)));

// The approval page: the scripts its HTML names (and preloads), and everything they import.
const portalManifest = JSON.parse(readFileSync(PORTAL_MANIFEST, 'utf8'));
const portalFiles = new Set();
function portalClosure(file) {
  if (portalFiles.has(file)) return;
  portalFiles.add(file);
  const chunk = Object.values(portalManifest).find((candidate) => candidate.file === file);
  for (const key of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])])
    portalClosure(portalManifest[key].file);
}
const portalPage = readFileSync(PORTAL_HTML, 'utf8');
for (const [, url] of portalPage.matchAll(
  /<(?:script\b[^>]*\bsrc|link\b[^>]*\brel="modulepreload"[^>]*\bhref)="\/?([^"]+)"/g,
))
  portalClosure(url);
const portalJs = [...portalFiles].filter((file) => file.endsWith('.js'));
if (portalJs.length === 0) {
  process.stderr.write(`${PORTAL_HTML} loads no script: update the budget's reading of it.\n`);
  process.exit(1);
}
const portalKb = portalJs.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
process.stdout.write(
  line(
    `**approval page** (\`/portal/approve\`, portal.html: ${portalJs.length} script${portalJs.length === 1 ? '' : 's'})`,
    'its own',
    portalKb.toFixed(1),
    `**${portalKb.toFixed(1)}**`,
  ),
);

let failed = false;
if (portalKb > PORTAL_BUDGET_KB) {
  process.stderr.write(
    `\n✗ the approval page loads ${portalKb.toFixed(1)} KB of JS (gzip), over the ${PORTAL_BUDGET_KB} KB budget\n`,
  );
  failed = true;
} else {
  process.stdout.write(
    `\n✓ the approval page loads ${portalKb.toFixed(1)} KB of JS (gzip), within ${PORTAL_BUDGET_KB} KB\n`,
  );
}
if (signInKb > BUDGET_KB) {
  process.stderr.write(
    `✗ the sign-in page loads ${signInKb.toFixed(1)} KB of JS (gzip), over the ${BUDGET_KB} KB budget\n`,
  );
  process.exit(1);
}
process.stdout.write(
  `✓ the sign-in page loads ${signInKb.toFixed(1)} KB of JS (gzip), within ${BUDGET_KB} KB\n`,
);
if (failed) process.exit(1);
