import { ApiError } from '@/lib/api-client.ts';

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

/**
 * Calls a public API path authorized by a link token (the approval portal, the test checkout)
 * as the public it is: a plain fetch, no bearer token, no cookies and none of the signed-in
 * client's 401 or 403 handling, because there a 401 means a bad link, never an expired session.
 */
export async function publicRequest<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers:
        init.body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
  } catch {
    throw new PublicRequestError(0, { message: 'Network error' });
  }
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = { message: text };
  }
  if (!response.ok) {
    const seconds = Number(response.headers.get('retry-after'));
    throw new PublicRequestError(
      response.status,
      (data && typeof data === 'object' ? data : {}) as never,
      seconds > 0 ? seconds : null,
    );
  }
  return data as T;
}
