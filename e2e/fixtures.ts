import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { isPortalPage } from '../apps/server/src/plugins/portal-pages.ts';

export * from '@playwright/test';

/**
 * Every screen an e2e test visits is checked with axe-core at 1536 and 390 px, failing the test
 * on any serious or critical violation (issue 12: make it stay fixed). After the test each screen
 * is opened again in the browser context that visited it — signed in as the test left it, the
 * session's refresh token still its own (a stored copy of the cookies would present a spent
 * refresh token, which ends the session: the screen would be Login) — once per route per run, ids
 * in paths counting as one route. A route the test itself checked at a width
 * (seriousViolations) is not checked there again. A screen that no longer opens for that context
 * (it signed out, or closed) is left for a later test to check.
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
export const AXE_WIDTHS = [1536, 390] as const;

interface Visit {
  url: string;
  context: BrowserContext;
}

/**
 * Not revisited: links that sign in or carry one-time secrets, and the API's own pages (the
 * OpenAPI reference is Swagger UI's page, not one of the product's screens).
 */
const NOT_REVISITED = /[?&](authCode|code)=|\/auth(\?|$)|\/set-new-password|\/approve-time|\/api\//;
/** Route keys and the widths they have been checked at: `${routeKey} ${width}`. */
const checked = new Set<string>();
const checkedAt = (url: string, width: number) => `${routeKey(url)} ${width}`;
const fullyChecked = (key: string) => AXE_WIDTHS.every((width) => checked.has(`${key} ${width}`));

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
  // (the finite ones that are running: a spinner's animation never ends, nor does a paused one,
  // as a session replay's player holds them), for 5 s at most.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  );
  // Evaluated, not a script tag: the app's Content-Security-Policy forbids inline scripts. Once
  // per document: a screen checked at its second width (resized, not reloaded) has it already.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const width = page.viewportSize()?.width;
  if (width) checked.add(checkedAt(page.url(), width));
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };
    type Options = { resultTypes: string[] };
    const axe = (
      window as unknown as { axe: { run(options: Options): Promise<{ violations: Violation[] }> } }
    ).axe;
    // Every rule runs and every violating node is reported; the passes and the incomplete
    // results, which are not read here, are left unaggregated (axe's own advice for speed).
    return (await axe.run({ resultTypes: ['violations'] })).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.nodes.length}) at ${violation.nodes[0]?.target.join(' ')}`,
      );
  });
}

/** Waits for the screen to settle: the network quiet and no progress indicator left. */
export async function settled(page: Page) {
  // Bounded: a page that keeps the network busy (a session being recorded sends its events)
  // is judged after 10 s as it stands.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page
    .waitForFunction(
      () => !document.querySelector('[role="progressbar"], .MuiSkeleton-root'),
      null,
      {
        timeout: 10_000,
      },
    )
    .catch(() => undefined);
}

/**
 * Opens a screen of the app: loaded the first time, then as the app's own links do (the history
 * changes and the router follows), so the app and axe are not loaded and compiled again for each
 * screen: a page load costs Chromium about 1.7 s of CPU, a move within the app a fraction.
 */
async function open(page: Page, url: string) {
  const here = page.url().startsWith('http') ? new URL(page.url()) : undefined;
  const there = new URL(url);
  // The approval page's addresses are a document of their own, not a screen of the app.
  const ownPage = (at: URL) => isPortalPage(at.pathname);
  if (!here || here.origin !== there.origin || ownPage(here) || ownPage(there)) {
    await page.goto(url);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${there.pathname}${there.search}${there.hash}`);
}

/** Opens the visits of one context again, one after another in a page of its own. */
async function revisit(context: BrowserContext, visits: Visit[]) {
  const found: string[] = [];
  let page: Page;
  try {
    page = await context.newPage();
  } catch {
    return found; // closed by the test
  }
  try {
    for (const visit of visits) {
      const key = routeKey(visit.url);
      const widths = AXE_WIDTHS.filter((width) => !checked.has(`${key} ${width}`));
      if (widths.length === 0) continue;
      await page.setViewportSize({ width: widths[0]!, height: 900 });
      await open(page, visit.url);
      await settled(page);
      // Sent elsewhere: a signed-in context's "/" goes to its home, which is what "/" shows it.
      // Sent to Login (signed out since), the route is left for a later test to check.
      const landed = routeKey(page.url());
      const signedOut = landed !== key && new URL(page.url()).pathname === '/';
      if (landed !== key && !signedOut) for (const width of widths) checked.add(`${key} ${width}`);
      if (landed !== key && fullyChecked(landed)) continue;
      for (const [index, width] of widths.entries()) {
        // The second width by resizing the open screen, as a window is: the layout follows the
        // width (media queries), and the page is not loaded a second time.
        if (index > 0) {
          await page.setViewportSize({ width, height: 900 });
          await settled(page);
        }
        for (const violation of await seriousViolations(page)) {
          found.push(`${page.url()} at ${width} px: ${violation}`);
        }
      }
    }
  } finally {
    await page.close().catch(() => undefined);
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
      if (fullyChecked(key) || visits.has(key)) return;
      visits.set(key, { url, context });
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
      const byContext = new Map<BrowserContext, Visit[]>();
      for (const visit of visits.values())
        byContext.set(visit.context, [...(byContext.get(visit.context) ?? []), visit]);
      for (const [visited, list] of byContext) found.push(...(await revisit(visited, list)));
      expect(found, 'serious or critical axe violations on the screens visited').toEqual([]);
    },
    { auto: true, timeout: 180_000 },
  ],
});
