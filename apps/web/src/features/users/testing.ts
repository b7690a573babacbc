import { vi } from 'vitest';
import type { PlacementOptions, User, UserRow } from '@tallysheet/contract/users/users';

/** Test data and a fake users API for the users feature's tests. */

export const sampleUser = (change: Partial<User> = {}): User => ({
  userId: 'carla',
  displayName: 'Carla Contractor',
  email: 'carla@example.com',
  systemRole: 'assoc',
  customFields: { 'Cost centre': 'CC-104' },
  isArchived: false,
  isDeleted: false,
  startDate: '2026-01-05',
  endDate: null,
  supplier: { id: 'sup-1', contacts: [{ id: 'sc-1' }] },
  assignments: [{ id: 'prj-1', tasks: [{ id: 'tsk-1d' }, { id: 'tsk-1a' }] }],
  timezone: null,
  createdAt: '2026-01-05T10:00:00Z',
  updatedAt: '2026-02-05T10:00:00Z',
  ...change,
});

export const sampleRow = (user: User = sampleUser()): UserRow => ({
  userId: user.userId,
  displayName: user.displayName,
  email: user.email,
  systemRole: user.systemRole,
  supplierName: user.supplier ? 'Apex Staffing' : null,
  startDate: user.startDate,
  endDate: user.endDate,
  isArchived: user.isArchived,
  isDeleted: user.isDeleted,
  createdAt: user.createdAt,
  updatedAt: user.updatedAt,
});

const sampleOptions = (): PlacementOptions => ({
  projects: [
    {
      label: 'ERP Migration',
      value: 'prj-1',
      isArchived: false,
      clientName: 'Northwind',
      hasContacts: true,
    },
    {
      label: 'Website Redesign',
      value: 'prj-2',
      isArchived: false,
      clientName: 'Contoso',
      hasContacts: false,
    },
  ],
  tasks: [
    {
      label: 'Default Task',
      value: 'tsk-1d',
      isArchived: false,
      projectId: 'prj-1',
      isDefault: true,
    },
    { label: 'Analysis', value: 'tsk-1a', isArchived: false, projectId: 'prj-1', isDefault: false },
    { label: 'Build', value: 'tsk-1b', isArchived: false, projectId: 'prj-1', isDefault: false },
    {
      label: 'Default Task',
      value: 'tsk-2d',
      isArchived: false,
      projectId: 'prj-2',
      isDefault: true,
    },
    { label: 'Design', value: 'tsk-2a', isArchived: false, projectId: 'prj-2', isDefault: false },
  ],
  suppliers: [
    { label: 'Apex Staffing', value: 'sup-1', isArchived: false },
    { label: 'Bravo Talent', value: 'sup-2', isArchived: false },
  ],
  supplierContacts: [
    { label: 'Pat Apex', value: 'sc-1', isArchived: false, supplierId: 'sup-1' },
    { label: 'Sam Apex', value: 'sc-2', isArchived: false, supplierId: 'sup-1' },
    { label: 'Bo Bravo', value: 'sc-3', isArchived: false, supplierId: 'sup-2' },
  ],
});

type Reply = { status: number; body?: unknown };
type Route = (method: string, url: string, body: unknown) => Reply | undefined;

/**
 * A fake users API: `routes` answer first, then the defaults (the user, the placement
 * options, a free username, an empty list). Returns every request made.
 */
export function stubUsersApi(
  routes: Route = () => undefined,
  { user = sampleUser(), options = sampleOptions() } = {},
) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, url, body });
    const reply =
      routes(method, url, body) ??
      (url.startsWith('/api/users/get-placement-options')
        ? { status: 200, body: options }
        : url.startsWith('/api/users/check-username')
          ? { status: 200, body: { available: true } }
          : url.startsWith('/api/users/v2?')
            ? { status: 200, body: { users: [sampleRow(user)], count: 1 } }
            : url.startsWith('/api/users/v2/') && method === 'GET'
              ? { status: 200, body: user }
              : url.startsWith('/api/tenant') || url.startsWith('/api/profile')
                ? { status: 200, body: {} }
                : { status: 404, body: { message: 'unexpected' } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}
