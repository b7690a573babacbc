import {
  CONTACT_TYPE_LABELS,
  CONTACT_TYPES,
  NOTIFICATION_LEVEL_LABELS,
  SELECTABLE_NOTIFICATION_LEVELS,
} from '@tallysheet/contract/directory/directory';

/** An association's contact types, as its dropdowns offer them (D§4). */
export const CONTACT_TYPE_OPTIONS = CONTACT_TYPES.map((value) => ({
  value,
  label: CONTACT_TYPE_LABELS[value],
}));

/** The notification levels a user may choose, as the dropdowns offer them (D§4). */
export const LEVEL_OPTIONS = SELECTABLE_NOTIFICATION_LEVELS.map((value) => ({
  value,
  label: NOTIFICATION_LEVEL_LABELS[value],
}));
