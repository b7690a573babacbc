import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@tallysheet/contract/audit/audit';
import { renderWithProviders, stubFetch } from '@/test/render.tsx';
import { sampleProfile } from '@/test/fixtures.ts';
import { HistoryButton } from './history-button.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (id: string, change: Partial<AuditEntry>): AuditEntry => ({
  id,
  at: '2026-11-25T12:00:00.000Z',
  actor: { type: 'user', id: 'adam', name: 'Adam Admin' },
  action: 'update',
  entityType: 'client',
  entityId: 'cli-1',
  before: null,
  after: null,
  requestId: null,
  ip: null,
  seq: 1,
  prevHash: '0'.repeat(64),
  hash: 'f'.repeat(64),
  ...change,
});

const renamed = entry('e2', {
  before: { name: 'Northwind', description: '' },
  after: { name: 'Northwind Traders', description: '' },
});
const created = entry('e1', {
  action: 'create',
  actor: { type: 'apiKey', id: 'key-1', name: 'Payroll sync' },
  after: { name: 'Northwind' },
});

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'History' }));
  return screen.findByRole('dialog', { name: /History/ });
};

describe('an entity’s History', () => {
  it('lists the entity’s entries newest first, with the action, who and the fields before and after', async () => {
    const fetch = stubFetch({ status: 200, body: { entries: [renamed, created], count: 2 } });
    renderWithProviders(<HistoryButton entityType="client" entityId="cli-1" name="Northwind" />, {
      signedIn: true,
    });
    const dialog = await open();
    expect(within(dialog).getByText('Northwind', { selector: 'span' })).toBeVisible();
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Updated' })).toBeVisible();
    expect(items[0]).toHaveTextContent('Adam Admin (User)');
    expect(within(items[0]!).getByText('Northwind', { selector: 'del' })).toBeVisible();
    expect(within(items[0]!).getByText('Northwind Traders', { selector: 'ins' })).toBeVisible();
    expect(within(items[1]!).getByRole('heading', { name: 'Created' })).toBeVisible();
    expect(items[1]).toHaveTextContent('Payroll sync (API key)');
    expect(within(dialog).getByText('2 changes')).toBeVisible();
    expect(fetch.mock.calls[0]![0]).toBe(
      '/api/admin/audit?entityType=client&entityId=cli-1&page=0&pageSize=25',
    );
  });

  it('asks for the next page with Show more until every entry is shown', async () => {
    const first = Array.from({ length: 25 }, (_, index) => entry(`p${index}`, {}));
    const fetch = stubFetch(
      { status: 200, body: { entries: first, count: 26 } },
      { status: 200, body: { entries: [created], count: 26 } },
    );
    renderWithProviders(<HistoryButton entityType="user" entityId="ivy" />, { signedIn: true });
    const dialog = await open();
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(25);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show more' }));
    expect(await within(dialog).findByRole('heading', { name: 'Created' })).toBeVisible();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(26);
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(fetch.mock.calls[1]![0]).toContain('page=1&pageSize=25');
  });

  it('says so when nothing is recorded (the trail answers 404 for an entity it never names)', async () => {
    stubFetch({
      status: 404,
      body: { statusCode: 404, message: 'No audit entries for this entity' },
    });
    renderWithProviders(<HistoryButton entityType="timesheet" entityId="ts-1" />, {
      signedIn: true,
    });
    const dialog = await open();
    expect(await within(dialog).findByText('No changes have been recorded yet.')).toBeVisible();
  });

  it('a failed load says so and Reload tries again', async () => {
    stubFetch(
      { status: 500, body: { statusCode: 500, message: 'boom' } },
      { status: 200, body: { entries: [created], count: 1 } },
    );
    renderWithProviders(<HistoryButton entityType="client" entityId="cli-1" />, {
      signedIn: true,
    });
    const dialog = await open();
    expect(await within(dialog).findByText('The history could not be loaded.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(await within(dialog).findByRole('heading', { name: 'Created' })).toBeVisible();
  });

  it('reads the trail again each time it opens, so a change just saved is there', async () => {
    const fetch = stubFetch(
      { status: 200, body: { entries: [created], count: 1 } },
      { status: 200, body: { entries: [renamed, created], count: 2 } },
    );
    renderWithProviders(<HistoryButton entityType="client" entityId="cli-1" />, {
      signedIn: true,
    });
    let dialog = await open();
    expect(await within(dialog).findByText('1 change')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    dialog = await open();
    expect(await within(dialog).findByText('2 changes')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not offered to anyone but an administrator', () => {
    renderWithProviders(<HistoryButton entityType="client" entityId="cli-1" />, {
      signedIn: { profile: sampleProfile('emp') },
    });
    expect(screen.queryByRole('button', { name: 'History' })).toBeNull();
  });
});
