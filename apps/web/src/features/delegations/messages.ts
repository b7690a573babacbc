import { DELEGATION_MESSAGES } from '@tallysheet/contract/directory/delegations';

/** The contact editor's Out of office section (issue 29 §3; the spec has no texts for it). */
export const OUT_OF_OFFICE = {
  title: 'Out of office',
  add: 'Add Alternate',
  hint: 'While an alternate stands in, they get this contact’s approval links too and decide on their behalf.',
  empty: 'No alternate set',
  loadError: 'An error occurred fetching alternates',
  phase: { running: 'Standing in', upcoming: 'Upcoming', ended: 'Ended' },
  removeLabel: (name: string) => `Remove alternate ${name}`,
  removeTitle: 'Remove alternate?',
  removeMessage: (name: string) =>
    `${name} stops standing in for this contact at once. Decisions already made stay recorded.`,
  removeConfirm: 'Remove',
  removed: DELEGATION_MESSAGES.removed,
  removeError: 'Error removing alternate',
  dialogTitle: 'Add Alternate',
  delegate: 'Alternate',
  added: DELEGATION_MESSAGES.added,
  addError: 'Error adding alternate',
} as const;
