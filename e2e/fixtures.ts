import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

export * from '@playwright/test';

/**
 * Every screen an e2e test visits is checked with axe-core at 1536 and 390 px, failing the test
 * on any serious or critical violation (issue 12: make it stay fixed). Each screen is revisited
 * after the test in a context of its own (the same session, the CSP bypassed so axe can be
 * injected), once per route per run: ids in paths count as one route.
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
export const AXE_WIDTHS = [1536, 390] as const;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
interface Visit {
  url: string;
  state: Promise<StorageState | null>;
}

/**
 * Not revisited: links that sign in or carry one-time secrets, and the API's own pages (the
 * OpenAPI reference is Swagger UI's page, not one of the product's screens).
 */
const NOT_REVISITED = /[?&](authCode|code)=|\/auth(\?|$)|\/set-new-password|\/approve-time|\/api\//;
const checked = new Set<string>();

/** One key per route: segments with digits or encoded characters are ids. */
export function routeKey(url: string) {
  const { origin, pathname } = new URL(url);
  const route = pathname
    .split('/')
    .map((segment) => (/\d|%|#/.test(segment) ? ':id' : segment))
    .join('/');
  return `${origin}${route}`;
}

export async function seriousViolations(page: Page) {
  // A dialog still fading in has translucent text: judge colours once the transitions have ended
  // (the finite ones: a spinner's animation never does).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) =>
          Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.nodes.length}) at ${violation.nodes[0]?.target.join(' ')}`,
      );
  });
}

/** Waits for the screen to settle: the network quiet and no progress indicator left. */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(
      () => !document.querySelector('[role="progressbar"], .MuiSkeleton-root'),
      null,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);
}

async function revisit(browser: Browser, visit: Visit) {
  const state = await visit.state;
  if (!state) return [];
  const context = await browser.newContext({ bypassCSP: true, storageState: state });
  const found: string[] = [];
  try {
    const page = await context.newPage();
    for (const width of AXE_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(visit.url);
      await settled(page);
      for (const violation of await seriousViolations(page)) {
        found.push(`${page.url()} at ${width} px: ${violation}`);
      }
    }
  } finally {
    await context.close();
  }
  return found;
}

function watch(context: BrowserContext, visits: Map<string, Visit>) {
  const onPage = (page: Page) =>
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = frame.url();
      if (!url.startsWith('http') || NOT_REVISITED.test(url)) return;
      const key = routeKey(url);
      if (checked.has(key) || visits.has(key)) return;
      visits.set(key, { url, state: context.storageState().catch(() => null) });
    });
  context.pages().forEach(onPage);
  context.on('page', onPage);
}

export const test = base.extend<{ axeEveryScreen: void }>({
  axeEveryScreen: [
    async ({ browser, context }, use) => {
      const visits = new Map<string, Visit>();
      watch(context, visits);
      // Contexts a test opens itself (a second user, the portal's contact) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        watch(created, visits);
        return created;
      };
      await use();
      browser.newContext = newContext;
      const found: string[] = [];
      for (const [key, visit] of visits) {
        if (checked.has(key)) continue;
        checked.add(key);
        found.push(...(await revisit(browser, visit)));
      }
      expect(found, 'serious or critical axe violations on the screens visited').toEqual([]);
    },
    { auto: true, timeout: 180_000 },
  ],
});
