/** The rows of a raw `tx.execute(sql…)` result, typed by the caller (both engines answer `rows`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
