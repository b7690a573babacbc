import { expect, test } from './fixtures.ts';

test('the built app serves the login page with its version in the footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByText(/v3\.2\.0 · .+ · local/)).toBeVisible();
  await expect(page).toHaveTitle(/Tallysheet/);
});

test('an unknown logged-out path falls back to Login (history fallback)', async ({ page }) => {
  const response = await page.goto('/timesheets/search');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the API reference page renders the OpenAPI document', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('Tallysheet API').first()).toBeVisible();
  await expect(page.getByText('/api/util/health').first()).toBeVisible();
});
