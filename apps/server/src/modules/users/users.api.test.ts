import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { decodeAuthCode } from '@tallysheet/contract/identity/tokens';
import { USER_MESSAGES } from '@tallysheet/contract/users/users';
import { bearerFor, buildTenant, buildUser, type TestUser } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp.ts';

let ctx: TestContext;
let smtp: TestSmtp;
let tenantId: string;
let owner: TestUser;
let admin: TestUser;
let auth: Record<string, string>;
let erp: { projectId: string; defaultTaskId: string; analysisId: string };
let website: { projectId: string; defaultTaskId: string };
let supplier: { supplierId: string; contactIds: string[] };
let otherSupplier: { supplierId: string; contactIds: string[] };

type Json = Record<string, unknown>;
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });

/** A client with projects and tasks made through the directory API; ids by name. */
async function seedDirectory() {
  const client = await api('POST', '/crm/ps/clients', {
    name: 'Northwind',
    projects: [
      { id: 'proj_0000000000000001', name: 'ERP Migration' },
      { id: 'proj_0000000000000002', name: 'Website' },
    ],
    tasks: [{ projectId: 'proj_0000000000000001', name: 'Analysis' }],
  });
  expect(client.statusCode).toBe(201);
  const options = (await api('GET', '/users/get-placement-options')).json();
  const project = (name: string) => options.projects.find((p: Json) => p.label === name).value;
  const task = (projectId: string, name: string) =>
    options.tasks.find((t: Json) => t.projectId === projectId && t.label === name).value;
  const erpId = project('ERP Migration');
  const websiteId = project('Website');
  erp = {
    projectId: erpId,
    defaultTaskId: task(erpId, 'Default Task'),
    analysisId: task(erpId, 'Analysis'),
  };
  website = { projectId: websiteId, defaultTaskId: task(websiteId, 'Default Task') };
  const makeSupplier = async (name: string) => {
    const created = await api('POST', '/suppliers/suppliers', {
      name,
      contacts: [
        { name: `${name} One`, email: 'one@supplier.example' },
        { name: `${name} Two`, email: 'two@supplier.example' },
      ],
    });
    const { supplierId } = created.json();
    const contacts = (await api('GET', `/suppliers/contacts?supplierId=${supplierId}&all=true`))
      .json()
      .contacts.filter((c: Json) => c.supplierId === supplierId);
    return { supplierId, contactIds: contacts.map((c: Json) => c.id as string) };
  };
  supplier = await makeSupplier('Apex');
  otherSupplier = await makeSupplier('Brightside');
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestContext({ SMTP_URL: smtp.url, APP_URL: 'https://time.example.com' });
  ({ tenantId } = await buildTenant(ctx.db, { name: 'Northwind Staffing' }));
  owner = await buildUser(ctx.db, { tenantId, userId: 'owner', role: 'TenantAdmin' });
  admin = await buildUser(ctx.db, {
    tenantId,
    userId: 'admin',
    role: 'admin',
    displayName: 'Adam Admin',
  });
  auth = bearerFor(ctx.app, admin);
  await seedDirectory();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const newUser = (username: string, extra: Json = {}) => ({
  username,
  name: `User ${username}`,
  email: `${username}@example.com`,
  role: 'assoc',
  ...extra,
});
const login = (userId: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/tokens/login',
    payload: { tenantId, externalUserId: userId, password },
  });
/** The temporary password carried by an invitation's ?code= link. */
function passwordIn(mail: ReceivedMail): string {
  const code = /\?code=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  const bundle = code ? decodeAuthCode(code) : undefined;
  if (!bundle) throw new Error(`no code link in: ${mail.text}`);
  return bundle.password;
}

describe(`users on ${engine}: create and invite`, () => {
  it('creates a user, e-mails the invitation link, and its first sign-in asks for a new password', async () => {
    const created = await api('POST', '/users/v2', newUser('ivy', { name: 'Ivy Chen' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ userId: 'ivy' });

    const mail = await smtp.waitFor((m) => m.to === 'ivy@example.com');
    expect(mail.subject).toBe('Adam Admin invited you to Northwind Staffing on Tallysheet');
    expect(mail.text).toContain('https://time.example.com/?code=');
    const code = /\?code=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect(decodeAuthCode(code)).toMatchObject({ tenantId, userId: 'ivy' });

    const first = await login('ivy', passwordIn(mail));
    expect(first.json()).toEqual({ status: 'NEW_PASSWORD_REQUIRED', session: expect.any(String) });
    const done = await ctx.app.inject({
      method: 'POST',
      url: '/api/tokens/respond-to-challenge',
      payload: { session: first.json().session, newPassword: 'Ivy-chosen-1' },
    });
    expect(done.json().status).toBe('SUCCESS');
    expect((await login('ivy', 'Ivy-chosen-1')).json().status).toBe('SUCCESS');
  });

  it('refuses a taken username with 409, deleted users keeping theirs', async () => {
    await api('POST', '/users/v2', newUser('dup'));
    const again = await api('POST', '/users/v2', newUser('dup'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(USER_MESSAGES.usernameTaken);

    await api('DELETE', '/users/v2/dup');
    expect((await api('POST', '/users/v2', newUser('dup'))).statusCode).toBe(409);
    expect((await api('GET', '/users/check-username?username=dup')).json()).toEqual({
      available: false,
    });
    expect((await api('GET', '/users/check-username?username=free-name')).json()).toEqual({
      available: true,
    });
  });

  it('names every bad field in the spec words and writes nothing', async () => {
    const response = await api('POST', '/users/v2', {
      username: 'Not Valid',
      name: ' ',
      email: 'nope',
      role: 'TenantAdmin',
      customFields: { '': 'x', Badge: ' ' },
      startDate: '2026-02-30',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      {
        path: 'username',
        message:
          "Invalid username. Username must be: lowercase letters, numbers, '-' and '_' only.",
      },
      { path: 'name', message: 'The users name is required' },
      { path: 'email', message: 'Invalid email address' },
      { path: 'role', message: USER_MESSAGES.role },
      { path: 'customFields', message: USER_MESSAGES.customFieldLabel },
      { path: 'customFields.Badge', message: USER_MESSAGES.customFieldValue },
      { path: 'startDate', message: USER_MESSAGES.date },
    ]);
    const required = await api('POST', '/users/v2', { role: 'assoc' });
    expect(required.json().issues).toEqual([
      { path: 'username', message: 'A username is required' },
      { path: 'name', message: 'The users name is required' },
      { path: 'email', message: 'The users email is required' },
    ]);
  });

  it('requires the start date before the end date', async () => {
    const response = await api(
      'POST',
      '/users/v2',
      newUser('dates', { startDate: '2026-05-01', endDate: '2026-04-30' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'startDate', message: 'Start date must occur before the end date.' },
    ]);
    expect((await api('GET', '/users/check-username?username=dates')).json().available).toBe(true);
  });
});

describe(`users on ${engine}: assignments and supplier`, () => {
  it('assigns projects with their default task first; removing a held default task is refused', async () => {
    const created = await api(
      'POST',
      '/users/v2',
      newUser('placed', {
        customFields: { 'Employee No': '42' },
        assignments: {
          projectAssignments: [{ projectId: erp.projectId }],
          taskAssignments: [{ projectId: erp.projectId, taskId: erp.analysisId }],
        },
        suppliers: {
          supplierId: supplier.supplierId,
          supplierContactIds: [supplier.contactIds[0]],
        },
      }),
    );
    expect(created.statusCode).toBe(201);
    const user = (await api('GET', '/users/v2/placed')).json();
    expect(user).toMatchObject({
      userId: 'placed',
      customFields: { 'Employee No': '42' },
      assignments: [
        { id: erp.projectId, tasks: [{ id: erp.defaultTaskId }, { id: erp.analysisId }] },
      ],
      supplier: { id: supplier.supplierId, contacts: [{ id: supplier.contactIds[0] }] },
      isDeleted: false,
    });

    const dropped = await api('PUT', '/users/v2/placed', {
      assignments: { projectAssignments: [{ projectId: erp.projectId }], taskAssignments: [] },
    });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().issues).toEqual([
      {
        path: 'assignments.projectAssignments.0.projectId',
        message: "A project's default task cannot be removed",
      },
    ]);

    const updated = await api('PUT', '/users/v2/placed', {
      assignments: {
        projectAssignments: [{ projectId: erp.projectId }, { projectId: website.projectId }],
        taskAssignments: [{ projectId: erp.projectId, taskId: erp.defaultTaskId }],
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().assignments).toEqual([
      { id: erp.projectId, tasks: [{ id: erp.defaultTaskId }] },
      { id: website.projectId, tasks: [{ id: website.defaultTaskId }] },
    ]);
  });

  it("refuses a task whose project is not assigned, another project's task and unknown ids", async () => {
    const response = await api(
      'POST',
      '/users/v2',
      newUser('misplaced', {
        assignments: {
          projectAssignments: [{ projectId: website.projectId }, { projectId: 'no-such-project' }],
          taskAssignments: [
            { projectId: erp.projectId, taskId: erp.analysisId },
            { projectId: website.projectId, taskId: erp.analysisId },
          ],
        },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'assignments.projectAssignments.1.projectId', message: USER_MESSAGES.project },
      { path: 'assignments.taskAssignments.0.projectId', message: USER_MESSAGES.taskNeedsProject },
      { path: 'assignments.taskAssignments.1.taskId', message: USER_MESSAGES.task },
    ]);
    expect((await api('GET', '/users/check-username?username=misplaced')).json().available).toBe(
      true,
    );
  });

  it("refuses another tenant's project and supplier as unknown", async () => {
    const other = await buildTenant(ctx.db);
    const otherAdmin = await buildUser(ctx.db, { tenantId: other.tenantId, role: 'admin' });
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/crm/ps/clients',
      headers: bearerFor(ctx.app, otherAdmin),
      payload: { name: 'Foreign', projects: [{ id: 'proj_00000000000000ff', name: 'Theirs' }] },
    });
    expect(foreign.statusCode).toBe(201);
    const theirOptions = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/users/get-placement-options',
        headers: bearerFor(ctx.app, otherAdmin),
      })
    ).json();
    const response = await api(
      'POST',
      '/users/v2',
      newUser('foreign', {
        assignments: {
          projectAssignments: [{ projectId: theirOptions.projects[0].value }],
          taskAssignments: [],
        },
      }),
    );
    expect(response.json().issues).toEqual([
      { path: 'assignments.projectAssignments.0.projectId', message: USER_MESSAGES.project },
    ]);
  });

  it("takes one supplier and only that supplier's contacts; null clears it", async () => {
    const wrong = await api(
      'POST',
      '/users/v2',
      newUser('supplied', {
        suppliers: {
          supplierId: supplier.supplierId,
          supplierContactIds: [supplier.contactIds[1], otherSupplier.contactIds[0]],
        },
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      { path: 'suppliers.supplierContactIds.1', message: USER_MESSAGES.supplierContact },
    ]);
    const unknown = await api(
      'POST',
      '/users/v2',
      newUser('supplied', { suppliers: { supplierId: 'nope', supplierContactIds: [] } }),
    );
    // An unknown (or another tenant's) supplier is a 404; a wrong contact in the list, a 400.
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().issues).toEqual([
      { path: 'suppliers.supplierId', message: USER_MESSAGES.supplier },
    ]);

    await api(
      'POST',
      '/users/v2',
      newUser('supplied', {
        suppliers: { supplierId: supplier.supplierId, supplierContactIds: supplier.contactIds },
      }),
    );
    const list = (await api('GET', '/users/v2?q=supplied')).json();
    expect(list.users[0].supplierName).toBe('Apex');
    const cleared = await api('PUT', '/users/v2/supplied', { suppliers: null });
    expect(cleared.json().supplier).toBeNull();
  });

  it('offers archived placements only to the user who holds them', async () => {
    await api(
      'POST',
      '/users/v2',
      newUser('holder', {
        assignments: {
          projectAssignments: [{ projectId: website.projectId }],
          taskAssignments: [],
        },
      }),
    );
    await api('PUT', `/crm/ps/projects/${website.projectId}`, { isArchived: true });
    const general = (await api('GET', '/users/get-placement-options')).json();
    expect(general.projects.map((p: Json) => p.value)).not.toContain(website.projectId);
    const forHolder = (await api('GET', '/users/get-placement-options?userId=holder')).json();
    expect(forHolder.projects).toContainEqual(
      expect.objectContaining({ value: website.projectId, isArchived: true, hasContacts: false }),
    );
    const newcomer = await api(
      'POST',
      '/users/v2',
      newUser('newcomer', {
        assignments: {
          projectAssignments: [{ projectId: website.projectId }],
          taskAssignments: [],
        },
      }),
    );
    expect(newcomer.json().issues).toEqual([
      { path: 'assignments.projectAssignments.0.projectId', message: 'This project is archived' },
    ]);
    const kept = await api('PUT', '/users/v2/holder', {
      assignments: {
        projectAssignments: [{ projectId: website.projectId }],
        taskAssignments: [{ projectId: website.projectId, taskId: website.defaultTaskId }],
      },
    });
    expect(kept.statusCode).toBe(200);
    await api('PUT', `/crm/ps/projects/${website.projectId}`, { isArchived: false });
    expect((await api('GET', '/users/get-placement-options?userId=nobody')).statusCode).toBe(404);
  });

  it('never offers a placement option with an empty label: a nameless supplier contact shows its e-mail', async () => {
    const created = await api('POST', '/suppliers/suppliers', {
      name: 'Nameless Staffing',
      contacts: [{ name: '', email: 'desk@nameless.example' }],
    });
    expect(created.statusCode).toBe(201);
    const options = (await api('GET', '/users/get-placement-options')).json();
    for (const list of ['projects', 'tasks', 'suppliers', 'supplierContacts'])
      for (const option of options[list]) expect(option.label.trim()).not.toBe('');
    expect(options.supplierContacts).toContainEqual(
      expect.objectContaining({ label: 'desk@nameless.example' }),
    );
  });

  it('shows the placements and custom fields in the profile', async () => {
    const placed = await buildUser(ctx.db, { tenantId, userId: 'self' });
    await api('PUT', '/users/v2/self', {
      customFields: { Badge: 'B-7' },
      assignments: { projectAssignments: [{ projectId: erp.projectId }], taskAssignments: [] },
    });
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: bearerFor(ctx.app, placed),
    });
    expect(profile.json()).toMatchObject({
      customFields: { Badge: 'B-7' },
      assignments: [{ id: erp.projectId, tasks: [{ id: erp.defaultTaskId }] }],
    });
  });
});

describe(`users on ${engine}: update, archive, delete, reset`, () => {
  it('fixes the role of the Billing Administrator, offers Admin and Associate, and keeps dates from them', async () => {
    const role = await api('PUT', '/users/v2/owner', { role: 'admin' });
    expect(role.statusCode).toBe(400);
    expect(role.json().issues).toEqual([{ path: 'role', message: USER_MESSAGES.billingAdminRole }]);
    const same = await api('PUT', '/users/v2/owner', { role: 'TenantAdmin', name: 'Olivia' });
    expect(same.statusCode).toBe(200);
    const dates = await api('PUT', '/users/v2/owner', { startDate: '2026-01-01' });
    expect(dates.json().issues).toEqual([
      { path: 'startDate', message: USER_MESSAGES.billingAdminDates },
    ]);
    const own = await api('PUT', `/users/v2/${admin.userId}`, { role: 'assoc' });
    expect(own.json().issues).toEqual([{ path: 'role', message: USER_MESSAGES.ownRole }]);
    await api('POST', '/users/v2', newUser('promoted'));
    expect((await api('PUT', '/users/v2/promoted', { role: 'SuperUser' })).json().issues).toEqual([
      { path: 'role', message: USER_MESSAGES.roleOption },
    ]);
    expect((await api('PUT', '/users/v2/promoted', { role: 'admin' })).json().systemRole).toBe(
      'admin',
    );
  });

  it('checks employment dates against the stored ones', async () => {
    await api('POST', '/users/v2', newUser('dated', { startDate: '2026-03-01' }));
    const response = await api('PUT', '/users/v2/dated', { endDate: '2026-02-01' });
    expect(response.json().issues).toEqual([
      { path: 'startDate', message: 'Start date must occur before the end date.' },
    ]);
    const cleared = await api('PUT', '/users/v2/dated', { startDate: null, endDate: null });
    expect(cleared.json()).toMatchObject({ startDate: null, endDate: null });
  });

  it('a changed e-mail with resendEmailsAndUpdatePassword sends a new invitation and password', async () => {
    await api('POST', '/users/v2', newUser('moved'));
    const firstPassword = passwordIn(await smtp.waitFor((m) => m.to === 'moved@example.com'));
    const updated = await api('PUT', '/users/v2/moved', {
      email: 'moved@new.example.com',
      resendEmailsAndUpdatePassword: true,
    });
    expect(updated.json().email).toBe('moved@new.example.com');
    const secondPassword = passwordIn(await smtp.waitFor((m) => m.to === 'moved@new.example.com'));
    expect(secondPassword).not.toBe(firstPassword);
    expect((await login('moved', firstPassword)).statusCode).toBe(401);
    expect((await login('moved', secondPassword)).json().status).toBe('NEW_PASSWORD_REQUIRED');

    await api('PUT', '/users/v2/moved', { email: 'moved@third.example.com' });
    // Nothing queued is nothing sent: the outbox, where every mail starts, has no row for it.
    const queued = await ctx.db.withSystem('test: outbox', (tx) =>
      tx.select().from(outbox).where(eq(outbox.toAddress, 'moved@third.example.com')),
    );
    expect(queued).toEqual([]);
  });

  it('archiving refuses sign-in and cuts sessions at once; unarchiving lets the user back', async () => {
    const arch = await buildUser(ctx.db, { tenantId, userId: 'arch', password: 'Arch-pass-1' });
    const { jwt } = (await login('arch', 'Arch-pass-1')).json();
    const archived = await api('PUT', '/users/archive', { userId: 'arch', archived: true });
    expect(archived.json()).toMatchObject({ userId: 'arch', isArchived: true });
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(profile.statusCode).toBe(401);
    expect((await login('arch', 'Arch-pass-1')).statusCode).toBe(403);
    expect((await api('GET', '/users/v2?archived=true')).json().users).toContainEqual(
      expect.objectContaining({ userId: arch.userId }),
    );
    await api('PUT', '/users/archive', { userId: 'arch', archived: false });
    expect((await login('arch', 'Arch-pass-1')).json().status).toBe('SUCCESS');
    const viaUpdate = await api('PUT', '/users/v2/arch', { isArchived: true });
    expect(viaUpdate.json().isArchived).toBe(true);
  });

  it('neither the Billing Administrator nor the caller can be archived or deleted', async () => {
    for (const [userId, message] of [
      [owner.userId, USER_MESSAGES.billingAdmin],
      [admin.userId, USER_MESSAGES.currentUser],
    ] as const) {
      const archive = await api('PUT', '/users/archive', { userId, archived: true });
      expect(archive.statusCode).toBe(400);
      expect(archive.json().message).toBe(message);
      const viaUpdate = await api('PUT', `/users/v2/${userId}`, { isArchived: true });
      expect(viaUpdate.json().issues).toEqual([{ path: 'isArchived', message }]);
      const remove = await api('DELETE', `/users/v2/${userId}`);
      expect(remove.statusCode).toBe(400);
      expect(remove.json().message).toBe(message);
    }
    expect((await api('GET', `/users/v2/${owner.userId}`)).json().isArchived).toBe(false);
  });

  it('deleting hides the user from lists, keeps them readable and stops sign-in', async () => {
    await buildUser(ctx.db, { tenantId, userId: 'gone', password: 'Gone-pass-1' });
    expect((await api('DELETE', '/users/v2/gone')).statusCode).toBe(204);
    expect((await api('GET', '/users/v2/gone')).json()).toMatchObject({ isDeleted: true });
    const all = (await api('GET', '/users/v2?all=true')).json();
    expect(all.users.map((u: Json) => u.userId)).not.toContain('gone');
    expect((await login('gone', 'Gone-pass-1')).statusCode).not.toBe(200);
    const change = await api('PUT', '/users/v2/gone', { name: 'Back?' });
    expect(change.statusCode).toBe(409);
  });

  it('reset password e-mails a new temporary password that signs in to the new-password step', async () => {
    await buildUser(ctx.db, { tenantId, userId: 'forgetful', password: 'Old-pass-1' });
    expect(
      (await api('POST', '/users/reset-user-password', { userId: 'forgetful' })).statusCode,
    ).toBe(204);
    const mail = await smtp.waitFor((m) => m.to === 'forgetful@example.com');
    expect(mail.subject).toBe('Your new Tallysheet password');
    expect((await login('forgetful', 'Old-pass-1')).statusCode).toBe(401);
    expect((await login('forgetful', passwordIn(mail))).json().status).toBe(
      'NEW_PASSWORD_REQUIRED',
    );

    const weak = await api('POST', '/users/reset-user-password', {
      userId: 'forgetful',
      newPassword: 'weak',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues[0].path).toBe('newPassword');
    const chosen = await api('POST', '/users/reset-user-password', {
      userId: 'forgetful',
      newPassword: 'Chosen-temp-9',
    });
    expect(chosen.statusCode).toBe(204);
    expect((await login('forgetful', 'Chosen-temp-9')).json().status).toBe('NEW_PASSWORD_REQUIRED');
    expect((await api('POST', '/users/reset-user-password', { userId: 'nobody' })).statusCode).toBe(
      404,
    );
  });
});

describe(`users on ${engine}: the list`, () => {
  it('pages, sorts and searches in SQL, with the count before paging', async () => {
    const listTenant = await buildTenant(ctx.db);
    const boss = await buildUser(ctx.db, {
      tenantId: listTenant.tenantId,
      userId: 'boss',
      role: 'admin',
      displayName: 'Zed Boss',
    });
    for (const [userId, displayName] of [
      ['amy', 'amy Adams'],
      ['ben', 'Ben Brown'],
      ['cara', 'Cara Cole'],
    ])
      await buildUser(ctx.db, { tenantId: listTenant.tenantId, userId, displayName });
    const list = (query: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/users/v2?${query}`,
        headers: bearerFor(ctx.app, boss),
      });
    const byName = (await list('sortCol=name&sortDir=asc&pageSize=10')).json();
    expect(byName.users.map((u: Json) => u.userId)).toEqual(['amy', 'ben', 'cara', 'boss']);
    expect(byName.count).toBe(4);
    const page = (await list('sortCol=name&sortDir=asc&pageSize=10&page=1')).json();
    expect(page).toEqual({ users: [], count: 4 });
    expect((await list('q=BEN')).json().users.map((u: Json) => u.userId)).toEqual(['ben']);
    expect((await list('q=cara@')).json().count).toBe(1);
    expect((await list('q=brow')).json().users.map((u: Json) => u.userId)).toEqual(['ben']);
    expect((await list('q=rown')).json().count).toBe(0);
    expect((await list('q=%25')).json().count).toBe(0);
    expect((await list('sortCol=password')).statusCode).toBe(400);
  });
});
