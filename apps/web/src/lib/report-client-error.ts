import type { ClientErrorReport } from '@tallysheet/contract/util/client-error';
import {
  CLIENT_ERROR_LIMITS,
  type ClientErrorKind,
} from '@tallysheet/contract/util/client-error-limits';
import { APP_VERSION } from '@tallysheet/contract/util/version';
import { call } from '@/lib/api-client.ts';

// Chromium, Firefox, Safari and Vite's preload helper word a lazy chunk that did not load so.
const CHUNK_LOAD_ERROR =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

/** A code chunk that did not load (most often: a deploy replaced it); a reload fetches the new one. */
export const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' || CHUNK_LOAD_ERROR.test(error.message));

const cut = (value: string | undefined | null, max: number) =>
  value ? value.slice(0, max) : undefined;

/** The report of a failure, each field cut to the contract's limit; the page is the path alone. */
export function clientErrorReport(
  error: unknown,
  componentStack?: string | null,
  pathname = window.location.pathname,
): ClientErrorReport {
  const kind: ClientErrorKind = isChunkLoadError(error) ? 'chunk-load' : 'render';
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return {
    kind,
    message: cut(message, CLIENT_ERROR_LIMITS.message) ?? 'Unknown error',
    stack: cut(error instanceof Error ? error.stack : undefined, CLIENT_ERROR_LIMITS.stack),
    componentStack: cut(componentStack, CLIENT_ERROR_LIMITS.componentStack),
    page: pathname.slice(0, CLIENT_ERROR_LIMITS.page),
    appVersion: APP_VERSION,
  };
}

/** POST /util/client-error: tells the server's log; a report that cannot be sent is dropped. */
/** What else runs when an error is reported: the session recorder sends its buffer (A§9). */
export const onClientError = new Set<() => void>();

export async function reportClientError(report: ClientErrorReport): Promise<void> {
  onClientError.forEach((listener) => listener());
  await call({ area: 'util', path: '/client-error', method: 'POST', body: report }).catch(
    () => undefined,
  );
}
