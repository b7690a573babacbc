import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, buildTenant, buildUser, type TestUser } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let admin: TestUser;
let associate: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  const { tenantId } = await buildTenant(ctx.db);
  admin = await buildUser(ctx.db, { tenantId, userId: 'ada', role: 'admin' });
  associate = await buildUser(ctx.db, { tenantId, userId: 'sam', role: 'assoc' });
  const other = await buildTenant(ctx.db);
  outsider = await buildUser(ctx.db, { tenantId: other.tenantId, userId: 'oz', role: 'admin' });
});
afterAll(() => ctx.close());

/** An administrator of a tenant of its own, so that lists hold only what the test made. */
async function freshAdmin(): Promise<TestUser> {
  const { tenantId } = await buildTenant(ctx.db);
  return buildUser(ctx.db, { tenantId, userId: 'boss', role: 'admin' });
}

function call(
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return ctx.app.inject({
    method,
    url: `/api/suppliers${url}`,
    headers: bearerFor(ctx.app, user),
    ...(payload ? { payload } : {}),
  });
}

async function createSupplier(user: TestUser, body: object): Promise<string> {
  const response = await call(user, 'POST', '/suppliers', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().supplierId;
}

async function listSuppliers(user: TestUser, query = '') {
  const response = await call(user, 'GET', `/suppliers${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    suppliers: { id: string; name: string; isArchived: boolean }[];
    count: number;
  };
}

async function listContacts(user: TestUser, query = '') {
  const response = await call(user, 'GET', `/contacts${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    contacts: {
      id: string;
      name: string;
      email: string;
      supplierId: string;
      supplierName: string;
    }[];
    count: number;
  };
}

describe(`suppliers on ${engine}`, () => {
  it('creates a supplier with its contacts in one call', async () => {
    const boss = await freshAdmin();
    const supplierId = await createSupplier(boss, {
      name: 'Northwind Staffing',
      description: 'Contractors',
      contacts: [
        { name: 'Nina', description: 'Account manager', email: 'nina@northwind.example' },
        { name: 'Omar', description: '', email: 'omar@northwind.example' },
      ],
    });

    const supplier = await call(boss, 'GET', `/suppliers/${supplierId}`);
    expect(supplier.json()).toMatchObject({
      id: supplierId,
      name: 'Northwind Staffing',
      description: 'Contractors',
      isArchived: false,
      isDeleted: false,
    });
    const { contacts, count } = await listContacts(
      boss,
      `?supplierId=${supplierId}&sortCol=name&sortDir=asc`,
    );
    expect(count).toBe(2);
    expect(contacts.map((c) => [c.name, c.email, c.supplierId, c.supplierName])).toEqual([
      ['Nina', 'nina@northwind.example', supplierId, 'Northwind Staffing'],
      ['Omar', 'omar@northwind.example', supplierId, 'Northwind Staffing'],
    ]);
  });

  it('a bad contact e-mail rejects the whole create and writes nothing', async () => {
    const boss = await freshAdmin();
    const response = await call(boss, 'POST', '/suppliers', {
      name: 'Half Written Ltd',
      contacts: [
        { name: 'Bad', email: 'not-an-email' },
        { name: 'Good', email: 'good@example.com' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'contacts.0.email', message: 'Invalid email address' },
    ]);
    expect((await listSuppliers(boss, '?all=true')).count).toBe(0);
    expect((await listContacts(boss, '?all=true')).count).toBe(0);
  });

  it('a supplier name is required', async () => {
    const response = await call(admin, 'POST', '/suppliers', { name: '  ', contacts: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'name', message: 'A supplier name is required' },
    ]);
  });

  it('lists sort text case-insensitively, break ties by id and page in SQL', async () => {
    const boss = await freshAdmin();
    const ids: Record<string, string> = {};
    for (const name of [
      'banana',
      'Apple',
      'cherry',
      'apple',
      'Damson',
      'elder',
      'fig',
      'Grape',
      'hazel',
      'Ice',
      'juniper',
    ]) {
      ids[name] = await createSupplier(boss, { name });
    }
    const apples = [ids.Apple!, ids.apple!].sort();
    const ascending = [
      ...apples,
      ids.banana,
      ids.cherry,
      ids.Damson,
      ids.elder,
      ids.fig,
      ids.Grape,
      ids.hazel,
      ids.Ice,
      ids.juniper,
    ];

    const first = await listSuppliers(boss, '?sortCol=name&sortDir=asc&page=0&pageSize=10');
    expect(first.count).toBe(11);
    expect(first.suppliers.map((s) => s.id)).toEqual(ascending.slice(0, 10));
    const second = await listSuppliers(boss, '?sortCol=name&sortDir=asc&page=1&pageSize=10');
    expect(second).toMatchObject({ count: 11 });
    expect(second.suppliers.map((s) => s.id)).toEqual(ascending.slice(10));

    const descending = await listSuppliers(boss, '?sortCol=name&sortDir=desc&pageSize=25');
    expect(descending.suppliers.map((s) => s.id)).toEqual([...ascending].reverse());

    const beyond = await listSuppliers(boss, '?sortCol=name&page=7&pageSize=10');
    expect(beyond).toEqual({ suppliers: [], count: 11 });
  });

  it('an unknown sort column or page size is a 400 naming the field', async () => {
    const sort = await call(admin, 'GET', '/suppliers?sortCol=supplier_name');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().issues.map((issue: { path: string }) => issue.path)).toEqual(['sortCol']);
    const size = await call(admin, 'GET', '/contacts?pageSize=7');
    expect(size.statusCode).toBe(400);
    expect(size.json().issues.map((issue: { path: string }) => issue.path)).toEqual(['pageSize']);
  });

  it('archive and unarchive toggle isArchived; lists show active by default, archived=true archived only, all=true both', async () => {
    const boss = await freshAdmin();
    const active = await createSupplier(boss, { name: 'Active' });
    const archived = await createSupplier(boss, { name: 'Archived' });

    const archive = await call(boss, 'PUT', `/suppliers/${archived}`, { isArchived: true });
    expect(archive.statusCode).toBe(200);
    expect(archive.json()).toMatchObject({ id: archived, name: 'Archived', isArchived: true });

    expect((await listSuppliers(boss)).suppliers.map((s) => s.id)).toEqual([active]);
    expect((await listSuppliers(boss, '?archived=true')).suppliers.map((s) => s.id)).toEqual([
      archived,
    ]);
    expect((await listSuppliers(boss, '?archived=false')).suppliers.map((s) => s.id)).toEqual([
      active,
    ]);
    const all = await listSuppliers(boss, '?all=true&sortCol=name&sortDir=asc');
    expect(all).toMatchObject({ count: 2 });
    expect(all.suppliers.map((s) => s.id)).toEqual([active, archived]);

    const unarchive = await call(boss, 'PUT', `/suppliers/${archived}`, { isArchived: false });
    expect(unarchive.json()).toMatchObject({ isArchived: false });
    expect((await listSuppliers(boss)).count).toBe(2);
  });

  it('the supplier dropdown call (all=true, page 0, pageSize 100) returns active and archived suppliers', async () => {
    const boss = await freshAdmin();
    const one = await createSupplier(boss, { name: 'One' });
    const two = await createSupplier(boss, { name: 'Two' });
    await call(boss, 'PUT', `/suppliers/${two}`, { isArchived: true });
    const gone = await createSupplier(boss, { name: 'Gone' });
    await call(boss, 'DELETE', `/suppliers/${gone}`);

    const dropdown = await listSuppliers(boss, '?all=true&page=0&pageSize=100');
    expect(dropdown.count).toBe(2);
    expect(dropdown.suppliers.map((s) => s.id).sort()).toEqual([one, two].sort());
  });

  it('PUT with name and description updates them', async () => {
    const supplierId = await createSupplier(admin, { name: 'Old name', description: 'old' });
    const changes = { name: 'New name', description: 'new' };
    const response = await call(admin, 'PUT', `/suppliers/${supplierId}`, changes);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...changes, isArchived: false });
  });

  it('delete is soft: gone from lists, GET shows isDeleted, its contacts go too, and a later PUT is a 409', async () => {
    const boss = await freshAdmin();
    const supplierId = await createSupplier(boss, {
      name: 'Doomed',
      contacts: [{ name: 'Dee', email: 'dee@example.com' }],
    });
    const [contact] = (await listContacts(boss, `?supplierId=${supplierId}`)).contacts;

    const deleted = await call(boss, 'DELETE', `/suppliers/${supplierId}`);
    expect(deleted.statusCode).toBe(204);

    expect((await listSuppliers(boss, '?all=true')).count).toBe(0);
    expect((await listSuppliers(boss, '?archived=true')).count).toBe(0);
    expect((await listContacts(boss, '?all=true')).count).toBe(0);
    expect((await call(boss, 'GET', `/suppliers/${supplierId}`)).json()).toMatchObject({
      id: supplierId,
      isDeleted: true,
    });
    expect((await call(boss, 'GET', `/contacts/${contact!.id}`)).json()).toMatchObject({
      id: contact!.id,
      isDeleted: true,
      supplierName: 'Doomed',
    });

    const put = await call(boss, 'PUT', `/suppliers/${supplierId}`, { isArchived: true });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      message: 'This supplier was deleted and cannot be changed.',
    });
    const contactPut = await call(boss, 'PUT', `/contacts/${contact!.id}`, {
      name: 'Dee',
      email: 'dee@example.com',
    });
    expect(contactPut.statusCode).toBe(409);
    expect(contactPut.json().message).toBe(
      'This supplier contact was deleted and cannot be changed.',
    );

    const newContact = await call(boss, 'POST', '/contacts', {
      supplierId,
      name: 'Late',
      email: 'late@example.com',
    });
    expect(newContact.statusCode).toBe(400);
    expect(newContact.json().issues).toEqual([
      { path: 'supplierId', message: 'Supplier not found' },
    ]);
  });

  it("another tenant's supplier or contact is a 404, and cannot take new contacts", async () => {
    const supplierId = await createSupplier(outsider, {
      name: 'Theirs',
      contacts: [{ name: 'T', email: 't@example.com' }],
    });
    const [contact] = (await listContacts(outsider, `?supplierId=${supplierId}`)).contacts;

    for (const method of ['GET', 'DELETE'] as const) {
      expect((await call(admin, method, `/suppliers/${supplierId}`)).statusCode).toBe(404);
      expect((await call(admin, method, `/contacts/${contact!.id}`)).statusCode).toBe(404);
    }
    expect(
      (await call(admin, 'PUT', `/suppliers/${supplierId}`, { isArchived: true })).statusCode,
    ).toBe(404);
    expect(
      (await call(admin, 'PUT', `/contacts/${contact!.id}`, { isArchived: true })).statusCode,
    ).toBe(404);
    expect((await call(admin, 'GET', '/suppliers/no-such-supplier')).statusCode).toBe(404);
    const filtered = await call(admin, 'GET', `/contacts?supplierId=${supplierId}&all=true`);
    expect(filtered.statusCode).toBe(404);
    expect(filtered.json().message).toBe('Supplier not found');

    const borrowed = await call(admin, 'POST', '/contacts', {
      supplierId,
      name: 'Spy',
      email: 'spy@example.com',
    });
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.json().issues).toEqual([{ path: 'supplierId', message: 'Supplier not found' }]);
    expect((await call(outsider, 'GET', `/suppliers/${supplierId}`)).json()).toMatchObject({
      isDeleted: false,
      isArchived: false,
    });
  });

  it('an associate cannot list, read or create suppliers or their contacts', async () => {
    const supplierId = await createSupplier(admin, { name: 'Guarded' });
    for (const [method, url, payload] of [
      ['GET', '/suppliers', undefined],
      ['POST', '/suppliers', { name: 'Nope' }],
      ['GET', `/suppliers/${supplierId}`, undefined],
      ['GET', '/contacts', undefined],
      ['POST', '/contacts', { supplierId, email: 'x@example.com' }],
    ] as const) {
      const response = await call(associate, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe(`supplier contacts on ${engine}`, () => {
  it('contacts are filtered by supplierId and carry the supplier name', async () => {
    const boss = await freshAdmin();
    const acme = await createSupplier(boss, {
      name: 'Acme',
      contacts: [{ name: 'Al', email: 'al@acme.example' }],
    });
    const bolt = await createSupplier(boss, {
      name: 'Bolt',
      contacts: [
        { name: 'Bo', email: 'bo@bolt.example' },
        { name: 'Bea', email: 'bea@bolt.example' },
      ],
    });

    const ofBolt = await listContacts(boss, `?supplierId=${bolt}&sortCol=contactName&sortDir=asc`);
    expect(ofBolt.count).toBe(2);
    expect(ofBolt.contacts.map((c) => [c.name, c.supplierName])).toEqual([
      ['Bea', 'Bolt'],
      ['Bo', 'Bolt'],
    ]);
    const ofAcme = await listContacts(boss, `?supplierId=${acme}`);
    expect(ofAcme.contacts.map((c) => c.name)).toEqual(['Al']);
    const everyone = await listContacts(boss, '?sortCol=email&sortDir=desc');
    expect(everyone.contacts.map((c) => c.email)).toEqual([
      'bo@bolt.example',
      'bea@bolt.example',
      'al@acme.example',
    ]);
  });

  it('POST /contacts adds a contact to a live supplier; an unknown supplier is a 404 naming supplierId', async () => {
    const boss = await freshAdmin();
    const supplierId = await createSupplier(boss, { name: 'Acme' });
    const created = await call(boss, 'POST', '/contacts', {
      supplierId,
      name: 'Cy',
      description: 'Billing',
      email: 'cy@acme.example',
    });
    expect(created.statusCode).toBe(201);
    const { supplierContactId } = created.json();
    expect((await call(boss, 'GET', `/contacts/${supplierContactId}`)).json()).toMatchObject({
      id: supplierContactId,
      supplierId,
      supplierName: 'Acme',
      name: 'Cy',
      description: 'Billing',
      email: 'cy@acme.example',
      isArchived: false,
      isDeleted: false,
    });

    const unknown = await call(boss, 'POST', '/contacts', {
      supplierId: 'no-such-supplier',
      email: 'z@example.com',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().issues).toEqual([{ path: 'supplierId', message: 'Supplier not found' }]);
    const missing = await call(boss, 'POST', '/contacts', { email: 'z@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
      'supplierId',
    ]);
    expect((await listContacts(boss, '?all=true')).count).toBe(1);
  });

  it('a contact can be edited, archived, unarchived and deleted', async () => {
    const boss = await freshAdmin();
    const supplierId = await createSupplier(boss, {
      name: 'Acme',
      contacts: [{ name: 'Di', email: 'di@acme.example' }],
    });
    const [contact] = (await listContacts(boss)).contacts;
    const url = `/contacts/${contact!.id}`;

    const changes = { name: 'Diana', description: 'Lead', email: 'diana@acme.example' };
    const edited = await call(boss, 'PUT', url, changes);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ ...changes, supplierName: 'Acme' });
    const badEmail = await call(boss, 'PUT', url, { name: 'Diana', email: 'nope' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().issues).toContainEqual({
      path: 'email',
      message: 'Invalid email address',
    });

    expect((await call(boss, 'PUT', url, { isArchived: true })).json()).toMatchObject({
      isArchived: true,
    });
    expect((await listContacts(boss, `?supplierId=${supplierId}`)).count).toBe(0);
    expect((await listContacts(boss, `?supplierId=${supplierId}&archived=true`)).count).toBe(1);
    expect((await call(boss, 'PUT', url, { isArchived: false })).json()).toMatchObject({
      isArchived: false,
    });
    expect((await listContacts(boss, `?supplierId=${supplierId}`)).count).toBe(1);

    expect((await call(boss, 'DELETE', url)).statusCode).toBe(204);
    expect((await listContacts(boss, '?all=true')).count).toBe(0);
    expect((await call(boss, 'GET', url)).json()).toMatchObject({ isDeleted: true });
    expect((await call(boss, 'GET', `/suppliers/${supplierId}`)).json()).toMatchObject({
      isDeleted: false,
    });
  });
});
