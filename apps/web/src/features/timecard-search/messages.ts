/** The words of Search Timecards: the spec's where it has them (A§2.2, A§8), else plain. */
export const SEARCH_TEXT = {
  title: 'Search Timecards',
  // A§8's table texts.
  empty: 'No items',
  error: 'An error occurred',
  tableLabel: 'Timecards',
  text: 'Search descriptions',
  textHelp: 'Words in the days’ descriptions',
  client: 'Client',
  project: 'Project',
  task: 'Task',
  associate: 'Associate',
  supplier: 'Supplier',
  status: 'Status',
  anyStatus: 'Any status',
  period: 'Period',
  clearFilters: 'Clear filters',
  exportFailed: 'Could not export the timecards',
} as const;

export const PERIOD_LABELS = {
  any: 'Any time',
  'this-week': 'This week',
  'last-week': 'Last week',
  'this-month': 'This month',
  custom: 'Custom',
} as const;

/**
 * "1 timecard · 8 hours", "42 timecards · 1,204.5 hours": every match, not only the page's. Past
 * the server's cap, "1,000+ timecards" (their hours are not summed then).
 */
export const countText = (count: number, hours: number | null, capped = false) => {
  const cards = `${count.toLocaleString('en-US')}${capped ? '+' : ''} ${count === 1 && !capped ? 'timecard' : 'timecards'}`;
  if (capped || hours === null) return cards;
  return `${cards} · ${hours.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${hours === 1 ? 'hour' : 'hours'}`;
};
