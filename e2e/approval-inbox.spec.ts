import { expect, seriousViolations, test } from './fixtures.ts';
import { newCompany, ownerHeaders } from './helpers.ts';

// The approver's inbox (issue 29 §1): a contact with timecards from three associates over two
// weeks approves everything from one e-mailed link, on a phone. A company of its own, so no
// other spec's timecards change.

// axe is injected into the page, which the Content Security Policy would refuse.
test.use({ bypassCSP: true });

const staged = (kind: string, n: number) => `${kind}${n.toString(16).padStart(16, '0')}`;

/** The Saturday starting the week `weeksBack` weeks before this one (weeks run Saturday–Friday). */
function weekStart(weeksBack: number) {
  const today = new Date();
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 1) % 7) - 7 * weeksBack);
  return day.toISOString().slice(0, 10);
}

test('a contact approves the timecards of three associates from one inbox link at 390 px', async ({
  page,
  request,
}) => {
  const company = await newCompany(request, { prefix: 'inbox', companyName: 'Inbox Staffing' });
  const headers = await ownerHeaders(request, company);
  const contactEmail = `paula@${company.tenantId}.example`;
  const staged1 = staged('project', 1);
  const client = await request.post('/api/crm/ps/clients', {
    headers,
    data: {
      name: 'Northwind Traders',
      projects: [{ id: staged1, name: 'Data Platform' }],
      contacts: [{ id: staged('contact', 1), name: 'Paula Nguyen', email: contactEmail }],
      associations: [{ projectId: staged1, contactId: staged('contact', 1) }],
    },
  });
  expect(client.status(), await client.text()).toBe(201);
  const placements = await request.get('/api/users/get-placement-options', { headers });
  const projectId = ((await placements.json()) as { projects: { value: string }[] }).projects[0]!
    .value;
  const supplier = await request.post('/api/suppliers/suppliers', {
    headers,
    data: { name: 'Apex Staffing', contacts: [] },
  });
  expect(supplier.status(), await supplier.text()).toBe(201);
  const { supplierId } = (await supplier.json()) as { supplierId: string };

  const associates = ['Ava Stone', 'Ben Ortiz', 'Cleo Park'];
  for (const [index, name] of associates.entries()) {
    const username = name.split(' ')[0]!.toLowerCase();
    const created = await request.post('/api/users/v2', {
      headers,
      data: {
        username,
        name,
        email: `${username}@${company.tenantId}.example`,
        role: 'assoc',
        assignments: { projectAssignments: [{ projectId }] },
        ...(index === 1 ? { suppliers: { supplierId } } : {}),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const week = await request.get(`/api/submit-time/week?userId=${username}`, { headers });
    const options = ((await week.json()) as { options: { tasks: { taskId: string }[] }[] }).options;
    const taskId = options[0]!.tasks[0]!.taskId;
    for (const weeksBack of [2, 1]) {
      const submitted = await request.put('/api/submit-time/week', {
        headers,
        data: {
          periodStart: weekStart(weeksBack),
          userId: username,
          timeCards: [
            {
              projectId,
              taskId,
              data: {
                monday: { hours: 8, description: `Pipeline work ${name}` },
                tuesday: { hours: 7.5 },
              },
            },
          ],
          submit: true,
        },
      });
      expect(submitted.status(), await submitted.text()).toBe(200);
    }
  }

  // The link, as the contact gets it: in every timecard e-mail, beside the timecard's own.
  let token = '';
  await expect
    .poll(async () => {
      const mailbox = await page.request.get(
        `/api/util/dev-mailbox?to=${encodeURIComponent(contactEmail)}`,
      );
      const { messages } = (await mailbox.json()) as { messages: { text: string }[] };
      token =
        messages.map((message) => /approvals\?token=(\S+)/.exec(message.text)?.[1]).find(Boolean) ??
        '';
      return token;
    })
    .not.toBe('');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/approvals?token=${token}`);
  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Approvals | Tallysheet');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(2);
  for (const name of associates)
    await expect(page.getByRole('heading', { name, level: 3 })).toHaveCount(2);
  await expect(page.getByText('Apex Staffing · 15.5 hours').first()).toBeVisible();
  await expect(page.getByText('Pipeline work Cleo Park').first()).toBeVisible();
  await expect(page.getByText('0 approved · 0 rejected · 12 undecided')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1536, height: 900 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });

  // Everything shown, by keyboard: the bulk button, Submit, then the one confirmation.
  await page.getByRole('button', { name: 'Approve everything shown' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('12 approved · 0 rejected · 0 undecided')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Send your decisions?' });
  await expect(dialog).toContainText('You are sending 12 days approved.');
  await expect(dialog.getByRole('button', { name: 'Send decisions' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');

  await expect(page.getByText('Thank you, your decisions were sent')).toBeVisible();
  await expect(page.getByText('You sent 12 days approved.', { exact: false })).toBeVisible();
  await expect(page.getByText('Nothing is waiting for your decision.')).toBeVisible();

  // The receipt, with the days decided.
  await expect
    .poll(async () => {
      const mailbox = await page.request.get(
        `/api/util/dev-mailbox?to=${encodeURIComponent(contactEmail)}`,
      );
      const { messages } = (await mailbox.json()) as { messages: { subject: string }[] };
      return messages.map((message) => message.subject);
    })
    .toContain('Your decisions on Inbox Staffing timecards: 12 days approved');
});
