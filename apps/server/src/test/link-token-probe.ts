import { z } from 'zod';
import type { App } from '../app.ts';

/** The purpose of the probe's link tokens. */
export const PROBE_PURPOSE = 'test-probe';

/**
 * Test-only link-token routes, one per form (path and query), so the sweep and the
 * link-token tests have `access: 'token'` routes until the approval portal brings real ones.
 */
export function registerLinkTokenProbe(app: App) {
  const config = { access: 'token', linkPurpose: PROBE_PURPOSE } as const;
  app.get(
    '/api/test/link/:token',
    { config, schema: { params: z.object({ token: z.string() }) } },
    async (request) => request.linkToken,
  );
  app.post(
    '/api/test/link/:token',
    { config, schema: { params: z.object({ token: z.string() }) } },
    async (request) => request.linkToken,
  );
  app.get(
    '/api/test/link',
    { config, schema: { querystring: z.object({ token: z.string() }) } },
    async (request) => request.linkToken,
  );
}
