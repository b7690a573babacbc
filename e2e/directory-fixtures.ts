import { expect, type APIRequestContext } from '@playwright/test';
import { newCompany, ownerHeaders } from './helpers.ts';

/** A company of its own (sign-up), so that its directory holds exactly what a test writes. */
export async function directoryCompany(request: APIRequestContext, prefix: string) {
  const company = await newCompany(request, { prefix, companyName: 'Search Staffing' });
  return { ...company, headers: await ownerHeaders(request, company) };
}

const staged = (kind: string, n: number) => `${kind}${n.toString(16).padStart(16, '0')}`;

/** Two of everything on the six directory screens, each findable by its own search. */
export async function seedDirectory(request: APIRequestContext, headers: Record<string, string>) {
  const post = async (url: string, data: object) =>
    expect((await request.post(url, { headers, data })).status()).toBe(201);
  await post('/api/crm/ps/clients', {
    name: 'Acme Rockets',
    projects: [{ id: staged('project', 1), name: 'Launch Pad' }],
    contacts: [{ id: staged('contact', 1), name: 'Nancy Davolio', email: 'nancy@acme.example' }],
    tasks: [{ projectId: staged('project', 1), name: 'Ignition Test' }],
  });
  await post('/api/crm/ps/clients', {
    name: 'Globex',
    projects: [{ id: staged('project', 2), name: 'Billing Revamp' }],
    contacts: [{ id: staged('contact', 2), name: 'Andrew Fuller', email: 'andrew@globex.example' }],
    tasks: [{ projectId: staged('project', 2), name: 'Invoice Audit' }],
  });
  await post('/api/suppliers/suppliers', {
    name: 'Apex Staffing',
    contacts: [{ name: 'Sam Supply', email: 'sam@apex.example' }],
  });
  await post('/api/suppliers/suppliers', {
    name: 'Bravo Partners',
    contacts: [{ name: 'Rita Recruit', email: 'rita@bravo.example' }],
  });
}

/** Each screen, a search, the row it finds and a row it hides. */
export const SEARCHES = [
  { path: '/clients', title: 'Clients', q: 'glob', found: 'Globex', hidden: 'Acme Rockets' },
  {
    path: '/projects',
    title: 'Projects',
    q: 'revamp',
    found: 'Billing Revamp',
    hidden: 'Launch Pad',
  },
  {
    path: '/contacts',
    title: 'Project Contacts',
    q: 'andrew@',
    found: 'Andrew Fuller',
    hidden: 'Nancy Davolio',
  },
  { path: '/tasks', title: 'Tasks', q: 'AUDIT', found: 'Invoice Audit', hidden: 'Ignition Test' },
  {
    path: '/suppliers',
    title: 'Suppliers',
    q: 'apex',
    found: 'Apex Staffing',
    hidden: 'Bravo Partners',
  },
  {
    path: '/suppliers/contacts',
    title: 'Supplier Contacts',
    q: 'recruit',
    found: 'Rita Recruit',
    hidden: 'Sam Supply',
  },
] as const;
