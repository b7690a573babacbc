import { publicRequest, PublicRequestError } from '@/lib/public-request.ts';

/** A failed portal call; a 429 says how many seconds to wait. */
export { PublicRequestError as PortalError };

/** Calls `/api/ts/approval/{token}`: public, authorized by the e-mailed link's token. */
export const portalRequest = <T>(
  token: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
) => publicRequest<T>(`/ts/approval/${encodeURIComponent(token)}`, init);
