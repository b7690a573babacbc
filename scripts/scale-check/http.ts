// One HTTP call with the product's headers; a connection error is status 0, never a throw.

export interface Answer {
  /** 0: the connection failed (refused, reset, timed out). */
  status: number;
  body: unknown;
  headers: Headers;
  error?: string;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string;
  idempotencyKey?: string;
  /** Sent as X-Forwarded-For: direct calls name their client address (instances trust loopback). */
  forwardedFor?: string;
  timeoutMs?: number;
}

export async function call(base: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  try {
    const response = await fetch(`${base}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (an nginx error page)
    }
    return { status: response.status, body, headers: response.headers };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      status: 0,
      body: undefined,
      headers: new Headers(),
      error: cause ?? (error as Error).name,
    };
  }
}

export const PASSWORD = 'Scale-check-pass-1';

/** Starts a trial tenant with its Billing Administrator `owner`. */
export async function signUp(base: string, tenantId: string, forwardedFor: string): Promise<void> {
  const answer = await call(base, '/api/welcome/sign-up', {
    method: 'POST',
    forwardedFor,
    body: {
      tenantId,
      companyName: `Scale check ${tenantId}`,
      username: 'owner',
      name: 'Scale Owner',
      email: `owner@${tenantId}.example.com`,
      password: PASSWORD,
    },
  });
  if (answer.status !== 201)
    throw new Error(`sign-up: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** Signs `owner` of `tenantId` in and returns the access token. */
export async function signIn(
  base: string,
  tenantId: string,
  forwardedFor: string,
): Promise<string> {
  const answer = await call(base, '/api/tokens/login', {
    method: 'POST',
    forwardedFor,
    body: { tenantId, externalUserId: 'owner', password: PASSWORD },
  });
  const jwt = (answer.body as { jwt?: string } | undefined)?.jwt;
  if (!jwt) throw new Error(`sign-in: ${answer.status} ${JSON.stringify(answer.body)}`);
  return jwt;
}
