import { AXE_WIDTHS, expect, seriousViolations, test, type Page } from './fixtures.ts';
import { DEMO_PASSWORD, signIn } from './helpers.ts';

// Every screen passes axe with no serious or critical violation, at desktop and phone widths.
// (The fixture checks every screen any test visits; these name the signed-out and shell ones.)
const WIDTHS = AXE_WIDTHS;

// axe runs as an injected script, which the app's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

async function checkAtEveryWidth(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
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
  await signIn(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/dashboard/);
  const table = async (p: Page) => expect(p.getByRole('table')).toBeVisible();
  await checkAtEveryWidth(page, '/clients', table);
  await checkAtEveryWidth(page, '/dev/mailbox', table);
  await checkAtEveryWidth(page, '/profile', async (p) =>
    expect(p.getByRole('textbox', { name: 'Email' })).toBeVisible(),
  );
});

test('My Time, Submit Timesheet and the approval portal have no serious accessibility violation at 1536 and 390 px', async ({
  page,
}) => {
  await signIn(page, 'demo', 'associate', DEMO_PASSWORD);
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
  await signIn(page, 'demo', 'admin', DEMO_PASSWORD);
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
