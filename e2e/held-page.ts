import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Dialog,
  type Page,
} from '@playwright/test';

/**
 * One page for a worker's tests, not one each (issue 27: the browser tests are CPU-bound). A
 * new context's page is a new renderer process, which starts and compiles the app's scripts
 * anew: a signed-in load cost this machine about 4 s of CPU in a new context and 1.7 s in a page
 * that had loaded the app before (measured 2026-11-29, Chromium 156). So a worker keeps a
 * context and its page for each set of context options its tests use, and between tests puts
 * them back as a new context is: every cookie and stored item gone (the app's only stored state
 * is localStorage), the app left and the page at the project's viewport, the test's routes and
 * listeners taken off, any page it opened closed. A test sees no difference but the time.
 *
 * What cannot be put back — a clock installed (page.clock), a script added to every document, a
 * page closed, a test that failed — ends the pair; the next test gets a new one.
 * `test.use({ freshContext: true })` gives a test a context of its own, as before.
 */
interface Held {
  context: BrowserContext;
  page: Page;
  /** Origins the context's pages have opened: their storage is cleared after each test. */
  origins: Set<string>;
  /** Set by a test that changed what a reset cannot restore. */
  spent: boolean;
}

const heldByContext = new WeakMap<BrowserContext, Held>();

/**
 * What a reset cannot take back: a clock installed or set, a script added to every document, a
 * function exposed to the page. Using any of them spends the pair.
 */
function guard(held: Held) {
  const spend = <T extends object>(target: T, names: (keyof T)[]) => {
    for (const name of names) {
      const original = target[name] as (...args: unknown[]) => unknown;
      (target as Record<keyof T, unknown>)[name] = (...args: unknown[]) => {
        held.spent = true;
        return original.apply(target, args);
      };
    }
  };
  spend(held.context.clock, [
    'install',
    'fastForward',
    'pauseAt',
    'resume',
    'runFor',
    'setFixedTime',
    'setSystemTime',
  ]);
  spend(held.context, ['addInitScript', 'exposeBinding', 'exposeFunction']);
  spend(held.page, ['addInitScript', 'exposeBinding', 'exposeFunction']);
}

type Listeners = Map<string | symbol, Set<(...args: unknown[]) => unknown>>;
interface Emitter {
  eventNames(): (string | symbol)[];
  listeners(event: string | symbol): ((...args: unknown[]) => unknown)[];
  off(event: string | symbol, listener: (...args: unknown[]) => unknown): unknown;
}

function listenersOf(emitter: Emitter): Listeners {
  return new Map(emitter.eventNames().map((name) => [name, new Set(emitter.listeners(name))]));
}

/** Takes off the listeners added since `before`. */
function restoreListeners(emitter: Emitter, before: Listeners) {
  for (const name of emitter.eventNames())
    for (const listener of emitter.listeners(name))
      if (!before.get(name)?.has(listener)) emitter.off(name, listener);
}

async function hold(browser: Browser, options: BrowserContextOptions): Promise<Held> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const held: Held = { context, page, origins: new Set(), spent: false };
  // Every page of the context: one a test opens (and the reset closes) stores per origin too.
  const track = (opened: Page) =>
    opened.on('framenavigated', (frame) => {
      const url = frame.url();
      if (url.startsWith('http')) held.origins.add(new URL(url).origin);
    });
  track(page);
  context.on('page', track);
  guard(held);
  heldByContext.set(context, held);
  return held;
}

/** Puts the pair back as a new context is; false when it cannot be. */
async function reset(held: Held, options: BrowserContextOptions) {
  const { context, page } = held;
  if (held.spent || page.isClosed()) return false;
  for (const other of context.pages()) if (other !== page) await other.close();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // Leave the app, its timers and requests with it (they could store again what is cleared
  // below), for a page of the same site without scripts: about:blank or another site would be
  // a new renderer process, and the next test's load would cost what a new page's does. A form
  // with unsaved changes asks first.
  if (page.url().startsWith('http')) {
    const leave = (dialog: Dialog) =>
      dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss();
    page.on('dialog', leave);
    try {
      await page.goto(new URL('/api/util/health', page.url()).href);
    } finally {
      page.off('dialog', leave);
    }
  }
  await context.clearCookies();
  await context.clearPermissions();
  const cdp = await context.newCDPSession(page);
  try {
    for (const origin of held.origins) {
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await cdp.send('DOMStorage.clear', {
        storageId: { securityOrigin: origin, isLocalStorage: false },
      });
    }
  } finally {
    await cdp.detach();
  }
  held.origins.clear();
  if (options.viewport) await page.setViewportSize(options.viewport);
  return true;
}

export const test = base.extend<{ freshContext: boolean }, { heldPages: Map<string, Held> }>({
  freshContext: [false, { option: true }],
  heldPages: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const pages = new Map<string, Held>();
      await use(pages);
      for (const held of pages.values()) await held.context.close().catch(() => undefined);
    },
    { scope: 'worker' },
  ],
  // Each context option is named twice: Playwright reads a fixture's dependencies from the
  // names its first parameter destructures, and takes no rest property there.
  context: async (
    {
      browser,
      heldPages,
      freshContext,
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      timezoneId,
      bypassCSP,
      locale,
      colorScheme,
    },
    use,
    testInfo,
  ) => {
    const options: BrowserContextOptions = {
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      timezoneId,
      bypassCSP,
      locale,
      colorScheme,
    };
    if (freshContext) {
      const context = await browser.newContext(options);
      await use(context);
      await context.close();
      return;
    }
    const key = JSON.stringify(options);
    let held = heldPages.get(key);
    if (!held || held.page.isClosed()) {
      held = await hold(browser, options);
      heldPages.set(key, held);
    }
    const pageListeners = listenersOf(held.page as unknown as Emitter);
    const contextListeners = listenersOf(held.context as unknown as Emitter);
    await use(held.context);
    restoreListeners(held.page as unknown as Emitter, pageListeners);
    restoreListeners(held.context as unknown as Emitter, contextListeners);
    const passed = testInfo.status === testInfo.expectedStatus;
    if (!passed || !(await reset(held, options).catch(() => false))) {
      heldPages.delete(key);
      await held.context.close().catch(() => undefined);
    }
  },
  page: async ({ context }, use) => {
    const held = heldByContext.get(context);
    await use(held && !held.page.isClosed() ? held.page : await context.newPage());
  },
});
