import { expect, openScreen, test, type APIRequestContext, type Page } from './fixtures.ts';
import { SMTP_CAPTURE } from './playwright.config.ts';
import { DEMO_PASSWORD, newCompany, ownerHeaders, signInAs, signOut } from './helpers.ts';

type Company = Awaited<ReturnType<typeof newCompany>>;

// Issue 12 (#6, #7): at 390 px nothing is wider than the screen, every list shows the columns
// that tell its rows apart, an empty list shows its sentence and its button whole, and a banner
// never hides the app bar.

const WIDTH = 390;

/** Elements that stick out of the screen sideways, as "tag.class" (none may). */
function sticksOut(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (getComputedStyle(element).visibility === 'hidden') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -0.5 || box.right > width + 0.5)
        out.push(`${element.tagName.toLowerCase()}.${element.className} ${box.left}–${box.right}`);
    }
    return out;
  });
}

async function expectFitsTheScreen(page: Page, where: string) {
  expect(await sticksOut(page), `${where}: elements wider than the screen`).toEqual([]);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(WIDTH);
}

async function expectWithinWidth(element: ReturnType<Page['locator']>, what: string) {
  await expect(element, what).toBeVisible();
  const box = (await element.boundingBox())!;
  expect(box.x, `${what} starts on the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends on the screen`).toBeLessThanOrEqual(WIDTH);
}

/** Every card of the list shows its name and its identifying columns, whole, on the screen. */
async function expectCards(page: Page, listName: string, identifying: string[]) {
  // Its own items, not those of a list inside a card.
  const cards = page.getByRole('list', { name: listName, exact: true }).locator(':scope > li');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    expect(await card.getByRole('term').allTextContents()).toEqual(identifying);
    const name = card.getByRole('button').or(card.getByRole('link')).first();
    await expectWithinWidth(name, `${listName}: a row's name`);
    for (const value of await card.getByRole('definition').all()) {
      expect((await value.textContent())?.trim(), `${listName}: a value`).toBeTruthy();
      await expectWithinWidth(value, `${listName}: ${await value.textContent()}`);
    }
  }
  await expectFitsTheScreen(page, listName);
}

/** The empty list's sentence and its action, whole, on the screen. */
async function expectEmpty(page: Page, text: string, action?: string) {
  await expectWithinWidth(page.getByText(text, { exact: true }), text);
  if (action) {
    const main = page.getByRole('main');
    // The page header may carry the same action: every one of them fits.
    const actions = main
      .getByRole('button', { name: action })
      .or(main.getByRole('link', { name: action }));
    expect(await actions.count(), action).toBeGreaterThan(0);
    for (const button of await actions.all()) await expectWithinWidth(button, action);
  }
  await expectFitsTheScreen(page, text);
}

async function fillDirectory(request: APIRequestContext, company: Company) {
  const headers = await ownerHeaders(request, company);
  const projects = ['proj_0000000000000001', 'proj_0000000000000002'];
  const client = await request.post('/api/crm/ps/clients', {
    headers,
    data: {
      name: 'Contoso Pharmaceuticals International',
      projects: [
        { id: projects[0], name: 'Website Redesign' },
        { id: projects[1], name: 'Support Retainer' },
      ],
      contacts: [
        { id: 'cont_0000000000000001', name: 'Pat Manager', email: 'pat@contoso.example' },
      ],
      associations: [{ projectId: projects[0], contactId: 'cont_0000000000000001' }],
      tasks: projects.map((projectId) => ({ projectId, name: 'Wireframes' })),
    },
  });
  expect(client.status()).toBe(201);
  const supplier = await request.post('/api/suppliers/suppliers', {
    headers,
    data: { name: 'Apex Staffing', contacts: [{ name: 'Sam Apex', email: 'sam@apex.example' }] },
  });
  expect(supplier.status()).toBe(201);
}

test('at 390 px an empty list shows its sentence and its button whole, and nothing is wider than the screen', async ({
  page,
  request,
}) => {
  // Ten screens, each measured element by element.
  test.slow();
  const { tenantId, owner } = await newCompany(request, {
    prefix: 'lists',
    companyName: 'Narrow Staffing',
  });
  await signInAs(page, tenantId, owner.username, owner.password);
  await expect(page).toHaveURL(/\/account-setup$/);
  const screens: [string, string, string?][] = [
    ['/clients', 'You do not have any clients yet', 'New Client'],
    ['/projects', 'You do not have any projects yet.', 'New Project'],
    ['/contacts', 'You do not have any contacts yet', 'New Contact'],
    ['/tasks', 'You do not have any tasks yet.', 'New Task'],
    ['/suppliers', 'You do not have any suppliers yet', 'New Supplier'],
    [
      '/suppliers/contacts',
      'You do not have any contacts for this supplier',
      'New Supplier Contact',
    ],
    ['/timesheets', 'No items', 'Submit Timesheet for User'],
    ['/timesheets/search', 'No items'],
    ['/my-time', 'No items', 'Submit this week'],
  ];
  for (const [path, text, action] of screens) {
    await openScreen(page, path);
    await expectEmpty(page, text, action);
  }
  // The owner is the one user: the list is not empty.
  await openScreen(page, '/users');
  await expectCards(page, 'Users', ['Username', 'Role']);
});

test('at 390 px every list shows the columns that tell its rows apart, on the screen', async ({
  page,
  request,
}) => {
  // Ten screens, each measured element by element.
  test.slow();
  const { tenantId, owner } = await newCompany(request, {
    prefix: 'lists',
    companyName: 'Narrow Staffing',
  });
  await fillDirectory(request, { tenantId, owner });
  await signInAs(page, tenantId, owner.username, owner.password);
  await expect(page).toHaveURL(/\/account-setup$/);
  const lists: [string, string, string[]][] = [
    ['/clients', 'Clients', []],
    ['/projects', 'Projects', ['Client']],
    ['/contacts', 'Project Contacts', ['Client', 'Email']],
    ['/tasks', 'Tasks', ['Project', 'Client']],
    ['/suppliers', 'Suppliers', []],
    ['/suppliers/contacts', 'Supplier Contacts', ['Email', 'Supplier']],
    ['/users', 'Users', ['Username', 'Role']],
  ];
  for (const [path, name, identifying] of lists) {
    await openScreen(page, path);
    await expectCards(page, name, identifying);
  }
  // Two tasks called Wireframes, told apart by their projects.
  await openScreen(page, '/tasks');
  for (const project of ['Website Redesign', 'Support Retainer'])
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Wireframes' }).filter({ hasText: project }),
    ).toHaveCount(1);
  await signOut(page);

  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const timesheetLists: [string, string, string[]][] = [
    // A week's and a timecard's hours show on a phone's card too (issue 28 §3).
    ['/timesheets', 'All Timesheets', ['Period', 'Hours', 'Status']],
    ['/timesheets/search', 'Timecards', ['Week', 'Client / Project / Task', 'Hours', 'Status']],
    ['/dev/mailbox', 'Mailbox messages', ['To', 'Status', 'Created']],
  ];
  for (const [path, name, identifying] of timesheetLists) {
    await openScreen(page, path);
    await expectCards(page, name, identifying);
  }
});

test.describe('My Time', () => {
  // The server whose demo associate keeps the demo password (the desktop run resets the other's).
  test.use({ baseURL: `http://127.0.0.1:${SMTP_CAPTURE.app}` });

  test("at 390 px the associate's recent timesheets show their weeks, statuses and hours on the screen", async ({
    page,
  }) => {
    await signInAs(page, 'demo', 'associate', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/my-time$/);
    await expectCards(page, 'Recent timesheets', ['Status', 'Hours']);
    // A rejected week's reviewer comments show in its card.
    await expectWithinWidth(
      page.getByRole('list', { name: 'Reviewer comments' }).first(),
      'the reviewer comments',
    );
    await expectFitsTheScreen(page, 'My Time');
  });
});

test('a banner set at 1536 px keeps clear of the app bar at 390 px, and the sidebar gives its space back at once', async ({
  page,
}) => {
  // The page's clock is ours: stopped across the resize, so the 500 ms debounce cannot fire and
  // whatever changes, changed without it (however slow the machine).
  await page.clock.install();
  await page.setViewportSize({ width: 1536, height: 900 });
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Developer menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Developer Menu' });
  await menu
    .getByRole('textbox', { name: 'Text', exact: true })
    .fill('Scheduled maintenance on Saturday from 22:00 to 23:00 UTC: the app may be unavailable.');
  await menu.getByRole('button', { name: 'Apply' }).click();
  await menu.getByRole('button', { name: 'Close' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Scheduled maintenance' });
  await expect(banner).toBeVisible();

  await page.clock.pauseAt(Date.now() + 1000);
  await page.setViewportSize({ width: WIDTH, height: 844 });
  const appBar = page.getByRole('banner');
  // At once, with the page's timers stopped so the 500 ms resize debounce never fires: the
  // banner wraps and the app bar moves below it, the sidebar's space is given back and nothing
  // scrolls sideways.
  const soon = { timeout: 10_000 };
  await expect
    .poll(async () => {
      const [bannerBox, barBox] = [await banner.boundingBox(), await appBar.boundingBox()];
      return bannerBox!.height > 40 && barBox!.y >= bannerBox!.y + bannerBox!.height - 0.5;
    }, soon)
    .toBe(true);
  await expect.poll(async () => (await page.getByRole('main').boundingBox())!.x, soon).toBe(0);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), soon)
    .toBeLessThanOrEqual(WIDTH);
  await page.clock.resume();

  // The banner lives in the page: move through the app without reloading it (openScreen).
  const lists: [string, string, string, string[]][] = [
    ['/clients', 'Clients', 'Clients', []],
    ['/tasks', 'Tasks', 'Tasks', ['Project', 'Client']],
    ['/users', 'Users', 'Users', ['Username', 'Role']],
    ['/timesheets', 'All Timesheets', 'All Timesheets', ['Period', 'Hours', 'Status']],
  ];
  for (const [path, title, listName, identifying] of lists) {
    await openScreen(page, path);
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();
    const barBox = (await appBar.boundingBox())!;
    // Polled: the screen may still render over the heading's first box.
    await expect
      .poll(async () => (await heading.boundingBox())?.y, `${title} below the app bar`)
      .toBeGreaterThanOrEqual(barBox.y + barBox.height - 1);
    await expect(banner).toBeVisible();
    await expectCards(page, listName, identifying);
  }
});

test('"Skip to content" is the first tab stop, shows when focused and moves the focus to the page', async ({
  page,
}) => {
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to content' });
  // Off the screen until focused.
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/clients$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'New Client' })).toBeFocused();
});
