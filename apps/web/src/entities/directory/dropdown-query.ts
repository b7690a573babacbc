/** A dropdown's page (D§2.2): every row, archived ones too, page 0, 100 of them, by name. */
export const DROPDOWN_QUERY = {
  sortCol: 'name',
  sortDir: 'asc',
  all: true,
  page: 0,
  pageSize: 100,
} as const;

/** How many matches a picker lists at once; typing narrows them (SearchSelect). */
export const PICKER_PAGE_SIZE = 25;

/**
 * A picker's search: the first rows whose name (or e-mail) starts with `q`, by name; archived
 * ones too (with their chip) unless only active rows may be chosen.
 */
export const pickerQuery = (q: string, options: { activeOnly?: boolean } = {}) =>
  ({
    q: q || undefined,
    all: options.activeOnly ? undefined : true,
    page: 0,
    pageSize: PICKER_PAGE_SIZE,
    sortCol: 'name',
    sortDir: 'asc',
  }) as const;
