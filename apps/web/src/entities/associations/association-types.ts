import type {
  CONTACT_TYPES,
  SELECTABLE_NOTIFICATION_LEVELS,
} from '@tallysheet/contract/directory/directory';

/** An association's contact type (D§4). */
export type ContactType = (typeof CONTACT_TYPES)[number];
/** The notification levels a user may choose (D§4). */
export type SelectableLevel = (typeof SELECTABLE_NOTIFICATION_LEVELS)[number];
