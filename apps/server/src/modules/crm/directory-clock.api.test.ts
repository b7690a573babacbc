import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../lib/clock.ts';
import { bearerFor, buildTenant, buildUser } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';

// The clock stands a few minutes ahead of the machine's: a stamp from the system clock
// would differ from it.
const clock = createTestClock(Date.now() + 7 * 60_000);
let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({}, undefined, { clock });
  const tenant = await buildTenant(ctx.db);
  headers = bearerFor(
    ctx.app,
    await buildUser(ctx.db, { tenantId: tenant.tenantId, role: 'admin' }),
  );
});
afterAll(() => ctx.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const updatedAt = async (url: string) => (await api('GET', url)).json().updatedAt as string;

describe(`directory changes are stamped by the app's clock on ${engine}`, () => {
  it('deleting a client stamps it and its projects, contacts and tasks with one clock time', async () => {
    const p = 'project_00000000000000a1';
    const c = 'contact_00000000000000a2';
    const created = await api('POST', '/crm/ps/clients', {
      name: 'Stamped',
      projects: [{ id: p, name: 'Audit' }],
      contacts: [{ id: c, name: 'Sam', email: 'sam@stamped.example' }],
      tasks: [{ projectId: p, name: 'Fieldwork' }],
    });
    const { clientId } = created.json();
    const [project] = (await api('GET', `/crm/ps/projects?clientId=${clientId}`)).json().projects;
    const [contact] = (await api('GET', `/crm/ps/contacts?clientId=${clientId}`)).json().contacts;
    const { tasks } = (await api('GET', `/crm/ps/tasks?clientId=${clientId}`)).json();
    clock.advance(60_000);
    const now = clock.now().toISOString();

    expect((await api('DELETE', `/crm/ps/clients/${clientId}`)).statusCode).toBe(204);
    expect(await updatedAt(`/crm/ps/clients/${clientId}`)).toBe(now);
    expect(await updatedAt(`/crm/ps/projects/${project.id}`)).toBe(now);
    expect(await updatedAt(`/crm/ps/contacts/${contact.id}`)).toBe(now);
    expect(tasks).toHaveLength(2);
    for (const task of tasks) expect(await updatedAt(`/crm/ps/tasks/${task.id}`)).toBe(now);
  });

  it('archiving a task, and deleting a supplier with its contacts, are stamped with the clock', async () => {
    const clientId = (await api('POST', '/crm/ps/clients', { name: 'Tasks' })).json().clientId;
    const projectId = (await api('POST', '/crm/ps/projects', { clientId, name: 'P' })).json()
      .projectId;
    const taskId = (await api('POST', '/crm/ps/tasks', { clientId, projectId, name: 'T' })).json()
      .taskId;
    clock.advance(60_000);
    const archived = await api('PUT', `/crm/ps/tasks/${taskId}`, { isArchived: true });
    expect(archived.json().updatedAt).toBe(clock.now().toISOString());

    const supplier = await api('POST', '/suppliers/suppliers', {
      name: 'Stamped supplies',
      contacts: [{ name: 'Sue', email: 'sue@supplies.example' }],
    });
    const { supplierId } = supplier.json();
    const [supplierContact] = (
      await api('GET', `/suppliers/contacts?supplierId=${supplierId}`)
    ).json().contacts;
    clock.advance(60_000);
    const now = clock.now().toISOString();
    expect((await api('DELETE', `/suppliers/suppliers/${supplierId}`)).statusCode).toBe(204);
    expect(await updatedAt(`/suppliers/suppliers/${supplierId}`)).toBe(now);
    expect(await updatedAt(`/suppliers/contacts/${supplierContact.id}`)).toBe(now);
  });
});
