import { RATE_MESSAGES } from '@tallysheet/contract/rates/rates';

/** The Rates section of the project and user editors (issue 31 §1; the spec has no texts for it). */
export const RATES_TEXT = {
  title: 'Rates',
  add: 'Add Rate',
  projectHint:
    'What the client pays (bill) and the associate is paid (pay) an hour. An associate’s rate here wins over the project’s.',
  userHint:
    'What the client pays (bill) and this associate is paid (pay) an hour, on each assigned project or by default.',
  empty: 'No rate set',
  loadError: 'An error occurred fetching rates',
  allAssociates: 'All associates',
  allProjects: 'All projects (default)',
  bill: 'Bill',
  pay: 'Pay',
  from: (day: string) => `From ${day}`,
  removeLabel: (what: string, day: string) => `Remove rate for ${what} from ${day}`,
  removeTitle: 'Remove rate?',
  removeMessage: (what: string, day: string) =>
    `The rate for ${what} from ${day} is removed; the rate before it applies again.`,
  removeConfirm: 'Remove',
  removed: RATE_MESSAGES.removed,
  removeError: 'Error removing rate',
  dialogTitle: 'Add Rate',
  associate: 'Associate',
  associateHelp: 'Leave empty for every associate on this project',
  project: 'Project',
  billRate: 'Bill rate',
  payRate: 'Pay rate',
  perHour: 'an hour',
  currency: 'Currency',
  currencyFixed: (currency: string) => `This client bills in ${currency}`,
  effectiveFrom: 'Effective from',
  amountInvalid: 'Enter an amount such as 120.50',
  currencyInvalid: 'Choose a currency',
  dayRequired: 'Enter a date',
  added: RATE_MESSAGES.added,
  addError: 'Error adding rate',
} as const;
