import { z } from 'zod';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_ALL_ROWS = 1000;
/** The longest search text a list takes. */
export const MAX_SEARCH_LENGTH = 100;

const booleanString = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((value) => value === 'true');

/** `page` of a list query: from 0 (API.md). */
export const PageSchema = z.coerce
  .number({ error: 'page must be a whole number from 0' })
  .int()
  .min(0)
  .max(100_000)
  .optional();

/** `pageSize` of a list query: 10, 25, 50 or 100 (A§9). */
export const PageSizeSchema = z.coerce
  .number({ error: 'pageSize must be 10, 25, 50 or 100' })
  .int()
  .refine(
    (n) => (PAGE_SIZES as readonly number[]).includes(n),
    'pageSize must be 10, 25, 50 or 100',
  )
  .optional();

/** `sortDir` of a list query: descending unless asked. */
export const SortDirSchema = z
  .enum(['asc', 'desc'], { error: 'sortDir must be asc or desc' })
  .default('desc');

/** `q` of a list query: a search, trimmed; blank searches nothing (API.md). */
export const SearchSchema = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH, `Search at most ${MAX_SEARCH_LENGTH} characters`)
  .optional();

/** The query of every list (API.md): paging from 0, sort, archived, all, and the search `q`. */
export function listQuerySchema<const C extends readonly [string, ...string[]]>(sortColumns: C) {
  return z.object({
    page: PageSchema,
    pageSize: PageSizeSchema,
    sortCol: z
      .enum(sortColumns, { error: `sortCol must be one of ${sortColumns.join(', ')}` })
      .default('updatedAt' as C[number]),
    sortDir: SortDirSchema,
    archived: booleanString('archived').optional(),
    all: booleanString('all').optional(),
    q: SearchSchema,
  });
}

/** A parsed list query with sort columns `C`: the output of `listQuerySchema`. */
export type ListQuery<C extends string> = z.infer<
  ReturnType<typeof listQuerySchema<readonly [C, ...C[]]>>
>;

/** The lifecycle fields every entity row carries. */
export const LifecycleSchema = z.object({
  isArchived: z.boolean(),
  isDeleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const ArchiveSchema = z.object({ isArchived: z.boolean() }).strict();
