import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, buildTenant, buildUser } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let headers: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  const tenant = await buildTenant(ctx.db);
  headers = bearerFor(
    ctx.app,
    await buildUser(ctx.db, { tenantId: tenant.tenantId, role: 'admin' }),
  );
  const otherTenant = await buildTenant(ctx.db);
  other = bearerFor(
    ctx.app,
    await buildUser(ctx.db, { tenantId: otherTenant.tenantId, role: 'admin' }),
  );
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object, as = headers) =>
  ctx.app.inject({
    method,
    url: `/api/crm/ps${url}`,
    headers: as,
    ...(payload ? { payload } : {}),
  });
const staged = (kind: string, n: number) => `${kind}_${n.toString(16).padStart(16, '0')}`;

async function makeClient(name = 'Contoso') {
  return (await api('POST', '/clients', { name })).json().clientId as string;
}
async function makeProject(clientId: string, name = 'Website') {
  return (await api('POST', '/projects', { clientId, name })).json().projectId as string;
}

describe(`clients on ${engine}`, () => {
  it('creates a client with staged projects, contacts, tasks and associations in one call', async () => {
    const p = staged('project', 1);
    const c = staged('contact', 2);
    const response = await api('POST', '/clients', {
      name: 'Northwind',
      description: 'Food distributor',
      projects: [{ id: p, name: 'ERP rollout', endCustomer: 'Northwind Retail' }],
      contacts: [{ id: c, name: 'Nancy', email: 'nancy@northwind.example' }],
      tasks: [{ projectId: p, name: 'Data migration' }],
      associations: [{ projectId: p, contactId: c }],
    });
    expect(response.statusCode).toBe(201);
    const { clientId } = response.json();
    const projects = (await api('GET', `/projects?clientId=${clientId}`)).json();
    expect(projects.count).toBe(1);
    expect(projects.projects[0]).toMatchObject({
      name: 'ERP rollout',
      clientName: 'Northwind',
      endCustomer: 'Northwind Retail',
    });
    expect(projects.projects[0].associations).toEqual([
      expect.objectContaining({
        contactName: 'Nancy',
        contactType: 'MANAGER',
        notificationLevel: 'COPY_WITH_LINK',
        projectEndCustomer: 'Northwind Retail',
      }),
    ]);
    const tasks = (
      await api('GET', `/tasks?clientId=${clientId}&sortCol=taskName&sortDir=asc`)
    ).json();
    expect(
      tasks.tasks.map((t: { name: string; isDefault: boolean }) => [t.name, t.isDefault]),
    ).toEqual([
      ['Data migration', false],
      ['Default Task', true],
    ]);
  });

  it('accepts staged ids written as a kind prefix plus 16 hex characters, with or without an underscore', async () => {
    const p = 'project0a1b2c3d4e5f6a7b';
    const c = 'contact_0a1b2c3d4e5f6a7b';
    const response = await api('POST', '/clients', {
      name: 'Prefix Partners',
      projects: [{ id: p, name: 'Audit' }],
      contacts: [{ id: c, name: 'Pia', email: 'pia@prefix.example' }],
      tasks: [{ projectId: p, name: 'Fieldwork' }],
      associations: [{ projectId: p, contactId: c }],
    });
    expect(response.statusCode).toBe(201);
    const clientId = response.json().clientId;
    const tasks = (await api('GET', `/tasks?clientId=${clientId}`)).json().tasks;
    expect(tasks.map((task: { name: string }) => task.name).sort()).toEqual([
      'Default Task',
      'Fieldwork',
    ]);
  });

  it('refuses a staged association named twice, naming it, and writes nothing', async () => {
    const before = (await api('GET', '/clients?all=true')).json().count;
    const p = staged('project', 21);
    const c = staged('contact', 22);
    const response = await api('POST', '/clients', {
      name: 'Twice',
      projects: [{ id: p, name: 'One' }],
      contacts: [{ id: c, name: 'Two', email: 'two@example.com' }],
      associations: [
        { projectId: p, contactId: c },
        { projectId: p, contactId: c },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'associations.1', message: 'This contact is already associated with this project' },
    ]);
    expect((await api('GET', '/clients?all=true')).json().count).toBe(before);
  });

  it('a bad child rejects the whole call, names the child, and writes nothing', async () => {
    const before = (await api('GET', '/clients?all=true')).json().count;
    const p = staged('project', 3);
    const bad = await api('POST', '/clients', {
      name: 'Half written',
      projects: [{ id: p, name: 'Fine' }],
      contacts: [
        { id: staged('contact', 4), name: 'Ok', email: 'ok@example.com' },
        { id: staged('contact', 5), name: 'Broken', email: 'not-an-email' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'contacts.1.email', message: 'Invalid email address' },
    ]);
    const orphan = await api('POST', '/clients', {
      name: 'Orphan task',
      tasks: [{ projectId: staged('project', 9), name: 'x' }],
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().issues[0].path).toBe('tasks.0.projectId');
    expect((await api('GET', '/clients?all=true')).json().count).toBe(before);
  });

  it('names a missing client name with its message', async () => {
    const response = await api('POST', '/clients', { name: ' ' });
    expect(response.json().issues).toEqual([
      { path: 'name', message: 'A client name is required' },
    ]);
  });

  it('archives, unarchives, and soft-deletes; a deleted client is only seen by id and cannot change', async () => {
    const clientId = await makeClient('Lifecycle Ltd');
    expect((await api('PUT', `/clients/${clientId}`, { isArchived: true })).json().isArchived).toBe(
      true,
    );
    const active = (await api('GET', '/clients?pageSize=100'))
      .json()
      .clients.map((c: { id: string }) => c.id);
    const archived = (await api('GET', '/clients?archived=true'))
      .json()
      .clients.map((c: { id: string }) => c.id);
    expect(active).not.toContain(clientId);
    expect(archived).toContain(clientId);
    expect(
      (await api('PUT', `/clients/${clientId}`, { isArchived: false })).json().isArchived,
    ).toBe(false);
    expect((await api('DELETE', `/clients/${clientId}`)).statusCode).toBe(204);
    expect(
      (await api('GET', '/clients?all=true')).json().clients.map((c: { id: string }) => c.id),
    ).not.toContain(clientId);
    expect((await api('GET', `/clients/${clientId}`)).json()).toMatchObject({ isDeleted: true });
    expect(
      (await api('PUT', `/clients/${clientId}`, { name: 'Back', description: '' })).statusCode,
    ).toBe(409);
  });

  it("another tenant's client is a 404, as a path id, a list filter or a parent in a body", async () => {
    const clientId = await makeClient('Private');
    expect((await api('GET', `/clients/${clientId}`, undefined, other)).statusCode).toBe(404);
    const sneaky = await api('POST', '/projects', { clientId, name: 'Sneaky' }, other);
    expect(sneaky.statusCode).toBe(404);
    expect(sneaky.json()).toMatchObject({
      message: 'Client not found',
      issues: [{ path: 'clientId', message: 'Client not found' }],
    });
    const filtered = await api('GET', `/projects?clientId=${clientId}`, undefined, other);
    expect(filtered.statusCode).toBe(404);
    expect(filtered.json().message).toBe('Client not found');
  });
});

describe(`paging and sorting on ${engine}`, () => {
  it('pages in SQL with a total count, sorts by name case-insensitively and breaks ties by id', async () => {
    const ctxTenant = await buildTenant(ctx.db);
    const me = bearerFor(
      ctx.app,
      await buildUser(ctx.db, { tenantId: ctxTenant.tenantId, role: 'admin' }),
    );
    for (const name of [
      'beta',
      'Alpha',
      'same',
      'same',
      'same',
      'Gamma',
      'delta',
      'same',
      'same',
      'same',
      'same',
      'zeta',
    ]) {
      await api('POST', '/clients', { name }, me);
    }
    const page0 = (
      await api('GET', '/clients?sortCol=name&sortDir=asc&page=0&pageSize=10', undefined, me)
    ).json();
    const page1 = (
      await api('GET', '/clients?sortCol=name&sortDir=asc&page=1&pageSize=10', undefined, me)
    ).json();
    expect(page0.count).toBe(12);
    expect(page0.clients).toHaveLength(10);
    expect(page1.clients).toHaveLength(2);
    const names = [...page0.clients, ...page1.clients].map((c: { name: string }) => c.name);
    expect(names).toEqual([
      'Alpha',
      'beta',
      'delta',
      'Gamma',
      'same',
      'same',
      'same',
      'same',
      'same',
      'same',
      'same',
      'zeta',
    ]);
    const ties = [...page0.clients, ...page1.clients]
      .filter((c: { name: string }) => c.name === 'same')
      .map((c: { id: string }) => c.id);
    expect(ties).toEqual([...ties].sort());
    expect(
      new Set([...page0.clients, ...page1.clients].map((c: { id: string }) => c.id)).size,
    ).toBe(12);
    const beyond = (await api('GET', '/clients?page=5&pageSize=10', undefined, me)).json();
    expect(beyond).toEqual({ clients: [], count: 12 });
    const newest = (
      await api('GET', '/clients?sortCol=createdAt&sortDir=desc&pageSize=10', undefined, me)
    ).json();
    expect(newest.clients[0].name).toBe('zeta');
  });

  it('refuses an unknown sort column and a page size outside 10, 25, 50, 100', async () => {
    const badSort = await api('GET', '/clients?sortCol=secret');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().issues[0].path).toBe('sortCol');
    expect((await api('GET', '/clients?pageSize=7')).json().issues[0].path).toBe('pageSize');
  });

  it('sorts tasks by Project.project_name', async () => {
    const clientId = await makeClient('Sorter');
    await makeProject(clientId, 'Zulu');
    await makeProject(clientId, 'Alpha');
    const tasks = (
      await api('GET', `/tasks?clientId=${clientId}&sortCol=Project.project_name&sortDir=asc`)
    ).json();
    expect(tasks.tasks.map((t: { projectName: string }) => t.projectName)).toEqual([
      'Alpha',
      'Zulu',
    ]);
  });
});

describe(`projects and tasks on ${engine}`, () => {
  it('a project gets its default task, which cannot be edited, archived or deleted', async () => {
    const clientId = await makeClient();
    const projectId = await makeProject(clientId);
    const { tasks } = (await api('GET', `/tasks?projectId=${projectId}`)).json();
    expect(tasks).toHaveLength(1);
    const [task] = tasks;
    expect(task).toMatchObject({ isDefault: true, projectId, clientId });
    for (const [method, body] of [
      ['PUT', { name: 'Renamed', description: '' }],
      ['PUT', { isArchived: true }],
      ['DELETE', undefined],
    ] as const) {
      const response = await api(method, `/tasks/${task.id}`, body);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Default Tasks cannot be edited.');
    }
  });

  it('edits a project and its tasks; a task needs a project of the same client', async () => {
    const clientId = await makeClient();
    const projectId = await makeProject(clientId);
    const edited = await api('PUT', `/projects/${projectId}`, {
      name: 'Website v2',
      description: 'Relaunch',
      endCustomer: 'Retail',
    });
    expect(edited.json()).toMatchObject({
      name: 'Website v2',
      description: 'Relaunch',
      endCustomer: 'Retail',
    });
    const created = await api('POST', '/tasks', { clientId, projectId, name: 'Design' });
    expect(created.statusCode).toBe(201);
    const taskId = created.json().taskId;
    expect(
      (await api('PUT', `/tasks/${taskId}`, { name: 'UX design', description: 'Screens' })).json(),
    ).toMatchObject({ name: 'UX design', projectName: 'Website v2' });
    const otherClient = await makeClient('Elsewhere');
    const wrong = await api('POST', '/tasks', { clientId: otherClient, projectId, name: 'Nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0].path).toBe('projectId');
    expect(
      (await api('POST', '/tasks', { clientId, name: '' }))
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['name', 'projectId']);
  });

  it('deleting a project deletes its tasks', async () => {
    const clientId = await makeClient();
    const projectId = await makeProject(clientId);
    expect((await api('DELETE', `/projects/${projectId}`)).statusCode).toBe(204);
    expect((await api('GET', `/tasks?projectId=${projectId}&all=true`)).json().count).toBe(0);
    expect((await api('GET', `/projects/${projectId}`)).json().isDeleted).toBe(true);
  });
});

describe(`associations on ${engine}`, () => {
  it('links a contact to a project of the same client with the defaults, changes its level, and unlinks it', async () => {
    const clientId = await makeClient();
    const projectId = await makeProject(clientId);
    const contact = await api('POST', '/contacts', {
      clientId,
      name: 'Pat',
      email: 'pat@example.com',
      associations: [{ projectId }],
    });
    expect(contact.statusCode).toBe(201);
    const contactId = contact.json().contactId;
    const listed = (await api('GET', `/associations?contactId=${contactId}`)).json().associations;
    expect(listed).toEqual([
      expect.objectContaining({
        projectId,
        contactId,
        contactType: 'MANAGER',
        notificationLevel: 'COPY_WITH_LINK',
        projectName: 'Website',
        contactName: 'Pat',
      }),
    ]);
    const duplicate = await api('POST', '/associations', {
      projectId,
      contactId,
      contactType: 'MANAGER',
      notificationLevel: 'COPY_ONLY',
    });
    // An association that exists already conflicts with stored state: 409 (API.md).
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('This contact is already associated with this project');
    expect(
      (
        await api('PUT', '/associations', {
          projectId,
          contactId,
          contactType: 'BACKUP_MANAGER',
          notificationLevel: 'COPY_ONLY',
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await api('GET', `/associations?projectId=${projectId}`)).json().associations[0],
    ).toMatchObject({ contactType: 'BACKUP_MANAGER', notificationLevel: 'COPY_ONLY' });
    expect((await api('DELETE', '/associations', { projectId, contactId })).statusCode).toBe(204);
    expect((await api('GET', `/associations?projectId=${projectId}`)).json().associations).toEqual(
      [],
    );
  });

  it('refuses a contact of another client, the level None, and changing the pair', async () => {
    const clientA = await makeClient('A');
    const clientB = await makeClient('B');
    const projectA = await makeProject(clientA);
    const contactB = (
      await api('POST', '/contacts', { clientId: clientB, name: 'Bo', email: 'bo@example.com' })
    ).json().contactId;
    const pair = { projectId: projectA, contactId: contactB, contactType: 'MANAGER' };
    const crossed = await api('POST', '/associations', {
      ...pair,
      notificationLevel: 'COPY_WITH_LINK',
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().issues).toEqual([
      { path: 'contactId', message: 'The contact and the project must belong to the same client' },
    ]);
    const none = await api('POST', '/associations', { ...pair, notificationLevel: 'NONE' });
    expect(none.json().issues[0].path).toBe('notificationLevel');
    const moved = await api('PUT', '/associations', { ...pair, notificationLevel: 'COPY_ONLY' });
    expect(moved.statusCode).toBe(404);
  });

  it('contacts need a name and a valid e-mail', async () => {
    const clientId = await makeClient();
    const response = await api('POST', '/contacts', { clientId, name: '', email: 'x' });
    expect(response.json().issues).toEqual([
      { path: 'name', message: 'A contact name is required' },
      { path: 'email', message: 'Invalid email address' },
    ]);
  });
});
