// The measured endpoints: one entry each, used by the bench (the request autocannon sends to
// product and floor alike) and by the floor server (the route and what it runs).
import {
  listClients,
  listContacts,
  listProjects,
  listSupplierContacts,
  listSuppliers,
  listTasks,
  listUsers,
  profile,
  tenantInformation,
  type FloorHandler,
} from './floor-handlers.ts';
import { listAudit } from './floor-audit.ts';
import { approvalInbox } from './floor-inbox.ts';
import { searchTimecards } from './floor-search.ts';
import { getWeek, saveWeek } from './floor-timesheets.ts';
import { GET_WEEK_DATE, SAVE_WEEK_BODY, SEARCH_TEXT } from './seed-timesheets.ts';

/** Stands for the inbox link's token in an endpoint's URL until the bench has minted it. */
const INBOX_TOKEN = '{inbox-token}';

export interface Endpoint {
  /** Short name for the table and --only. */
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Path and query string, as sent. */
  url: string;
  /** JSON body of a POST or PUT. */
  body?: unknown;
  floor: FloorHandler;
  /** The route's path when the URL holds a value of the request's (a link token): `/…/:token`. */
  route?: string;
  /**
   * Public: authorized by the link token in its URL (INBOX_TOKEN until the bench mints one),
   * not by the bearer token; the floor serves it without one.
   */
  linkToken?: boolean;
  /**
   * Paths of the answer (`timesheet.updatedAt`) that hold the time of the request: the JSON check
   * compares everything else byte for byte, and these as timestamps.
   */
  volatile?: string[];
  /**
   * The rule the endpoint is judged by beside issue 11's (bench/report.ts targetFor): `list`, a
   * directory or user list (issue 33 §2); `inbox`, the approver's inbox (issue 29).
   */
  judgedAs?: 'list' | 'inbox';
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
    judgedAs: 'list',
    method: 'GET',
    url: '/api/crm/ps/clients?page=0&pageSize=10',
    floor: listClients,
  },
  // The Clients screen's search box (and the client picker): 'client 1' starts 1,111 names.
  {
    name: 'search clients',
    method: 'GET',
    url: '/api/crm/ps/clients?q=client%201&page=0&pageSize=10',
    floor: listClients,
  },
  {
    name: 'list projects',
    judgedAs: 'list',
    method: 'GET',
    url: '/api/crm/ps/projects?page=0&pageSize=25',
    floor: listProjects,
  },
  {
    name: 'list contacts',
    judgedAs: 'list',
    method: 'GET',
    url: '/api/crm/ps/contacts?page=0&pageSize=10',
    floor: listContacts,
  },
  {
    name: 'list tasks',
    judgedAs: 'list',
    method: 'GET',
    url: '/api/crm/ps/tasks?page=0&pageSize=10',
    floor: listTasks,
  },
  {
    name: 'list suppliers',
    judgedAs: 'list',
    method: 'GET',
    url: '/api/suppliers/suppliers?page=0&pageSize=10',
    floor: listSuppliers,
  },
  {
    name: 'list supplier contacts',
    judgedAs: 'list',
    method: 'GET',
    url: '/api/suppliers/contacts?page=0&pageSize=10',
    floor: listSupplierContacts,
  },
  {
    name: 'list users',
    judgedAs: 'list',
    method: 'GET',
    url: '/api/users/v2?page=0&pageSize=10',
    floor: listUsers,
  },
  {
    name: 'search users',
    method: 'GET',
    url: '/api/users/v2?q=assoc&page=0&pageSize=10',
    floor: listUsers,
  },
  // The Audit Log (seed-audit.ts: a trail of 200,000 entries), newest first with the count of
  // every match, then filtered by entity type (the clients' 15 %). Before the week endpoints:
  // save week appends to the trail, and on PGlite product and floor each append to their copy.
  {
    name: 'audit log',
    method: 'GET',
    url: '/api/admin/audit?page=0&pageSize=25',
    floor: listAudit,
  },
  {
    name: 'audit log (client)',
    method: 'GET',
    url: '/api/admin/audit?entityType=client&page=0&pageSize=25',
    floor: listAudit,
  },
  // The bench user's resubmitted week (seed-timesheets.ts): 4 timecards, an earlier version.
  {
    name: 'get week',
    method: 'GET',
    url: `/api/submit-time/week?date=${GET_WEEK_DATE}`,
    floor: getWeek,
  },
  // Their draft week saved again with the rows it holds (a draft, so that it can be repeated).
  {
    name: 'save week',
    method: 'PUT',
    url: '/api/submit-time/week',
    body: SAVE_WEEK_BODY,
    floor: saveWeek,
    volatile: ['timesheet.updatedAt'],
  },
  // Text in the days' descriptions (full text), the first page in the default order.
  {
    name: 'search timecards',
    method: 'GET',
    url: `/api/ts/search-timecards?text=${SEARCH_TEXT}&page=0&pageSize=10`,
    floor: searchTimecards,
  },
  // The approver's inbox of a contact with 200 pending timecards (seed-inbox.ts), opened with the
  // inbox link the bench mints once seeded (withInboxToken).
  {
    name: 'approval inbox',
    judgedAs: 'inbox',
    method: 'GET',
    url: `/api/ts/approval-inbox/${INBOX_TOKEN}`,
    route: '/api/ts/approval-inbox/:token',
    linkToken: true,
    floor: approvalInbox,
  },
];

/** The route an endpoint's URL is served by (path without the query string). */
export const routeOf = (endpoint: Endpoint) => endpoint.route ?? endpoint.url.split('?')[0]!;

/** The endpoints with the minted inbox link's token in place of INBOX_TOKEN. */
export const withInboxToken = (endpoints: Endpoint[], token: string) =>
  endpoints.map((endpoint) =>
    endpoint.url.includes(INBOX_TOKEN)
      ? { ...endpoint, url: endpoint.url.replace(INBOX_TOKEN, encodeURIComponent(token)) }
      : endpoint,
  );

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
