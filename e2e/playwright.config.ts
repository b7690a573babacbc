import { defineConfig, devices } from '@playwright/test';
import type { AppServer } from './servers.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? '../.tmp/e2e-data';
/** A second server whose sessions last seconds, for the Session Expired dialog. */
export const SHORT_SESSION_PORT = port + 1;

/**
 * A third server that delivers its mail over SMTP to a real SMTP server (e2e/smtp-capture.ts)
 * where tests read it: the e-mailed approval link of the core loop. (The first keeps mail in
 * the outbox for the developer mailbox.)
 */
export const SMTP_CAPTURE = { app: port + 2, smtp: port + 10, http: port + 11 };
/** A fourth server whose trials end at once (TRIAL_DAYS=0): the inactive tenant's screens. */
export const ENDED_TRIAL_PORT = port + 3;
/** A fifth server with the session recorder on (SESSION_RECORDING=on; off by default). */
export const RECORDING_PORT = port + 4;
/** Where e2e/servers.ts answers once every app server above answers. */
const READY_PORT = port + 5;

const serverEnv = (listen: number, dir: string) => ({
  PORT: String(listen),
  HOST: '127.0.0.1',
  DATA_DIR: dir,
  STAGE: 'local',
  LOG_LEVEL: 'warn',
  APP_URL: `http://127.0.0.1:${listen}`,
  AUTH_RATE_LIMIT: '1000',
});

/**
 * Desktop specs that share nothing with the demo tenant's flows on the main server: their tests
 * make their own companies there, or (the last three) work only on the recording server, which
 * no other spec opens.
 */
const APART_SPECS = new RegExp(
  `/(${[
    'account-setup',
    'api-keys',
    'approval-inbox',
    'audit-log',
    'delegations',
    'directory-search',
    'entity-history',
    'idempotency',
    'mfa',
    'pay-rules',
    'period-locks',
    'profile',
    'users',
    'webhooks',
    'corrections',
    'recordings',
    'rejected-days',
  ].join('|')})\\.spec\\.ts$`,
);

const appServers: AppServer[] = [
  {
    // An internal tenant whose super user has a temporary password, for the new-password challenge.
    name: 'main',
    port,
    cli: [
      'create-internal-tenant',
      ...['--tenant-id', 'ops', '--name', 'Tallysheet Ops', '--username', 'root'],
      ...['--email', 'root@ops.example', '--password', 'Temporary-pass-1', '--temporary'],
    ],
    // The developer menu sets a banner, for the layout checks with one; Manage API Keys on.
    env: { ...serverEnv(port, dataDir), DEV_MENU: 'true', FEATURE_FLAGS: 'GenerateApiKeys=on' },
  },
  {
    name: 'short sessions',
    port: SHORT_SESSION_PORT,
    env: {
      ...serverEnv(SHORT_SESSION_PORT, `${dataDir}-short`),
      SESSION_TTL: '12',
      ACCESS_TOKEN_TTL: '6',
    },
  },
  {
    name: 'smtp',
    port: SMTP_CAPTURE.app,
    env: {
      ...serverEnv(SMTP_CAPTURE.app, `${dataDir}-smtp`),
      SMTP_URL: `smtp://127.0.0.1:${SMTP_CAPTURE.smtp}`,
      // New trials here are 3 days long: the trial banner shows from the first day.
      TRIAL_DAYS: '3',
      // The developer menu, for setting a banner (app-state.spec.ts: logout clears it).
      DEV_MENU: 'true',
    },
  },
  {
    name: 'ended trials',
    port: ENDED_TRIAL_PORT,
    env: { ...serverEnv(ENDED_TRIAL_PORT, `${dataDir}-ended`), TRIAL_DAYS: '0' },
  },
  {
    // An internal tenant's super user, who replays any tenant's recordings.
    name: 'recording',
    port: RECORDING_PORT,
    cli: [
      'create-internal-tenant',
      ...['--tenant-id', 'ops', '--name', 'Tallysheet Ops', '--username', 'root'],
      ...['--email', 'root@ops.example', '--password', 'Root-replay-1'],
    ],
    env: { ...serverEnv(RECORDING_PORT, `${dataDir}-recording`), SESSION_RECORDING: 'on' },
  },
];

export default defineConfig({
  testDir: '.',
  outputDir: '../.tmp/e2e-results',
  fullyParallel: false,
  // Two at a time, the machine's cores: the shared-tenant desktop flows in order on one worker,
  // and beside them the specs that share nothing with those, then the narrow run.
  workers: 2,
  retries: 0,
  // `npm test` also asks for the JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) to print the slowest
  // specs; the timing reporter adds up what the tests' own durations leave out.
  reporter: [
    ['list'],
    ['./timing-reporter.ts'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
  ],
  // Waits sized for two cores shared with the other lanes of `npm test`: a page load costs
  // Chromium 156 about 1.7 s of CPU, and 5 s waits were missed on a busy machine while the
  // same screens took 1-2 s on a quiet one. A wait that is met returns at once.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Chromium 156 (Debian's) gives every window a browser UI of web pages: the omnibox's
        // popups, each in a renderer of its own. A headless window never shows them, but with
        // a window per page they were a quarter of the browser's CPU time, and the browser
        // most of the machine's during `npm test` (issue 27; tests timed out on two cores).
        // Playwright merges this list with its own.
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
      ],
    },
  },
  projects: [
    {
      // The flows that read and change the demo tenant (and the servers' shared state: the
      // ended-trials server's clock, the captured mail), in order, one at a time.
      name: 'desktop',
      workers: 1,
      testIgnore: [/\.narrow\.spec\.ts$/, APART_SPECS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1536, height: 900 } },
    },
    {
      // Specs that share nothing with the desktop flows (a company of their own on the main
      // server, or the recording server alone): they run beside them (issue 27: two cores, one
      // worker each). With the narrow run after them, the two workers' shares of the tests took
      // 411 s and 362 s; the recording server's three specs (39 s) moved here to even them.
      name: 'desktop, apart',
      workers: 1,
      testMatch: APART_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1536, height: 900 } },
    },
    {
      // Flows that change accounts run once, on desktop; the narrow run checks layout.
      name: 'narrow',
      workers: 1,
      testMatch: /(\.narrow\.spec\.ts|foundation\.spec\.ts)$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx smtp-capture.ts',
      url: `http://127.0.0.1:${SMTP_CAPTURE.http}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMTP_PORT: String(SMTP_CAPTURE.smtp), HTTP_PORT: String(SMTP_CAPTURE.http) },
    },
    {
      // The app servers, started side by side from one migrated database (e2e/servers.ts).
      command: 'node --import tsx servers.ts',
      url: `http://127.0.0.1:${READY_PORT}/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: { E2E_SERVERS: JSON.stringify(appServers), READY_PORT: String(READY_PORT) },
    },
  ],
});
