import { expect, openScreen, test, type Page } from './fixtures.ts';
import { SMTP_CAPTURE } from './playwright.config.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

// The core loop (A§1, A§2.2): an associate fills in and submits a week with the keyboard; the
// project contact gets the timecard by e-mail (a real SMTP delivery), opens the link in a
// browser with no session, approves two days and rejects one with a comment; the associate
// sees the decisions on My Time.

const APPROVER = 'paula.nguyen@northwind.example';

// The server that delivers over SMTP.
test.use({ baseURL: `http://127.0.0.1:${SMTP_CAPTURE.app}` });

interface Delivered {
  subject: string;
  text: string;
}

async function mailsTo(page: Page, to: string): Promise<Delivered[]> {
  const response = await page.request.get(
    `http://127.0.0.1:${SMTP_CAPTURE.http}/messages?to=${encodeURIComponent(to)}`,
  );
  return ((await response.json()) as { messages: Delivered[] }).messages;
}

const cell = (page: Page, day: string) =>
  page.getByRole('textbox', { name: new RegExp(`^Data Platform / Data modelling, ${day} `) });

test('an associate submits a week; the contact approves and rejects from the e-mailed link; My Time shows it', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'demo', 'associate', DEMO_PASSWORD);
  await expect(page).toHaveURL(/my-time/);
  const before = (await mailsTo(page, APPROVER)).length;

  await page.getByRole('link', { name: 'Submit this week' }).first().click();
  await expect(page).toHaveURL(/submit/);
  if ((await cell(page, 'Monday').count()) === 0) {
    await page.getByRole('combobox', { name: 'Add row' }).fill('Data modelling');
    await page
      .getByRole('option', { name: /Data modelling/ })
      .first()
      .click();
  }

  // Keyboard only from the first cell: type, Tab to the next day, type again.
  await cell(page, 'Monday').focus();
  await page.keyboard.type('8');
  await page.keyboard.press('Tab');
  await expect(cell(page, 'Tuesday')).toBeFocused();
  await page.keyboard.type('7:30');
  await page.keyboard.press('Tab');
  await page.keyboard.type('6');
  await page.keyboard.press('Tab');
  await expect(page.getByText('21.5').first()).toBeVisible();

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Pending').first()).toBeVisible();

  let mail: Delivered | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(page, APPROVER);
      mail = mails.length > before ? mails[0] : undefined;
      return Boolean(mail);
    })
    .toBe(true);
  expect(mail!.subject).toContain('Ava Associate, Data Platform');
  const link = /(http:\/\/\S+\/approve-time\?token=\S+)/.exec(mail!.text)?.[1];
  expect(link, mail!.text).toBeTruthy();

  // The contact: a fresh browser, no account, no session.
  const contact = await browser.newContext();
  const portal = await contact.newPage();
  await portal.goto(link!);
  await expect(portal).toHaveURL(/\/portal\/approve\?token=/);
  await expect(portal.getByText('Ava Associate').first()).toBeVisible();
  const day = (name: string) => portal.getByRole('article', { name: new RegExp(`^${name}`) });
  await day('Monday').getByRole('button', { name: 'Approve' }).click();
  await day('Tuesday').getByRole('button', { name: 'Approve' }).click();
  await day('Wednesday').getByRole('button', { name: 'Reject' }).click();
  await day('Wednesday')
    .getByRole('textbox', { name: 'Reason for rejecting' })
    .fill('Wednesday was a client holiday: please move the hours.');
  await portal.getByRole('button', { name: 'Submit' }).click();
  await expect(portal.getByText(/Rejected/).first()).toBeVisible();
  await expect(portal.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await contact.close();

  await openScreen(page, '/my-time');
  await expect(page.getByText('Rejected').first()).toBeVisible();
  // The reviewer's comment shows with the week in the list, and in the weeks to fix above it.
  await expect(
    page
      .getByRole('table', { name: 'Recent timesheets' })
      .getByText(/Wednesday was a client holiday: please move the hours\./),
  ).toBeVisible();
  await expect(
    page.getByText(/Wednesday was a client holiday: please move the hours\./),
  ).toHaveCount(2);
});
