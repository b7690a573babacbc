import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test as base } from './held-page.ts';
import { isPortalPage } from '../apps/server/src/plugins/portal-pages.ts';

export * from '@playwright/test';

/**
 * Every screen an e2e test visits is checked with axe-core at 1536 and 390 px, failing the test
 * on any serious or critical violation (issue 12: make it stay fixed). After the test each screen
 * is opened again in the browser context that visited it (in the page the test left open, when
 * the app is there and no dialog holds it) — signed in as the test left it, the
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
/**
 * Route keys and the widths they have been checked at: `${routeKey} ${width}`. The run's
 * workers share them through a file in its output folder (which Playwright empties as a run
 * starts), so that a route is checked once a run, not once for each worker (issue 27).
 */
const checked = {
  keys: new Set<string>(),
  file: () => join(test.info().project.outputDir, 'axe-checked.txt'),
  has(key: string) {
    return this.keys.has(key);
  },
  add(key: string) {
    if (this.keys.has(key)) return;
    this.keys.add(key);
    mkdirSync(dirname(this.file()), { recursive: true });
    appendFileSync(this.file(), `${key}\n`);
  },
  /** Takes in what the other workers have checked since. */
  refresh() {
    if (!existsSync(this.file())) return;
    for (const key of readFileSync(this.file(), 'utf8').split('\n')) if (key) this.keys.add(key);
  },
};
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
 * Opens a screen of the app as its own links do — the history changes and the router follows —
 * once the app is open in the page; the first time (or from another origin, or to or from the
 * approval page, a document of its own) it loads. A load costs Chromium about 2.5 s of CPU on
 * this machine's two cores, a move within the app a tenth of that (issue 27: the browser tests
 * are CPU-bound), so a test loads the app again only where a load is what it checks (a reload,
 * a link from an e-mail, the server's history fallback, the first tab stop of a page).
 */
export async function openScreen(page: Page, path: string) {
  // Nothing open yet: Playwright resolves a path against the project's base URL.
  if (!page.url().startsWith('http')) {
    await page.goto(path);
    return;
  }
  const here = new URL(page.url());
  const there = new URL(path, here);
  const ownPage = (at: URL) => isPortalPage(at.pathname);
  if (here.origin !== there.origin || ownPage(here) || ownPage(there)) {
    await page.goto(there.href);
    return;
  }
  // The screen's code and data are fetched after the move: a page's network-idle state is its
  // load's, met long before, so the requests are counted here.
  const quiet = requestsQuiet(page);
  try {
    // Not the app (the API's reference page, say): a load.
    const moved = await page.evaluate((to) => {
      if (!document.getElementById('root')) return false;
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
      return true;
    }, `${there.pathname}${there.search}${there.hash}`);
    if (!moved) {
      await page.goto(there.href);
      return;
    }
    // As a load is awaited: the screen's code and data in, so that what follows reads the new
    // screen and not the one before (two empty lists say the same).
    await quiet.settled();
    await settled(page);
  } finally {
    quiet.stop();
  }
}

/**
 * Counts the page's requests from now; `settled` waits until none has been open for 300 ms
 * (10 s at most, as `settled` bounds its own wait).
 */
function requestsQuiet(page: Page) {
  let open = 0;
  let changed = Date.now();
  const started = () => {
    open += 1;
    changed = Date.now();
  };
  const ended = () => {
    open = Math.max(0, open - 1);
    changed = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled() {
      const until = Date.now() + 10_000;
      while (Date.now() < until && (open > 0 || Date.now() - changed < 300))
        await new Promise((wait) => setTimeout(wait, 50));
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/** A dialog over the screen: it could stay over the next screen, and be checked with it. */
const DIALOG = '[role="dialog"], [role="alertdialog"], .MuiModal-root';

/**
 * The page the test left in this context, when the visits can move there: the app open and no
 * dialog over it. A move costs Chromium a tenth of a new page and its load (issue 27: the
 * browser tests are CPU-bound); the routes the test set on it are taken off first.
 */
async function pageLeftOpen(context: BrowserContext) {
  for (const page of [...context.pages()].reverse()) {
    if (page.isClosed() || !page.url().startsWith('http')) continue;
    const free = await page
      .evaluate(
        (dialog) => Boolean(document.getElementById('root')) && !document.querySelector(dialog),
        DIALOG,
      )
      .catch(() => false);
    if (!free) continue;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    return page;
  }
  return undefined;
}

/**
 * Opens the visits of one context again, one after another: in the page the test left open, or
 * in a page of their own when it cannot move. (A form with unsaved changes does not hold the
 * move: the router's blocker lets through a history entry it did not make.)
 */
async function revisit(context: BrowserContext, visits: Visit[]) {
  const found: string[] = [];
  // Checked since the test opened them (by another worker, or another context of the test).
  const pending = visits.filter((visit) => !fullyChecked(routeKey(visit.url)));
  if (pending.length === 0) return found;
  const left = await pageLeftOpen(context);
  const page = left ?? (await context.newPage().catch(() => undefined));
  if (!page) return found; // closed by the test
  try {
    for (const visit of pending) {
      const key = routeKey(visit.url);
      const widths = AXE_WIDTHS.filter((width) => !checked.has(`${key} ${width}`));
      if (widths.length === 0) continue;
      await page.setViewportSize({ width: widths[0]!, height: 900 });
      await openScreen(page, visit.url);
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
    if (page !== left) await page.close().catch(() => undefined);
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
      checked.refresh();
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
      checked.refresh();
      const byContext = new Map<BrowserContext, Visit[]>();
      for (const visit of visits.values())
        byContext.set(visit.context, [...(byContext.get(visit.context) ?? []), visit]);
      for (const [visited, list] of byContext) found.push(...(await revisit(visited, list)));
      expect(found, 'serious or critical axe violations on the screens visited').toEqual([]);
    },
    { auto: true, timeout: 180_000 },
  ],
});
