import { expect, test, type Page } from './fixtures.ts';
import { DEMO_PASSWORD, signIn, signOut, totpCodeOf } from './helpers.ts';
import { RECORDING_PORT } from './playwright.config.ts';

// The server with the session recorder on (it is off by default).
const baseURL = `http://127.0.0.1:${RECORDING_PORT}`;
test.use({ baseURL });

/** Sends feedback with the recording on; answers the recording's URL once its events are stored. */
async function sendFeedback(page: Page, text: string) {
  await page.getByRole('button', { name: 'Send Feedback' }).first().click();
  await page.getByRole('textbox', { name: 'Feedback' }).fill(text);
  const sent = page.waitForRequest((request) =>
    request.url().endsWith('/api/engagement/send-feedback'),
  );
  const appended = page.waitForResponse((response) =>
    /\/recordings\/[^/]+\/events$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Submit' }).last().click();
  const { sessionRecordingUrl } = (await sent).postDataJSON() as { sessionRecordingUrl: string };
  expect((await appended).status()).toBe(204);
  return sessionRecordingUrl;
}

test('feedback after an action sends a recording URL that the Billing Administrator and a super user replay, with typed values masked', async ({
  page,
}) => {
  const started = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/engagement/recordings') && response.status() === 201,
  );
  await signIn(page, 'demo', 'owner', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await started;
  await page.goto('/profile');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Typed-secret-4242');

  const sessionRecordingUrl = await sendFeedback(page, 'The profile could say more.');
  expect(sessionRecordingUrl).toMatch(new RegExp(`^${baseURL}/recordings/demo\\.[0-9a-f-]{36}$`));

  const read = page.waitForResponse((response) =>
    /\/api\/engagement\/recordings\/[^/]+$/.test(response.url()),
  );
  await page.goto(sessionRecordingUrl);
  const recording = await read;
  expect(recording.status()).toBe(200);
  const body = await recording.text();
  expect(body).not.toContain('Typed-secret-4242');
  expect(JSON.parse(body).events.length).toBeGreaterThan(1);
  await expect(page.getByRole('heading', { name: 'Session Recording' })).toBeVisible();
  await expect(page.getByTestId('recording-player').locator('iframe')).toBeVisible();

  // A super user of the internal tenant replays it too, from the same URL.
  await signOut(page);
  await signIn(page, 'ops', 'root', 'Root-replay-1');
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  const readBySuperUser = page.waitForResponse((response) =>
    /\/api\/engagement\/recordings\/[^/]+$/.test(response.url()),
  );
  await page.goto(sessionRecordingUrl);
  expect((await readBySuperUser).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Session Recording' })).toBeVisible();
  await expect(page.getByTestId('recording-player').locator('iframe')).toBeVisible();
});

test('enrolling a second factor while recorded stores neither the secret, its QR code nor a recovery code', async ({
  page,
  request,
}) => {
  const tenantId = `rec-mfa-${Date.now().toString(36)}`;
  const signUp = await request.post('/api/welcome/sign-up', {
    data: {
      tenantId,
      companyName: 'Recorded Factor Co',
      username: 'rita',
      name: 'Rita Rec',
      email: 'rita@rec-mfa.example',
      password: 'Rita-pass-1',
    },
  });
  expect(signUp.status()).toBe(201);
  const started = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/engagement/recordings') && response.status() === 201,
  );
  await signIn(page, tenantId, 'rita', 'Rita-pass-1');
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await started;
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Two-step verification' });
  await section.getByRole('button', { name: 'Set up authenticator app' }).click();
  // Enrolling asks for the password again.
  await section.getByLabel(/^Password/).fill('Rita-pass-1');
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(
    section.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = (await section.getByTestId('mfa-secret').innerText()).replace(/\s/g, '');
  const qrImage = await section
    .getByRole('img', { name: 'QR code for your authenticator app' })
    .getAttribute('src');
  await section.getByRole('textbox', { name: 'Code' }).fill(totpCodeOf(secret));
  await section.getByRole('button', { name: 'Verify' }).click();
  const items = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  const codes = await items.allInnerTexts();

  // The recovery codes still on screen, feedback sends the recording.
  const sessionRecordingUrl = await sendFeedback(page, 'Enrolled a second factor.');

  const read = page.waitForResponse((response) =>
    /\/api\/engagement\/recordings\/[^/]+$/.test(response.url()),
  );
  await page.goto(sessionRecordingUrl);
  const recording = await read;
  expect(recording.status()).toBe(200);
  const body = await recording.text();
  expect(JSON.parse(body).events.length).toBeGreaterThan(1);
  // The enrolment screen itself was recorded (its heading), its secrets were not.
  expect(body).toContain('Two-step verification');
  expect(body).not.toContain(secret);
  expect(body).not.toContain(
    secret
      .replace(/(.{4})/g, '$1 ')
      .trim()
      .slice(0, 9),
  );
  expect(body).not.toContain('otpauth:');
  expect(body).not.toContain(qrImage!.slice(-200));
  for (const recoveryCode of codes) expect(body).not.toContain(recoveryCode);
  // Nor the password typed again to enrol.
  expect(body).not.toContain('Rita-pass-1');
});
