import { plainRequest } from '@/lib/plain-request.ts';

/** The error body the API sends: a message, and field issues on a 400. */
export interface PortalErrorBody {
  message?: string;
  issues?: { path: string; message: string }[];
}

/** A failed portal call: status 0 when the network failed; a 429 says how many seconds to wait. */
export class PortalError extends Error {
  constructor(
    readonly status: number,
    readonly body: PortalErrorBody,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(body.message ?? `Request failed with status ${status}`);
    this.name = 'PortalError';
  }
}

/**
 * Calls `/api/ts/approval/{token}` (or the inbox's `/api/ts/approval-inbox/{token}`): public, authorized by the e-mailed link's token alone
 * (plainRequest: no bearer token, no cookies, none of the signed-in app's client).
 */
export function portalRequest<T>(
  token: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
  area: 'approval' | 'approval-inbox' | 'reminder-opt-out' = 'approval',
): Promise<T> {
  return plainRequest<T>(
    `/api/ts/${area}/${encodeURIComponent(token)}`,
    init,
    (status, body, seconds) => new PortalError(status, body as PortalErrorBody, seconds),
  );
}
