import type { DataTableColumn } from './types.ts';

/** The Description column; its sort column where the server names it otherwise. */
export const descriptionColumn = <T extends { description: string }>(
  sortCol = 'description',
): DataTableColumn<T> => ({
  id: 'description',
  label: 'Description',
  sortCol,
  value: (row) => row.description,
});

/** The Created date column. */
export const createdColumn = <T extends { createdAt: string }>(): DataTableColumn<T> => ({
  id: 'createdAt',
  label: 'Created',
  sortCol: 'createdAt',
  kind: 'date',
  value: (row) => row.createdAt,
});

/** The Updated date column; a fixed width where the table is narrow. */
export const updatedColumn = <T extends { updatedAt: string }>(
  width?: number,
): DataTableColumn<T> => ({
  id: 'updatedAt',
  label: 'Updated',
  sortCol: 'updatedAt',
  kind: 'date',
  ...(width !== undefined && { width }),
  value: (row) => row.updatedAt,
});

/** The Client column of a client's child (its name tells rows apart on a phone). */
export const clientNameColumn = <T extends { clientName: string }>(
  id = 'clientName',
): DataTableColumn<T> => ({
  id,
  label: 'Client',
  width: '16%',
  identifies: true,
  value: (row) => row.clientName,
});
