import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS } from '@tallysheet/contract/util/client-error-limits';
import { ClientErrorReportSchema } from '@tallysheet/contract/util/client-error';
import { clientErrorReport, isChunkLoadError } from './report-client-error.ts';

describe('client error reports', () => {
  it.each([
    'Failed to fetch dynamically imported module: /assets/clients-1a2b.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: /assets/x.js',
    'Unable to preload CSS for /assets/x.css',
  ])('a chunk that did not load is told apart: %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(clientErrorReport(new TypeError(message), null, '/clients').kind).toBe('chunk-load');
  });

  it('any other failure is a render failure', () => {
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
    expect(clientErrorReport('a string was thrown', null, '/').kind).toBe('render');
  });

  it("every field is cut to the contract's limit, so the server always takes the report", () => {
    const error = new Error('m'.repeat(5000));
    error.stack = 's'.repeat(20_000);
    const report = clientErrorReport(error, 'c'.repeat(20_000), `/${'p'.repeat(5000)}`);
    expect(report.message.length).toBe(CLIENT_ERROR_LIMITS.message);
    expect(report.stack?.length).toBe(CLIENT_ERROR_LIMITS.stack);
    expect(report.componentStack?.length).toBe(CLIENT_ERROR_LIMITS.componentStack);
    expect(ClientErrorReportSchema.safeParse(report).success).toBe(true);
  });
});
