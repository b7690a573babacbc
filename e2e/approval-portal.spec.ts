import { AXE_WIDTHS, expect, test, type Page } from './fixtures.ts';
import { approvalToken } from './helpers.ts';

// The approval page (issue 28 §5 and §3): its own small page, reached by keyboard on a phone
// with every focused control in view, above the sticky bar. Nothing here submits: the demo's
// timecard stays pending for the other specs.

const demoToken = (page: Page) => approvalToken(page, 'paula.nguyen@northwind.example');

test("the e-mail's link opens the approval page's own small page: one script, none of the app's", async ({
  page,
}) => {
  const token = await demoToken(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/approve-time?token=${token}`);
  await expect(page).toHaveURL(/\/portal\/approve\?token=/);
  await expect(page.getByRole('heading', { name: 'Approve time', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Approve Time | Tallysheet');
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/portal-[\w-]+\.js$/)]);
  // The app's own page, for the app's addresses.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('a link that is not valid says so, with whom to ask', async ({ page }) => {
  await page.goto('/portal/approve?token=demo.not-a-real-token');
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await expect(
    page.getByText('Please ask the person who sent you the timecard to send it again.'),
  ).toBeVisible();
});

for (const width of AXE_WIDTHS) {
  test(`at ${width} px the keyboard reaches every control with a visible ring, never under the sticky bar`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto(`/portal/approve?token=${await demoToken(page)}`);
    await expect(page.getByRole('heading', { name: 'Days to review' })).toBeVisible();

    // Submit with nothing chosen asks for a choice; the request goes once one is made.
    const ask = page.getByText('Approve or reject at least one day, then submit.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(ask).toBeVisible();
    await page.getByRole('article').first().getByRole('button', { name: 'Reject' }).click();
    await expect(ask).toBeHidden();
    await expect(
      page.getByRole('article').first().getByRole('textbox', { name: 'Reason for rejecting' }),
    ).toBeFocused();

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('body').focus();
    const seen = new Set<string>();
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        if (element === document.body) return null;
        const bar = document.querySelector('.tp-bar')!;
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return {
          label: `${element.tagName} ${element.closest('article')?.getAttribute('aria-labelledby') ?? ''} ${element.textContent}`,
          inBar: bar.contains(element),
          top: box.top,
          bottom: box.bottom,
          barTop: bar.getBoundingClientRect().top,
          ring:
            element.tagName === 'TEXTAREA'
              ? style.boxShadow !== 'none'
              : style.outlineStyle === 'solid' && style.outlineWidth === '2px',
        };
      });
      // Past the last control (the browser's own) or back at the first: every one was seen.
      if (!focused || seen.has(focused.label)) break;
      seen.add(focused.label);
      expect(focused.ring, `${focused.label}: a visible focus ring`).toBe(true);
      if (focused.inBar) continue;
      expect(focused.top, `${focused.label}: in view`).toBeGreaterThanOrEqual(0);
      expect(focused.bottom, `${focused.label}: above the sticky bar`).toBeLessThanOrEqual(
        focused.barTop,
      );
    }
    // Approve all remaining, a toggle pair and a reason on the first day, the other days' pairs, Submit.
    expect(seen.size).toBeGreaterThanOrEqual(6);
  });
}
