// The measured endpoints: one entry each, used by the bench (the request autocannon sends to
// product and floor alike) and by the floor server (the route and what it runs).
// Timesheets (get week, save week, search timecards) join here with their floor handler.
import {
  listClients,
  listProjects,
  listUsers,
  profile,
  tenantInformation,
  type FloorHandler,
} from './floor-handlers.ts';

export interface Endpoint {
  /** Short name for the table and --only. */
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Path and query string, as sent. */
  url: string;
  /** JSON body of a POST or PUT. */
  body?: unknown;
  floor: FloorHandler;
}

export const ENDPOINTS: Endpoint[] = [
  { name: 'profile', method: 'GET', url: '/api/profile/', floor: profile },
  {
    name: 'tenant information',
    method: 'GET',
    url: '/api/tenant/get-tenant-information',
    floor: tenantInformation,
  },
  {
    name: 'list clients',
    method: 'GET',
    url: '/api/crm/ps/clients?page=0&pageSize=10',
    floor: listClients,
  },
  {
    name: 'list projects',
    method: 'GET',
    url: '/api/crm/ps/projects?page=0&pageSize=25',
    floor: listProjects,
  },
  {
    name: 'search users',
    method: 'GET',
    url: '/api/users/v2?q=assoc&page=0&pageSize=10',
    floor: listUsers,
  },
];

/** The route an endpoint's URL is served by (path without the query string). */
export const routeOf = (endpoint: Endpoint) => endpoint.url.split('?')[0]!;

/** Method, headers and body of an endpoint's request with a bearer token. */
export function requestOf(endpoint: Endpoint, jwt: string) {
  const json = endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body);
  return {
    method: endpoint.method,
    headers: {
      authorization: `Bearer ${jwt}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(json === undefined ? {} : { body: json }),
  };
}
