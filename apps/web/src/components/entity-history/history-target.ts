/**
 * What an entity's History is opened with, kept apart from the list and its words so that
 * every drawer header carries no more than the button: the rest loads when a History opens.
 */

/** One entity's History: where the trail names it. */
export interface HistoryTarget {
  /** As the trail names it: `client`, `supplierContact`, `user`, `timesheet`. */
  entityType: string;
  entityId: string;
}

/** A directory kind as the trail names its entities: `supplier contact` → `supplierContact`. */
export const auditEntityType = (kind: string) =>
  kind.replace(/ (\w)/g, (_match, first: string) => first.toUpperCase());

/** What a History button is given: the entity, and what to call it under the title. */
export interface EntityHistoryProps extends HistoryTarget {
  /** Under the title: "Northwind", "Ava Associate, Nov 21 – Nov 27, 2026". */
  name?: string;
}

/** An entity's History (issue 30 §2), from its editor or viewer. */
export const HISTORY_TEXT = {
  title: 'History',
  empty: 'No changes have been recorded yet.',
  error: 'The history could not be loaded.',
  loading: 'Loading the history…',
  more: 'Show more',
  close: 'Close',
  count: (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`,
} as const;
