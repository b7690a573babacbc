import { AXE_WIDTHS, expect, openScreen, seriousViolations, test, type Page } from './fixtures.ts';
import { DEMO_PASSWORD, newCompany, signInAs } from './helpers.ts';

// Every screen passes axe with no serious or critical violation, at desktop and phone widths.
// (The fixture checks every screen any test visits; these name the signed-out and shell ones.)
const WIDTHS = AXE_WIDTHS;

// axe runs as an injected script, which the app's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

/**
 * Opens `path` at the first width, then makes the open screen narrow, as a window is resized:
 * the layout follows the width (media queries), so the screen is not loaded a second time
 * (as the fixture's own checks do).
 */
async function checkAtEveryWidth(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  for (const [index, width] of WIDTHS.entries()) {
    await page.setViewportSize({ width, height: 900 });
    if (index === 0) await openScreen(page, path);
    await ready(page);
    expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
  }
}

test('signed-out screens have no serious accessibility violation at 1536 and 390 px', async ({
  page,
}) => {
  const heading = (name: string) => async (p: Page) =>
    expect(p.getByRole('heading', { name })).toBeVisible();
  await checkAtEveryWidth(page, '/', heading('Login'));
  await checkAtEveryWidth(page, '/sign-up', async (p) =>
    expect(p.getByRole('button', { name: 'Start free trial' })).toBeVisible(),
  );
  await checkAtEveryWidth(page, '/reset-password', async (p) =>
    expect(p.getByRole('textbox', { name: 'Customer ID' })).toBeVisible(),
  );
});

test('the shell, Clients, Your Profile and the mailbox have no serious accessibility violation at 1536 and 390 px', async ({
  page,
}) => {
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/dashboard/);
  // A table from md up, a list of cards on a phone.
  const rows = (name: string) => async (p: Page) =>
    expect(p.getByRole('table', { name }).or(p.getByRole('list', { name }))).toBeVisible();
  await checkAtEveryWidth(page, '/clients', rows('Clients'));
  await checkAtEveryWidth(page, '/dev/mailbox', rows('Mailbox messages'));
  await checkAtEveryWidth(page, '/profile', async (p) =>
    expect(p.getByRole('textbox', { name: 'Email' })).toBeVisible(),
  );
});

test('My Time, Submit Timesheet and the approval portal have no serious accessibility violation at 1536 and 390 px', async ({
  page,
}) => {
  await signInAs(page, 'demo', 'associate', DEMO_PASSWORD);
  await expect(page).toHaveURL(/my-time/);
  await checkAtEveryWidth(page, '/my-time', async (p) =>
    expect(p.getByRole('heading', { name: 'Personal Dashboard' })).toBeVisible(),
  );
  await checkAtEveryWidth(page, '/submit', async (p) =>
    expect(p.getByRole('heading', { name: 'Submit Timesheet' })).toBeVisible(),
  );
  const mailbox = await page.request.get(
    '/api/util/dev-mailbox?to=paula.nguyen%40northwind.example',
  );
  const { messages } = (await mailbox.json()) as { messages: { text: string }[] };
  const token = messages
    .map((message) => /approve-time\?token=(\S+)/.exec(message.text)?.[1])
    .find(Boolean);
  expect(token).toBeTruthy();
  await checkAtEveryWidth(page, `/portal/approve?token=${token}`, async (p) =>
    expect(p.getByText('Ava Associate').first()).toBeVisible(),
  );
  await checkAtEveryWidth(page, '/portal/approve?token=demo.not-a-real-token', async (p) =>
    expect(p.getByText('This link is not valid').first()).toBeVisible(),
  );
});

test("the administrator's timesheet screens have no serious accessibility violation at 1536 and 390 px", async ({
  page,
}) => {
  test.slow(); // six screens at two widths
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/dashboard/);
  await checkAtEveryWidth(page, '/dashboard', async (p) =>
    expect(p.getByRole('link', { name: /Timecards pending approval/ })).toBeVisible(),
  );
  await checkAtEveryWidth(page, '/timesheets', async (p) =>
    expect(p.getByRole('heading', { name: 'All Timesheets' })).toBeVisible(),
  );
  await checkAtEveryWidth(page, '/timesheets/search?status=pending', async (p) =>
    expect(p.getByRole('link', { name: 'Ava Associate' }).first()).toBeVisible(),
  );
  await page.getByRole('link', { name: 'Ava Associate' }).first().click();
  await expect(page).toHaveURL(/timesheetId=/);
  const timesheetId = new URL(page.url()).searchParams.get('timesheetId')!;
  await expect(page.getByRole('dialog', { name: /Viewing timesheet for/ })).toBeVisible();
  expect(await seriousViolations(page), 'the timesheet viewer').toEqual([]);
  await checkAtEveryWidth(
    page,
    `/timesheets/admin-review?timesheetId=${encodeURIComponent(timesheetId)}`,
    async (p) => expect(p.getByRole('button', { name: 'Submit review' })).toBeVisible(),
  );
  await checkAtEveryWidth(page, `/timesheets/admin-submit?userId=associate`, async (p) =>
    expect(p.getByRole('heading', { name: 'Submit Timesheet for User' })).toBeVisible(),
  );
});

const LISTS: [string, string, string][] = [
  ['/projects', 'Projects', 'You do not have any projects yet.'],
  ['/contacts', 'Project Contacts', 'You do not have any contacts yet'],
  ['/tasks', 'Tasks', 'You do not have any tasks yet.'],
  ['/suppliers', 'Suppliers', 'You do not have any suppliers yet'],
  ['/suppliers/contacts', 'Supplier Contacts', 'You do not have any contacts for this supplier'],
  ['/users', 'Users', 'No items'],
];

test('the directory and user lists have no serious accessibility violation at 1536 and 390 px', async ({
  page,
}) => {
  // Twelve axe runs.
  test.slow();
  // A table from md up, a list of cards on a phone, or the empty state.
  const ready = (name: string, empty: string) => async (p: Page) =>
    expect(
      p
        .getByRole('table', { name })
        .or(p.getByRole('list', { name }))
        .or(p.getByText(empty))
        .first(),
    ).toBeVisible();
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/dashboard/);
  for (const [path, name, empty] of LISTS) await checkAtEveryWidth(page, path, ready(name, empty));
});

test("a new company's empty directory lists have no serious accessibility violation at 1536 and 390 px", async ({
  page,
  request,
}) => {
  // Twelve axe runs.
  test.slow();
  const { tenantId } = await newCompany(request, { prefix: 'axe', companyName: 'Empty Staffing' });
  await signInAs(page, tenantId, 'boss', 'Boss-pass-1');
  await expect(page).toHaveURL(/account-setup/);
  const empty: [string, string][] = [
    ['/clients', 'You do not have any clients yet'],
    ...LISTS.slice(0, 5).map(([path, , text]): [string, string] => [path, text]),
  ];
  for (const [path, text] of empty)
    await checkAtEveryWidth(page, path, async (p) => expect(p.getByText(text)).toBeVisible());
});

test('the shell with a banner has no serious accessibility violation at 1536 and 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1536, height: 900 });
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/dashboard/);
  await openScreen(page, '/tasks');
  await page.getByRole('button', { name: 'Developer menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Developer Menu' });
  await menu.getByRole('textbox', { name: 'Text', exact: true }).fill('Maintenance on Saturday');
  await menu.getByRole('button', { name: 'Apply' }).click();
  await menu.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Maintenance' })).toBeVisible();
  expect(await seriousViolations(page), 'with a banner at 1536 px').toEqual([]);
  // The banner lives in the page: the same page, made narrow.
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(page.getByRole('list', { name: 'Tasks' })).toBeVisible();
  expect(await seriousViolations(page), 'with a banner at 390 px').toEqual([]);
});
