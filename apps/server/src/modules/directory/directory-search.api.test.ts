import { afterAll, describe, expect, it } from 'vitest';
import {
  bearerFor,
  buildClient,
  buildContact,
  buildProject,
  buildSupplier,
  buildSupplierContact,
  buildTask,
  buildTenant,
  buildUser,
} from '../../test/factories.ts';
import { createTestContext, engine } from '../../test/harness.ts';

const ctx = await createTestContext();
afterAll(() => ctx.close());
const { db } = ctx;

type Row = { id: string; name: string };
interface Values {
  name: string;
  email?: string;
  isArchived?: boolean;
}

/** One directory list: its URL, the key of its rows, and a factory of a row in a tenant. */
interface DirectoryList {
  title: string;
  url: string;
  rows: string;
  build(tenantId: string, values: Values): Promise<unknown>;
  /** The list searches the e-mail too. */
  email?: boolean;
}

const LISTS: DirectoryList[] = [
  {
    title: 'clients',
    url: '/api/crm/ps/clients',
    rows: 'clients',
    build: (tenantId, values) => buildClient(db, { tenantId, ...values }),
  },
  {
    title: 'projects',
    url: '/api/crm/ps/projects',
    rows: 'projects',
    build: (tenantId, values) => buildProject(db, { tenantId, ...values }),
  },
  {
    title: 'project contacts',
    url: '/api/crm/ps/contacts',
    rows: 'contacts',
    build: (tenantId, values) => buildContact(db, { tenantId, ...values }),
    email: true,
  },
  {
    title: 'tasks',
    url: '/api/crm/ps/tasks',
    rows: 'tasks',
    build: (tenantId, values) => buildTask(db, { tenantId, ...values }),
  },
  {
    title: 'suppliers',
    url: '/api/suppliers/suppliers',
    rows: 'suppliers',
    build: (tenantId, values) => buildSupplier(db, { tenantId, ...values }),
  },
  {
    title: 'supplier contacts',
    url: '/api/suppliers/contacts',
    rows: 'contacts',
    build: (tenantId, values) => buildSupplierContact(db, { tenantId, ...values }),
    email: true,
  },
];

/** Nine "Acme 0n", and two more matches: in other case, and as a later word. */
const MATCHES = [
  ...Array.from({ length: 9 }, (_, i) => `Acme 0${i + 1}`),
  'ACME Labs',
  'Northwind acme',
];
/** Not matches: "acme" inside a word, a shorter name, and others. */
const OTHERS = ['Placme', 'Acm', 'Globex', 'Under_score'];

/** A tenant with the list's rows, an administrator's headers, and a stranger with an Acme of its own. */
async function world(list: DirectoryList) {
  const tenant = await buildTenant(db);
  const admin = await buildUser(db, { tenantId: tenant.tenantId, role: 'admin' });
  for (const name of [...MATCHES, ...OTHERS]) await list.build(tenant.tenantId, { name });
  await list.build(tenant.tenantId, { name: 'Acme Archive', isArchived: true });
  const stranger = await buildTenant(db);
  await list.build(stranger.tenantId, { name: 'Acme Elsewhere' });
  const headers = bearerFor(ctx.app, admin);
  const get = (query: string) =>
    ctx.app.inject({ method: 'GET', url: `${list.url}?${query}`, headers });
  const names = async (query: string) => {
    const response = await get(query);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    return { names: (body[list.rows] as Row[]).map((row) => row.name), count: body.count };
  };
  return { tenantId: tenant.tenantId, get, names };
}

describe.each(LISTS)(`the $title list's search q on ${engine}`, (list) => {
  it('q matches the start of the name or of a later word, case-insensitively, in the caller tenant only', async () => {
    const { names } = await world(list);
    const found = await names('q=aCmE&sortCol=name&sortDir=asc&pageSize=25');
    expect(found.names).toEqual(
      [...MATCHES].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(found.count).toBe(MATCHES.length);
    expect((await names('q=northwind')).names).toEqual(['Northwind acme']);
    expect((await names('q=cme')).count).toBe(0);
  });

  it('a search pages and counts its matches, not the whole list', async () => {
    const { names } = await world(list);
    const first = await names('q=acme&sortCol=name&sortDir=asc&page=0&pageSize=10');
    expect(first.names).toHaveLength(10);
    expect(first.count).toBe(MATCHES.length);
    const second = await names('q=acme&sortCol=name&sortDir=asc&page=1&pageSize=10');
    expect(second).toEqual({ names: ['Northwind acme'], count: MATCHES.length });
  });

  it('a search keeps the Active/Archived filter: archived matches only with archived=true', async () => {
    const { names } = await world(list);
    expect(await names('q=acme%20arch&archived=true')).toEqual({
      names: ['Acme Archive'],
      count: 1,
    });
    expect((await names('q=acme%20arch')).count).toBe(0);
    expect((await names('q=acme&all=true')).count).toBe(MATCHES.length + 1);
  });

  it('LIKE wildcards in q are plain characters, and a blank q searches nothing', async () => {
    const { names } = await world(list);
    expect((await names('q=%25')).count).toBe(0);
    expect((await names('q=_')).count).toBe(0);
    expect((await names('q=under_')).names).toEqual(['Under_score']);
    const everything = await names('pageSize=100');
    expect((await names('q=%20%20&pageSize=100')).count).toBe(everything.count);
  });

  it('a q longer than 100 characters is a 400 naming q', async () => {
    const { get } = await world(list);
    const response = await get(`q=${'a'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'q', message: 'Search at most 100 characters' },
    ]);
    expect((await get(`q=${'a'.repeat(100)}`)).statusCode).toBe(200);
  });

  it.runIf(list.email)('q matches the start of the e-mail too', async () => {
    const { tenantId, names } = await world(list);
    await list.build(tenantId, { name: 'Billing desk', email: 'Invoices@Acme.example' });
    expect((await names('q=invoices@ac')).names).toEqual(['Billing desk']);
    expect((await names('q=acme.example')).count).toBe(0);
  });
});
