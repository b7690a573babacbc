/**
 * A plain JSON call for public paths authorized by a link token (the approval portal, the test
 * checkout): no bearer token, no cookies and none of the signed-in client's 401 or 403
 * handling, because there a 401 means a bad link, never an expired session. It imports nothing,
 * so the approval page's small bundle can use it. A failure is thrown as `fail(status, body,
 * retryAfterSeconds)`: status 0 when the network failed; a 429 says how many seconds to wait.
 */
export async function plainRequest<T>(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: unknown },
  fail: (status: number, body: object, retryAfterSeconds: number | null) => Error,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
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
    throw fail(0, { message: 'Network error' }, null);
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
    throw fail(
      response.status,
      data && typeof data === 'object' ? data : {},
      seconds > 0 ? seconds : null,
    );
  }
  return data as T;
}
