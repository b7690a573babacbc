import { expect, test } from '@playwright/test';

test('the built app is served with its version from the API', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Tallysheet' })).toBeVisible();
  await expect(page.getByText(/v3\.2\.0 · .+ · local/)).toBeVisible();
});

test('an unknown path falls back to the app (history fallback)', async ({ page }) => {
  const response = await page.goto('/timesheets/search');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Tallysheet' })).toBeVisible();
});

test('the API reference page renders the OpenAPI document', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('Tallysheet API').first()).toBeVisible();
  await expect(page.getByText('/api/util/health').first()).toBeVisible();
});
