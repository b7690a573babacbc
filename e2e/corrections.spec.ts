import { expect, test, type Page } from './fixtures.ts';
import { RECORDING_PORT } from './playwright.config.ts';
import { approvalToken, DEMO_PASSWORD, signInAs } from './helpers.ts';

// Corrections the associate counter-signs (issue 29 §4): the contact proposes corrected hours
// for a day from the portal, the associate accepts from My Time, and the day ends approved
// with the corrected hours.

// A server whose demo weeks no other flow changes (the portal spec keeps the main one pending).
test.use({ baseURL: `http://127.0.0.1:${RECORDING_PORT}` });

const demoToken = (page: Page) => approvalToken(page, 'paula.nguyen@northwind.example');

test('a correction proposed in the portal and accepted by the associate ends approved with the corrected hours', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/portal/approve?token=${await demoToken(page)}`);
  await expect(page.getByRole('heading', { name: 'Days to review' })).toBeVisible();
  const day = page.getByRole('article').first();
  const original = (await day.locator('.tp-day-hours').textContent())!;
  await day.getByRole('button', { name: 'Propose a correction' }).click();
  await expect(day.getByRole('button', { name: 'Propose a correction' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The comment is required: Submit names it and goes to it.
  await day.getByRole('textbox', { name: 'Corrected hours' }).fill('1.5');
  await page.getByRole('button', { name: 'Submit' }).click();
  const comment = day.getByRole('textbox', { name: 'Comment for the associate' });
  await expect(comment).toBeFocused();
  await expect(day.getByText('A comment is required to propose a correction')).toBeVisible();
  await comment.fill('Half of this was the workshop, billed separately');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you, your decisions were sent')).toBeVisible();
  await expect(page.getByText('proposed a correction for 1 day')).toBeVisible();
  await expect(
    page.getByText('Waiting for the associate to accept or decline').first(),
  ).toBeVisible();
  expect(original).not.toBe('1.5 hours');

  await page.setViewportSize({ width: 1536, height: 900 });
  await signInAs(page, 'demo', 'associate', DEMO_PASSWORD);
  await expect(page).toHaveURL(/my-time/);
  const answer = page.getByRole('region', { name: 'Corrections to answer' });
  await expect(answer).toContainText('Half of this was the workshop, billed separately');
  await expect(answer).toContainText('→ 1.5 h');
  const answered = page.waitForResponse((response) =>
    /\/api\/ts\/corrections\//.test(response.url()),
  );
  await answer
    .getByRole('button', { name: /^Accept:/ })
    .first()
    .click();
  await expect(page.getByText('Correction accepted')).toBeVisible();
  await expect(answer).toHaveCount(0);

  // The answer is the week: the day approved with the corrected hours, in a new version.
  const response = await answered;
  expect(response.status()).toBe(200);
  const timesheet = (await response.json()) as {
    version: number;
    versions: { version: number }[];
    timeCards: {
      data: Record<
        string,
        {
          hours: number;
          review: string | null;
          correction?: { state: string; originalHours: number };
        }
      >;
    }[];
  };
  const corrected = timesheet.timeCards
    .flatMap((card) => Object.values(card.data))
    .find((entry) => entry.correction?.state === 'accepted');
  expect(corrected).toMatchObject({ hours: 1.5, review: 'approved' });
  expect(`${corrected!.correction!.originalHours} hours`).toBe(original);
  expect(timesheet.versions.map((version) => version.version)).toContain(timesheet.version - 1);
});
