import { expect, openScreen, test } from './fixtures.ts';
import { signIn, signOut, totpCodeOf as codeOf } from './helpers.ts';

test('a user turns on an authenticator app, then signs in with a code and with a recovery code', async ({
  page,
  request,
}) => {
  const tenantId = `mfa-${Date.now().toString(36)}`;
  const signUp = await request.post('/api/welcome/sign-up', {
    data: {
      tenantId,
      companyName: 'Second Factor Co',
      username: 'tess',
      name: 'Tess Two',
      email: 'tess@mfa.example',
      password: 'Tess-pass-1',
    },
  });
  expect(signUp.status()).toBe(201);
  await signIn(page, tenantId, 'tess', 'Tess-pass-1');
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await openScreen(page, '/profile');
  const section = page.getByRole('region', { name: 'Two-step verification' });
  await section.getByRole('button', { name: 'Set up authenticator app' }).click();
  // Enrolling asks for the password again.
  await section.getByLabel(/^Password/).fill('Tess-pass-1');
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(
    section.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = (await section.getByTestId('mfa-secret').innerText()).replace(/\s/g, '');
  await section.getByRole('textbox', { name: 'Code' }).fill(codeOf(secret));
  await section.getByRole('button', { name: 'Verify' }).click();
  const items = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  const codes = await items.allInnerTexts();
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(
    section.getByText('On: signing in asks for a code from your authenticator app.'),
  ).toBeVisible();

  // The enrolment used this step's code: the next step's is fresh and within the ±1 window.
  await signOut(page);
  await signIn(page, tenantId, 'tess', 'Tess-pass-1');
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Code' }).fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();

  await signOut(page);
  await signIn(page, tenantId, 'tess', 'Tess-pass-1');
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();

  // A recovery code works once.
  await signOut(page);
  await signIn(page, tenantId, 'tess', 'Tess-pass-1');
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText('Invalid verification code provided, please try again.'),
  ).toBeVisible();
});
