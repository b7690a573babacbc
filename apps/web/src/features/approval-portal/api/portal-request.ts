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
 * Calls `/api/ts/approval/{token}`: public, authorized by the e-mailed link's token alone. A
 * plain fetch with no bearer token and no cookies, because there a 401 means a bad link, never
 * an expired session (and the page carries none of the signed-in app's client).
 */
export async function portalRequest<T>(
  token: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/ts/approval/${encodeURIComponent(token)}`, {
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
    throw new PortalError(0, { message: 'Network error' });
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
    throw new PortalError(
      response.status,
      data && typeof data === 'object' ? (data as PortalErrorBody) : {},
      seconds > 0 ? seconds : null,
    );
  }
  return data as T;
}
