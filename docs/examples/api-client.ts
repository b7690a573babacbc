// A client for the Tallysheet API generated from its OpenAPI document, as any integrator
// would make one (https://openapi-ts.dev):
//   npx openapi-typescript http://localhost:3000/api/docs/json -o tallysheet-api.d.ts
//   npm install openapi-fetch
// It signs in, creates a client safely (an Idempotency-Key makes a retry harmless) and
// lists clients; then, as a script would, it lists them with an API key (Manage API Keys,
// feature flag GenerateApiKeys) instead of a session. `npm test` generates the types, type-checks this file strictly against
// them and runs it against a live server (scripts/openapi-check.ts).
import createClient from 'openapi-fetch';
import type { paths } from './tallysheet-api.d.ts';

export async function tryTallysheet(options: {
  baseUrl: string;
  tenantId: string;
  username: string;
  password: string;
}): Promise<{ created: string; replayed: string; names: string[] }> {
  const api = createClient<paths>({ baseUrl: options.baseUrl });

  const login = await api.POST('/api/tokens/login', {
    body: {
      tenantId: options.tenantId,
      externalUserId: options.username,
      password: options.password,
    },
  });
  if (!login.data || login.data.status !== 'SUCCESS') throw new Error('sign-in failed');
  const headers = { Authorization: `Bearer ${login.data.jwt}` };

  const create = () =>
    api.POST('/api/crm/ps/clients', {
      headers: { ...headers, 'Idempotency-Key': 'example-northwind-1' },
      body: { name: 'Northwind Traders', description: 'Created through the generated client' },
    });
  const first = await create();
  const retry = await create(); // a retry after, say, a dropped connection: no second client
  if (!first.data || !retry.data) throw new Error('create failed');

  const list = await api.GET('/api/crm/ps/clients', {
    headers,
    params: { query: { page: 0, pageSize: 25, sortCol: 'name', sortDir: 'asc' } },
  });
  if (!list.data) throw new Error('list failed');
  return {
    created: first.data.clientId,
    replayed: retry.data.clientId,
    names: list.data.clients.map((client) => client.name),
  };
}

/**
 * An Administrator makes an API key (shown this once) that may only read the directory, and a
 * script lists clients with it: `Authorization: Bearer tsk_…` where the document lists the
 * `apiKey` scheme and the operation's `x-api-key-scope` is one of the key's scopes.
 */
export async function tryApiKey(options: {
  baseUrl: string;
  jwt: string;
}): Promise<{ prefix: string; names: string[] }> {
  const api = createClient<paths>({ baseUrl: options.baseUrl });
  const made = await api.POST('/api/admin/api-keys', {
    headers: { Authorization: `Bearer ${options.jwt}` },
    body: { name: 'Nightly export', scopes: ['directory:read'] },
  });
  if (!made.data) throw new Error('creating the API key failed');

  const script = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { Authorization: `Bearer ${made.data.key}` },
  });
  const list = await script.GET('/api/crm/ps/clients', {
    params: { query: { page: 0, pageSize: 25, sortCol: 'name', sortDir: 'asc' } },
  });
  if (!list.data) throw new Error('listing with the API key failed');
  return { prefix: made.data.prefix, names: list.data.clients.map((client) => client.name) };
}
