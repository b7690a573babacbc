import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import tseslint from 'typescript-eslint';
import layers from './scripts/eslint-rules/layers.js';
import noImportCycles from './scripts/eslint-rules/no-import-cycles.js';

const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';
const features = dirs(`./${WEB}/features`);
const modules = dirs(`./${SERVER}/modules`);

// The layout of STYLE.md, enforced: who may import whom.
const webZones = [
  // Features never import each other, nor the app that composes them.
  ...features.map((feature) => ({
    target: `./${WEB}/features/${feature}`,
    from: `./${WEB}/features`,
    except: [`./${feature}`],
    message:
      'Features never import each other: move what both need to entities/, components/ or lib/.',
  })),
  {
    target: `./${WEB}/features`,
    from: `./${WEB}/app`,
    message: 'Features never import the app; the app composes features.',
  },
  // Shared code (entities, components, lib, config, test helpers) never imports features or the app.
  ...['entities', 'components', 'lib', 'config'].flatMap((shared) => [
    {
      target: `./${WEB}/${shared}`,
      from: `./${WEB}/features`,
      message: 'Shared web code never imports a feature.',
    },
    {
      target: `./${WEB}/${shared}`,
      from: `./${WEB}/app`,
      message: 'Shared web code never imports the app.',
    },
  ]),
  // Entities (shared pickers and fetchers of one entity) are used by features; the generic
  // layers below them (components, lib, config) never reach up into them.
  ...['components', 'lib', 'config'].map((generic) => ({
    target: `./${WEB}/${generic}`,
    from: `./${WEB}/entities`,
    message: 'Generic web code never imports an entity.',
  })),
];

const serverZones = [
  // Routes parse, authorize, call a service and present: never SQL.
  {
    target: `./${SERVER}/modules/**/*.routes.ts`,
    from: `./${SERVER}/modules/**/*.repository.ts`,
    message: 'Routes call services, never repositories.',
  },
  {
    target: `./${SERVER}/modules/**/*.routes.ts`,
    from: `./${SERVER}/db/schema`,
    message: 'Routes call services, never the schema.',
  },
  // A module's repository is private: other modules go through its service.
  ...modules.map((module) => ({
    target: `./${SERVER}/modules/${module}`,
    from: `./${SERVER}/modules/!(${module})/**/*.repository.ts`,
    message: "Another module's repository is reached only through that module's service.",
  })),
  // Nothing in production code imports test code.
  {
    target: `./${SERVER}/!(test)/**/!(*.test).ts`,
    from: `./${SERVER}/test`,
    message: 'Production code never imports test helpers.',
  },
  // The layers, bottom up: lib, db, plugins, modules, then the top (app.ts, main.ts, cli.ts)
  // that composes them. Nothing imports a layer above its own, type-only imports included; what
  // a lower layer needs from a module (the auth plugin's credential lookups, the mailer in the
  // services' deps) is handed down from the top.
  ...['lib', 'db', 'plugins'].map((lower) => ({
    target: `./${SERVER}/${lower}/**/!(*.test).ts`,
    from: `./${SERVER}/modules`,
    message:
      'lib, db and plugins never import a module: the top (app.ts) hands them what they need.',
  })),
  ...['lib', 'db'].map((lower) => ({
    target: `./${SERVER}/${lower}/**/!(*.test).ts`,
    from: `./${SERVER}/plugins`,
    message: 'lib and db never import a plugin.',
  })),
  {
    target: `./${SERVER}/db/**/!(*.test).ts`,
    from: `./${SERVER}/lib`,
    message: 'db imports nothing from lib (lib builds on db).',
  },
  {
    target: `./${SERVER}/{lib,db,plugins,modules}/**/!(*.test).ts`,
    from: `./${SERVER}/{app,main,cli}.ts`,
    message: 'Only the top imports the top: app.ts composes the layers below it.',
  },
];

// The server's floors, top down (docs/architecture.md): a place imports only places on lower
// floors, type-only imports included, so no two folders import each other. Modules on one floor
// never import each other; a module that coordinates others stands above them (crm over the
// directory domains, approval-inbox over timesheets and corrections). A new folder gets a floor
// when it is made: above what it imports, below what imports it.
const serverFloors = [
  ['main.ts'],
  ['app.ts', 'cli.ts'],
  ['modules/util'],
  ['modules/demo'],
  ['modules/crm'],
  ['modules/approval-inbox'],
  ['modules/runs'],
  ['modules/approval-schedule', 'modules/corrections', 'modules/reporting'],
  ['modules/profile', 'modules/timesheets', 'modules/welcome'],
  ['modules/users'],
  ['modules/api-keys', 'modules/billing', 'modules/contact-links', 'modules/locks'],
  ['modules/link-tokens', 'modules/webhooks'],
  [
    'modules/clients',
    'modules/contacts',
    'modules/delegations',
    'modules/identity',
    'modules/internal-email',
    'modules/onboarding',
    'modules/projects',
    'modules/suppliers',
    'modules/tasks',
  ],
  [
    'modules/approval-settings',
    'modules/associations',
    'modules/directory',
    'modules/pay-rules',
    'modules/rates',
    'modules/tenants',
  ],
  ['modules/audit', 'modules/engagement', 'modules/mail', 'modules/timesheet-events'],
  ['plugins'],
  ['lib'],
  ['config.ts', 'db'],
  ['node-flags.ts', 'paths.ts', 'signing-key.ts'],
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': {
        typescript: {
          project: [
            'apps/web/tsconfig.json',
            'apps/server/tsconfig.json',
            'packages/contract/tsconfig.json',
          ],
        },
      },
    },
    plugins: {
      import: importPlugin,
      local: { rules: { 'no-import-cycles': noImportCycles, layers } },
    },
    rules: {
      // Every import between own files, type-only ones too, on the web, the server and the
      // contract alike: a superset of the cycles import/no-cycle finds (it skips type-only
      // imports), from one import graph read once per run. import/no-cycle, which parses every
      // file's imports again for each file, was four fifths of the lint time: it is not run.
      'local/no-import-cycles': [
        'error',
        {
          roots: ['apps/server/src', 'apps/web/src', 'packages/contract/src'],
          aliases: { '@/': 'apps/web/src/', '@tallysheet/contract/': 'packages/contract/src/' },
        },
      ],
      'import/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones] }],
    },
  },
  {
    // The server's folders stand on their floors (serverFloors above); tests and their helpers
    // stand apart and may reach any floor.
    files: [`${SERVER}/**/*.ts`],
    ignores: ['**/*.test.ts', `${SERVER}/test/**`],
    rules: { 'local/layers': ['error', { root: SERVER, floors: serverFloors }] },
  },
  {
    // Services, policies, guards, repositories, lib and db take ServiceDeps: never the web
    // framework, so that routes, jobs, webhooks and the approval portal call them alike.
    files: [
      'apps/server/src/modules/**/!(*.routes|*.plugin|*.test|*.api.test).ts',
      'apps/server/src/{lib,db}/**/!(*.test|*.api.test).ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify-*', '@fastify/*'],
              message: 'Services take ServiceDeps, never Fastify.',
            },
            {
              group: ['**/plugins/*'],
              message: 'Import AuthContext from lib/auth-context.ts; deps come as a parameter.',
            },
          ],
        },
      ],
    },
  },
  {
    // Business time comes from `deps.clock.now()` (STYLE.md), so tests control it and one change
    // stamps one time: never the system clock in a module. `new Date(x)` conversions pass.
    files: [`${SERVER}/modules/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Use deps.clock.now() (or take `at: Date` from the caller), not new Date().',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Use deps.clock.now(), not Date.now().',
        },
      ],
    },
  },
  {
    // Every file in its room (STYLE.md): at most 400 lines, counted as `wc -l` counts them.
    // Split a file by what it serves before it grows past that. Tests, e2e specs, migrations
    // and generated files aside.
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts', '**/migrations/**', '**/*.gen.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The contract is pure: no I/O, no app code.
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'http'], message: 'The contract has no I/O.' },
            {
              group: ['**/apps/**', '@tallysheet/server*', '@tallysheet/web*'],
              message: 'The contract imports no app code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pages compose features: the calls live in a feature's api/ (STYLE.md 11, 12).
    files: ['apps/web/src/app/routes/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/api-client.ts',
              importNames: ['call'],
              message: "A page calls the API through a feature's api/ file, not the client.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every e2e test runs with the axe fixture, which checks each screen it visits.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from './fixtures.ts' (axe on every screen visited).",
            },
          ],
        },
      ],
    },
  },
);
