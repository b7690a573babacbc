/** A dropdown's page (D§2.2): every row, archived ones too, page 0, 100 of them, by name. */
export const DROPDOWN_QUERY = {
  sortCol: 'name',
  sortDir: 'asc',
  all: true,
  page: 0,
  pageSize: 100,
} as const;
