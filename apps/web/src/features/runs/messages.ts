import { formatMoney } from '@tallysheet/contract/rates/rates';
import {
  runName,
  type CurrencyTotal,
  type InvoiceGrouping,
  type RunStatus,
} from '@tallysheet/contract/runs/runs';
import { formatDay } from '@tallysheet/contract/timesheets/week';
import { MISSING } from '@/lib/dates.ts';

/** The pay and invoice run screens' words besides the contract's RUN_MESSAGES (issue 31 §3). */
export const RUNS_TEXT = {
  paySubtitle:
    'Approved hours not yet paid, per associate; associates a supplier supplies are grouped under it.',
  invoiceSubtitle: 'Approved hours not yet invoiced, for one client, with its bill rates.',
  payRunTitle: (n: number) => runName('pay', n),
  invoiceRunTitle: (n: number) => runName('invoice', n),
  payRunsTable: 'Pay runs',
  invoiceRunsTable: 'Invoice runs',
  create: 'Create',
  enterDate: 'Enter a date',
  chooseClient: 'Choose a client',
  supplierHint: 'Leave the supplier empty to pay every associate.',
  groupBy: 'Group by',
  groupings: {
    projectUser: 'Project × associate',
    project: 'Project',
  } satisfies Record<InvoiceGrouping, string>,
  createError: 'Error creating run',
  loadRunError: 'Error loading run',
  back: { pay: 'All pay runs', invoice: 'All invoice runs' },
  statuses: {
    draft: 'Draft',
    finalised: 'Finalised',
    voided: 'Voided',
  } satisfies Record<RunStatus, string>,
  columns: {
    number: 'Run',
    period: 'Period',
    status: 'Status',
    supplier: 'Supplier',
    client: 'Client',
    hours: 'Hours',
    totals: 'Total',
    created: 'Created',
    associate: 'Associate',
    regular: 'Regular',
    overtime: 'Overtime',
    holiday: 'Holiday',
    payRate: 'Pay rate',
    amount: 'Amount',
    project: 'Project',
    kind: 'Kind',
    billRate: 'Bill rate',
  },
  facts: {
    status: 'Status',
    period: 'Period',
    supplier: 'Supplier',
    client: 'Client',
    groupBy: 'Grouped by',
    created: 'Created',
    finalised: 'Finalised',
    voided: 'Voided',
    voidReason: 'Reason for voiding',
  },
  allSuppliers: 'All associates',
  direct: 'Paid directly',
  suppliedBy: (name: string) => `Supplied by ${name}`,
  linesTitle: 'Lines',
  noLines: 'No approved hours to include in this period',
  excludedTitle: 'Excluded: not approved',
  excludedHint: 'Hours of the period still pending or rejected; they are not in this run.',
  totalTitle: 'Total',
  noTotal: 'No amount',
  kinds: { regular: 'Regular', overtime: 'Overtime', holiday: 'Holiday' },
  finalise: 'Finalise',
  finaliseTitle: 'Finalise this run?',
  finalisePayMessage:
    'Its hours become paid: they will not appear in a later pay run. The days become locked and take no more changes. A finalised run can be voided to release them.',
  finaliseInvoiceMessage:
    'Its hours become invoiced: they will not appear in a later invoice run. The days become locked and take no more changes. A finalised run can be voided to release them.',
  finaliseError: 'Error finalising run',
  void: 'Void',
  voidTitle: 'Void this run?',
  voidMessage:
    'Its hours are released and will appear in the next run of this kind. The run stays in the list as voided.',
  voidReason: 'Reason for voiding',
  voidError: 'Error voiding run',
  exportFailed: 'Export failed',
  exports: {
    csv: 'Export CSV',
    xlsx: 'Export XLSX',
    qbo: 'Export QuickBooks Online',
    xero: 'Export Xero',
    pdf: 'Export PDF',
  },
} as const;

/** A run's period as the screens write it: `Nov 01, 2026 – Nov 30, 2026`. */
export const periodText = (run: { from: string; to: string }) =>
  `${formatDay(run.from)} – ${formatDay(run.to)}`;

/** "126.5 h": hours keep up to two decimals, as the reports show them. */
export const hoursText = (hours: number) =>
  `${hours.toLocaleString('en-US', { maximumFractionDigits: 2 })} h`;

/** Money per currency, "$1,200.00 · €80.00"; '---' for none. */
export const totalsText = (totals: readonly CurrencyTotal[]) =>
  totals.length ? totals.map((t) => formatMoney(t.amount, t.currency)).join(' · ') : MISSING;
