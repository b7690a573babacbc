import { vi } from 'vitest';
import type { InvoiceRun, PayRun, RunSummary } from '@tallysheet/contract/runs/runs';

/** The header every run carries, a draft made by the admin. */
const head = {
  number: 3,
  status: 'draft' as const,
  from: '2026-11-01',
  to: '2026-11-30',
  createdBy: 'Ada Admin',
  createdAt: '2026-12-01T10:00:00Z',
  finalisedBy: null,
  finalisedAt: null,
  voidedBy: null,
  voidedAt: null,
  voidReason: null,
};

export const summary = (change: Partial<RunSummary> = {}): RunSummary => ({
  ...head,
  id: 'run-3',
  kind: 'pay',
  subjectId: null,
  subjectName: null,
  hours: 46.5,
  totals: [{ currency: 'USD', amount: 392000 }],
  ...change,
});

export const payRun = (change: Partial<PayRun> = {}): PayRun => ({
  ...head,
  id: 'run-3',
  supplierId: null,
  supplierName: null,
  lines: [
    {
      userId: 'ava',
      userFullName: 'Ava Associate',
      supplierId: null,
      supplierName: null,
      regularHours: 40,
      overtimeHours: 6.5,
      holidayHours: 0,
      payRate: 8000,
      amount: 398000,
      currency: 'USD',
    },
    {
      userId: 'sam',
      userFullName: 'Sam Supplied',
      supplierId: 'sup-1',
      supplierName: 'Staffing Co',
      regularHours: 8,
      overtimeHours: 0,
      holidayHours: 0,
      payRate: null,
      amount: null,
      currency: null,
    },
  ],
  excludedHours: 7.5,
  excluded: [{ userId: 'ben', userFullName: 'Ben Pending', hours: 7.5 }],
  totals: [{ currency: 'USD', amount: 398000 }],
  ...change,
});

export const invoiceRun = (change: Partial<InvoiceRun> = {}): InvoiceRun => ({
  ...head,
  id: 'inv-1',
  clientId: 'cli-1',
  clientName: 'Northwind',
  groupBy: 'projectUser',
  lines: [
    {
      projectId: 'proj-1',
      projectName: 'Data platform',
      userId: 'ava',
      userFullName: 'Ava Associate',
      kind: 'regular',
      hours: 40,
      billRate: 12050,
      amount: 482000,
      currency: 'EUR',
      description: 'Data platform — Ava Associate',
    },
    {
      projectId: 'proj-1',
      projectName: 'Data platform',
      userId: 'ava',
      userFullName: 'Ava Associate',
      kind: 'overtime',
      hours: 2.25,
      billRate: null,
      amount: null,
      currency: null,
      description: 'Data platform — Ava Associate, overtime',
    },
  ],
  excludedHours: 0,
  total: 482000,
  currency: 'EUR',
  ...change,
});

type Handler = (url: string, init?: RequestInit) => Response | undefined;

/** Answers the API with `handler`; an unexpected request fails the test. */
export function stubApi(handler: Handler) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const reply = handler(url, init);
    if (!reply) throw new Error(`unexpected request ${init?.method ?? 'GET'} ${url}`);
    return reply;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The requests a stubbed fetch saw, as "METHOD url". */
export const requests = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
