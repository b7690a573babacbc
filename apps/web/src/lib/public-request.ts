import { ApiError } from '@/lib/api-client.ts';
import { plainRequest } from '@/lib/plain-request.ts';

/** A failed public call; a 429 says how many seconds to wait. */
export class PublicRequestError extends ApiError {
  constructor(
    status: number,
    body: ConstructorParameters<typeof ApiError>[1],
    public readonly retryAfterSeconds: number | null = null,
  ) {
    super(status, body);
  }
}

/** Calls a public API path authorized by a link token as the public it is (plainRequest). */
export function publicRequest<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  return plainRequest<T>(
    `/api${path}`,
    init,
    (status, body, seconds) => new PublicRequestError(status, body as never, seconds),
  );
}
