import { REPORT_MESSAGES } from '@tallysheet/contract/reporting/hours-over-period';

/** The words of the Reporting screens: A§2.2's titles; the rest short and plain. */
export const REPORT_TEXT = {
  landingTitle: 'Reporting',
  title: 'Report - Hours Over Period',
  hoursOverPeriod: 'Hours Over Period',
  hoursOverPeriodDescription:
    'Where the hours go: submitted hours by client, project, task, associate or supplier, by day, week or month.',
  open: 'Open report',
  period: 'Period',
  interval: 'Interval',
  groupBy: 'Group by',
  status: 'Status',
  anyStatus: 'Any status',
  clearFilters: 'Clear filters',
  range: REPORT_MESSAGES.range,
  chooseDays: 'Choose the first and last day of the period.',
  chartLabel: 'Hours per interval, stacked by group',
  chartSummary: 'Chart summary',
  other: 'Other',
  tableLabel: 'Hours per group and interval',
  total: 'Total',
  empty: 'No hours were submitted in this period.',
  emptyFiltered: 'No hours match these filters in this period.',
  error: 'The report could not be loaded.',
  exportFailed: 'Could not export the report',
  openInSearch: 'Open in Search Timecards',
  openInReport: 'Hours Over Period',
  vendorReport: 'Vendor report',
  vendorReportOf: (supplier: string) => `Vendor report of ${supplier}`,
  associates: 'Associates',
  downloadPdf: 'Download PDF',
  downloadXlsx: 'Download XLSX',
  sendTo: 'Send the PDF to',
  send: 'Send',
  noContacts: 'This supplier has no contacts to send the report to.',
  contactsError: 'The contacts could not be loaded.',
  vendorFailed: 'Could not produce the vendor report',
  billed: 'Billed',
  paid: 'Paid',
  margin: 'Margin',
  amountsNote: 'Amounts count approved hours only.',
  /** Approved hours that count in the hours but not in the money; '' when there are none. */
  unrated: (withoutBill: number, withoutPay: number) =>
    withoutBill || withoutPay
      ? `Without a rate: ${hoursText(withoutBill)} without a bill rate, ${hoursText(withoutPay)} without a pay rate.`
      : '',
} as const;

/** "126.5 h" for a figure; hours keep up to two decimals. */
export const hoursText = (hours: number) =>
  `${hours.toLocaleString('en-US', { maximumFractionDigits: 2 })} h`;
