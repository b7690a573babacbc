import type { ErrorResponse } from '@tallysheet/contract/common/errors';

/** The API's areas the web calls (a new domain adds its own). */
type Area =
  | 'tokens'
  | 'users'
  | 'tenant'
  | 'crm/ps'
  | 'welcome'
  | 'engagement'
  | 'suppliers'
  | 'profile'
  | 'util'
  | 'ts'
  | 'submit-time'
  | 'reporting'
  | 'onboarding'
  | 'admin';

type QueryValue = string | number | boolean | null | undefined;

interface CallOptions {
  area: Area;
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  /** 404 counts as success for this call (A§7). */
  allow404?: boolean;
  /** 409 counts as success for this call. */
  allow409?: boolean;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /**
   * A POST's Idempotency-Key: the server answers a repeat of it with the first answer and
   * creates nothing, so such a POST is also retried after a network failure or a 502/503/504.
   */
  idempotencyKey?: string;
}

interface ApiResponse<T> {
  data: T;
  status: number;
  statusText: string;
  headers: Headers;
}

/** A failed call: the status and the server's error body. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: Partial<ErrorResponse> & Record<string, unknown>,
  ) {
    super(body.message ?? (status === 0 ? 'Network error' : `Request failed (${status})`));
    this.name = status === 0 ? 'NetworkError' : 'ApiError';
  }
  get code(): string | undefined {
    return this.status === 0 ? 'NetworkError' : (this.body.code as string | undefined);
  }
  /** The message of one field, when the server named it. */
  fieldError(path: string): string | undefined {
    return this.body.issues?.find((issue) => issue.path === path)?.message;
  }
}

/**
 * What a refused request said was wrong, in the server's words: the first field it named, or
 * what it did not find ("Client not found" for a link's stale id); undefined for other failures.
 */
export const namedProblem = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status >= 400 && error.status < 500
    ? (error.body.issues?.[0]?.message ?? (error.status === 404 ? error.body.message : undefined))
    : undefined;

interface AuthHooks {
  token(): string | null;
  /** Tries to renew the access token once; true when a retry may succeed. */
  renew(): Promise<boolean>;
  onUnauthorized(): void;
  onForbidden(error: ApiError): void;
}

let hooks: AuthHooks | null = null;

/** The request interceptor: adds the bearer token and reacts to 401 and 403. */
export function installAuthInterceptor(next: AuthHooks) {
  hooks = next;
}
export function ejectAuthInterceptor() {
  hooks = null;
}
export const interceptorInstalled = () => hooks !== null;

/** Query strings start with '?', keys are not encoded (A§7); blank values are dropped. */
function serializeParams(params: Record<string, QueryValue> = {}): string {
  const parts = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

function apiUrl(area: Area, path: string, params?: Record<string, QueryValue>): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return `/api/${area}${clean.replace(/#/g, '%23')}${serializeParams(params)}`;
}

/** Pauses before each automatic retry of a keyed POST (two retries). */
export const RETRY_DELAYS_MS = [300, 1000];
const RETRY_STATUSES = [502, 503, 504];
const RETRY_AFTER_CAP_MS = 3000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long to wait before a retry: the server's Retry-After (capped), else the backoff. */
function retryDelay(response: Response | null, attempt: number): number {
  const seconds = Number(response?.headers.get('retry-after'));
  return seconds > 0 ? Math.min(seconds * 1000, RETRY_AFTER_CAP_MS) : RETRY_DELAYS_MS[attempt]!;
}

async function send(options: CallOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token && options.auth !== false) headers.authorization = `Bearer ${token}`;
  const method = options.method ?? 'GET';
  if (options.idempotencyKey && method === 'POST')
    headers['idempotency-key'] = options.idempotencyKey;
  return fetch(apiUrl(options.area, options.path, options.params), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
  });
}

/** Sends once, or for a keyed POST up to three times while the network or a gateway fails. */
async function sendRetrying(options: CallOptions): Promise<Response> {
  const retries = options.idempotencyKey && options.method === 'POST' ? RETRY_DELAYS_MS.length : 0;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response | null = null;
    try {
      response = await send(options, hooks?.token() ?? null);
      if (attempt >= retries || !RETRY_STATUSES.includes(response.status)) return response;
    } catch (error) {
      if (attempt >= retries) throw error;
    }
    await wait(retryDelay(response, attempt));
  }
}

/** Calls the API. Success is any 2xx, plus 404 or 409 where allowed; others throw ApiError. */
export async function call<T>(options: CallOptions): Promise<ApiResponse<T>> {
  let response: Response;
  try {
    response = await sendRetrying(options);
    if (response.status === 401 && options.auth !== false && hooks && (await hooks.renew())) {
      response = await sendRetrying(options);
    }
  } catch {
    throw new ApiError(0, { message: 'Network error' });
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  const ok =
    (response.status >= 200 && response.status < 300) ||
    (response.status === 404 && options.allow404) ||
    (response.status === 409 && options.allow409);
  if (!ok) {
    const error = new ApiError(
      response.status,
      (data && typeof data === 'object' ? data : { message: String(data ?? '') }) as never,
    );
    if (response.status === 401 && options.auth !== false) hooks?.onUnauthorized();
    if (response.status === 403) hooks?.onForbidden(error);
    throw error;
  }
  return {
    data: data as T,
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  };
}
