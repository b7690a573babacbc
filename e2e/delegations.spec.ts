import { expect, openScreen, test } from './fixtures.ts';
import { directoryCompany } from './directory-fixtures.ts';
import { latestMail, signInAs } from './helpers.ts';
import { DAY_MS, iso, todayMs, weekStartOf } from './week-fixtures.ts';

// Out of office (issue 29 §3): an administrator sets an alternate in the contact editor; the
// alternate gets their own link to the timecard and decides, then decides the next week from
// their inbox, and the viewer says on whose behalf both times. A company of its own, so nothing another spec reads changes.

const id = (kind: string) => `${kind}${Date.now().toString(16).padStart(16, '0')}`;

test('an alternate set in the contact editor decides on the absent contact’s behalf', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const company = await directoryCompany(request, 'deleg');
  const { headers, tenantId } = company;
  const staged = id('project');
  const paula = `paula@${tenantId}.example`;
  const dora = `dora@${tenantId}.example`;
  const post = async (url: string, data: object) => {
    const response = await request.post(url, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  };
  await post('/api/crm/ps/clients', {
    name: 'Northwind',
    projects: [{ id: staged, name: 'Data platform' }],
    contacts: [
      { id: id('contactp'), name: 'Paula Approver', email: paula },
      { id: id('contactd'), name: 'Dora Delegate', email: dora },
    ],
    tasks: [{ projectId: staged, name: 'Design' }],
  });
  const list = async (kind: string) =>
    (await (await request.get(`/api/crm/ps/${kind}?all=true`, { headers })).json())[kind] as {
      id: string;
      name: string;
    }[];
  const projectId = (await list('projects'))[0]!.id;
  const paulaId = (await list('contacts')).find((c) => c.name === 'Paula Approver')!.id;
  await post('/api/crm/ps/associations', {
    projectId,
    contactId: paulaId,
    contactType: 'MANAGER',
    notificationLevel: 'COPY_WITH_LINK',
  });
  const taskId = (await list('tasks')).find((task) => task.name === 'Design')!.id;
  await post('/api/users/v2', {
    username: 'ava',
    name: 'Ava Associate',
    email: `ava@${tenantId}.example`,
    role: 'assoc',
    assignments: { projectAssignments: [{ projectId }], taskAssignments: [{ projectId, taskId }] },
  });

  // The administrator sets Dora as Paula's alternate in Paula's editor.
  await signInAs(page, tenantId, company.owner.username, company.owner.password);
  await expect(page).toHaveURL(/account-setup|dashboard/);
  await openScreen(page, '/contacts');
  await page.getByRole('button', { name: 'Paula Approver', exact: true }).click();
  const editor = page.getByRole('dialog', { name: /Paula Approver/ });
  const outOfOffice = editor.getByRole('region', { name: 'Out of office' });
  await expect(outOfOffice.getByText('No alternate set')).toBeVisible();
  await outOfOffice.getByRole('button', { name: 'Add Alternate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Alternate' });
  await dialog.getByRole('combobox', { name: 'Alternate' }).click();
  await page.getByRole('option', { name: /Dora Delegate/ }).click();
  const today = todayMs();
  await dialog.getByLabel(/^From/).fill(iso(today - DAY_MS));
  await dialog.getByLabel(/^To/).fill(iso(today + 7 * DAY_MS));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Alternate added')).toBeVisible();
  await expect(outOfOffice.getByText('Dora Delegate')).toBeVisible();
  await expect(outOfOffice.getByText('Standing in')).toBeVisible();

  // Ava's week is submitted: Paula and Dora each get their own link.
  const lastSaturday = weekStartOf(today) - 7 * DAY_MS;
  const submitWeek = async (periodStart: number) => {
    const week = await request.put('/api/submit-time/week', {
      headers,
      data: {
        periodStart: iso(periodStart),
        userId: 'ava',
        timeCards: [{ projectId, taskId, data: { monday: { hours: 8 } } }],
        submit: true,
      },
    });
    expect(week.status(), await week.text()).toBe(200);
    return (await week.json()).timesheetId as string;
  };
  const timesheetId = await submitWeek(lastSaturday);
  let mail: Awaited<ReturnType<typeof latestMail>>;
  await expect
    .poll(async () => (mail = await latestMail(page, dora))?.subject ?? '')
    .toContain('(standing in for Paula Approver)');
  const token = /approve-time\?token=(\S+)/.exec(mail!.text)![1]!;

  const portal = await browser.newContext();
  const dorasPage = await portal.newPage();
  await dorasPage.goto(`${new URL(page.url()).origin}/approve-time?token=${token}`);
  await expect(dorasPage.getByRole('heading', { name: 'Days to review' })).toBeVisible();
  await dorasPage.getByRole('button', { name: 'Approve all remaining' }).click();
  await dorasPage.getByRole('button', { name: 'Submit' }).click();
  await expect(dorasPage.getByText('Approved', { exact: true }).first()).toBeVisible();

  // The week before is submitted too; Dora approves it from her inbox link (the same e-mail's).
  const earlierId = await submitWeek(lastSaturday - 7 * DAY_MS);
  const inboxToken = /approvals\?token=(\S+)/.exec(mail!.text)![1]!;
  await dorasPage.goto(`${new URL(page.url()).origin}/approvals?token=${inboxToken}`);
  await expect(dorasPage.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  await dorasPage.getByRole('button', { name: 'Approve everything shown' }).click();
  await dorasPage.getByRole('button', { name: 'Submit' }).click();
  await dorasPage
    .getByRole('dialog', { name: 'Send your decisions?' })
    .getByRole('button', { name: 'Send decisions' })
    .click();
  await expect(dorasPage.getByText('Thank you, your decisions were sent')).toBeVisible();
  await portal.close();

  // The viewer records both decisions as Dora's, on Paula's behalf.
  for (const id of [timesheetId, earlierId]) {
    await openScreen(page, `/timesheets?timesheetId=${encodeURIComponent(id)}`);
    await expect(
      page.getByText('Dora Delegate (project contact) on behalf of Paula Approver', {
        exact: false,
      }),
    ).toBeVisible();
  }
});
