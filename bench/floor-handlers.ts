// What the stack floor runs for each measured endpoint: the statements the product sends for it
// (captured from Drizzle; every bench run compares them with the product's, `--check` only that)
// and the same JSON, built by hand. Default list sort only (updatedAt desc, ties by id desc).
import { iso, type Query, type Row } from './floor-db.ts';

/** The caller, from the verified access token: nothing else is read about them. */
export interface Caller {
  tenantId: string;
  userId: string;
}
export type RequestQuery = Record<string, string | undefined>;
/** The rest of the request: its JSON body, the time it is handled at, and its id and client. */
export interface RequestContext {
  body: unknown;
  now: Date;
  /** As the product's deps.origin: the request id (`x-request-id`, else a UUID) and address. */
  origin: { requestId: string; ip: string };
}
export type FloorHandler = (
  query: Query,
  caller: Caller,
  request: RequestQuery,
  context: RequestContext,
) => Promise<unknown>;

/** A statement of the product's, verbatim (whitespace aside). */
export const sql = (strings: TemplateStringsArray) => strings.join('').replace(/\s+/g, ' ').trim();
const lifecycle = (row: Row, at: number) => ({
  isArchived: row[at] as boolean,
  isDeleted: row[at + 1] as boolean,
  createdAt: iso(row[at + 2]),
  updatedAt: iso(row[at + 3]),
});
const page = (request: RequestQuery) => {
  const limit = Number(request.pageSize ?? 10);
  return { limit, offset: Number(request.page ?? 0) * limit };
};
/** LIMIT as a literal (lib/list-query.ts pageLimit) and, past the first page, OFFSET $n. */
const pageClause = (params: unknown[], request: RequestQuery) => {
  const { limit, offset } = page(request);
  const text = offset ? ` limit ${limit} offset $${params.length + 1}` : ` limit ${limit}`;
  return { text, params: offset ? [...params, offset] : params };
};

export const FIND_USER = sql`select "tenant_id", "user_id", "display_name", "email", "role", "password_hash",
  "password_temporary", "password_expires_at", "token_version", "failed_sign_ins",
  "failed_sign_in_window_start", "start_date", "end_date", "timezone", "custom_fields",
  "supplier_id", "is_archived", "is_deleted", "created_at", "updated_at" from "users"
  where ("users"."tenant_id" = $1 and "users"."user_id" = $2) limit $3`;
const USER_PROJECTS = sql`select "user_projects"."project_id" from "user_projects" inner join "projects"
  on ("projects"."tenant_id" = "user_projects"."tenant_id" and "projects"."project_id" = "user_projects"."project_id")
  where ("user_projects"."tenant_id" = $1 and "user_projects"."user_id" = $2)
  order by lower("projects"."name"), "projects"."project_id"`;
const USER_TASKS = sql`select "user_tasks"."project_id", "user_tasks"."task_id" from "user_tasks" inner join "tasks"
  on ("tasks"."tenant_id" = "user_tasks"."tenant_id" and "tasks"."task_id" = "user_tasks"."task_id")
  where ("user_tasks"."tenant_id" = $1 and "user_tasks"."user_id" = $2)
  order by "tasks"."is_default" desc, lower("tasks"."name"), "tasks"."task_id"`;
const USER_SUPPLIER_CONTACTS = sql`select "user_supplier_contacts"."supplier_contact_id" from "user_supplier_contacts"
  inner join "supplier_contacts" on ("supplier_contacts"."tenant_id" = "user_supplier_contacts"."tenant_id"
  and "supplier_contacts"."supplier_contact_id" = "user_supplier_contacts"."supplier_contact_id")
  where ("user_supplier_contacts"."tenant_id" = $1 and "user_supplier_contacts"."user_id" = $2)
  order by lower(coalesce(nullif(trim("supplier_contacts"."name"), ''), "supplier_contacts"."email")),
  "supplier_contacts"."supplier_contact_id"`;

/** GET /api/profile/: the caller with their placements (users.service loadUser). */
export const profile: FloorHandler = async (query, { tenantId, userId }) => {
  const [user] = await query(FIND_USER, [tenantId, userId, 1]);
  if (!user) throw new Error('user not found');
  const projectIds = (await query(USER_PROJECTS, [tenantId, userId])).map((r) => r[0] as string);
  const taskRows = await query(USER_TASKS, [tenantId, userId]);
  const contactIds = (await query(USER_SUPPLIER_CONTACTS, [tenantId, userId])).map((r) => r[0]);
  const customFields = user[14] as { label: string; value: string }[];
  return {
    userId: user[1],
    displayName: user[2],
    email: user[3],
    systemRole: user[4],
    customFields: Object.fromEntries(customFields.map(({ label, value }) => [label, value])),
    isArchived: user[16],
    startDate: user[11],
    endDate: user[12],
    supplier: user[15] ? { id: user[15], contacts: contactIds.map((id) => ({ id })) } : null,
    assignments: projectIds.map((id) => ({
      id,
      tasks: taskRows.filter((r) => r[0] === id).map((r) => ({ id: r[1] })),
    })),
    timezone: user[13],
  };
};

export const FIND_TENANT = sql`select "tenant_id", "name", "internal", "new_customer", "is_enterprise",
  "subscription_status", "subscription_type", "subscription_end_date", "has_default_payment_method",
  "stripe_customer_id", "stripe_subscription_id", "timezone", "address_line1", "address_line2",
  "address_city", "address_region", "address_postal_code", "address_country", "session_recording",
  "require_mfa_for_administrators", "rejected_days_reopen", "audit_retention_years", "created_at", "updated_at" from "tenants"
  where "tenants"."tenant_id" = $1 limit $2`;
/** Columns of FIND_TENANT's row. */
export const TENANT_TIMEZONE = 11;
const COUNT_TENANT_USERS = sql`select count(*) filter (where not "is_deleted")::int,
  count(*) filter (where not "is_deleted" and not "is_archived")::int from "users"
  where "users"."tenant_id" = $1`;

/** GET /api/tenant/get-tenant-information. */
export const tenantInformation: FloorHandler = async (query, { tenantId }) => {
  const [tenant] = await query(FIND_TENANT, [tenantId, 1]);
  if (!tenant) throw new Error('tenant not found');
  const [counts] = await query(COUNT_TENANT_USERS, [tenantId]);
  return {
    tenantId: tenant[0],
    tenantName: tenant[1],
    internal: tenant[2],
    newCustomer: tenant[3],
    timezone: tenant[TENANT_TIMEZONE],
    accountUsers: counts?.[0] ?? 0,
    numberOfSystemUsers: counts?.[1] ?? 0,
    billing: {
      isEnterprise: tenant[4],
      subscriptionStatus: tenant[5],
      subscriptionType: tenant[6],
      subscriptionEndDate: tenant[7],
      hasDefaultPaymentMethod: tenant[8],
      stripeSubscriptionId: tenant[10],
    },
  };
};

/** The tenant's live rows, the flags written as literals (lib/list-query.ts lifecycleConditions). */
const LIVE = (table: string) =>
  `("${table}"."tenant_id" = $1 and "${table}"."is_deleted" = false and "${table}"."is_archived" = false`;

const LIST_CLIENTS = sql`select "tenant_id", "client_id", "name", "description", "is_archived",
  "is_deleted", "created_at", "updated_at" from "clients" where`;

/** The rows whose search terms start with the request's `q` (lib/list-query.ts searchCondition). */
const SEARCH = (table: string, id: string) =>
  `and "${table}"."${id}" in (select "search_terms"."entity_id" from "search_terms" ` +
  `where "search_terms"."tenant_id" = $2 and "search_terms"."source" = $3 ` +
  `and "search_terms"."term" ^@ $4))`;
/** `q` as search_terms holds its terms: lowercased, its words one space apart. */
const searchTerm = (q: string) => q.trim().toLowerCase().split(/\s+/).join(' ');
/** WHERE and its parameters: live rows of the tenant, and with `q` the search's. */
const liveRows = (table: string, id: string, tenantId: string, q: string | undefined) =>
  q?.trim()
    ? {
        where: `${LIVE(table)} ${SEARCH(table, id)}`,
        params: [tenantId, tenantId, table, searchTerm(q)],
      }
    : { where: `${LIVE(table)})`, params: [tenantId] };

/** GET /api/crm/ps/clients (with q: the clients search). */
export const listClients: FloorHandler = async (query, { tenantId }, request) => {
  const { where, params } = liveRows('clients', 'client_id', tenantId, request.q);
  const paged = pageClause(params, request);
  const rows = await query(
    `${LIST_CLIENTS} ${where} order by "clients"."updated_at" desc, "clients"."client_id" desc${paged.text}`,
    paged.params,
  );
  const [total] = await query(`select count(*) from "clients" where ${where}`, params);
  return {
    clients: rows.map((r) => ({ ...lifecycle(r, 4), id: r[1], name: r[2], description: r[3] })),
    count: Number(total?.[0] ?? 0),
  };
};

const LIST_PROJECTS = sql`select "projects"."tenant_id", "projects"."project_id", "projects"."name",
  "projects"."description", "projects"."client_id", "projects"."end_customer", "projects"."is_archived",
  "projects"."is_deleted", "projects"."created_at", "projects"."updated_at", "clients"."name"
  from "projects" inner join "clients" on ("clients"."tenant_id" = "projects"."tenant_id"
  and "clients"."client_id" = "projects"."client_id") where`;
const LIST_ASSOCIATIONS = sql`select "associations"."project_id", "associations"."contact_id",
  "associations"."contact_type", "associations"."notification_level", "projects"."name",
  "contacts"."name", "projects"."end_customer" from "associations" inner join "projects"
  on ("projects"."tenant_id" = "associations"."tenant_id" and "projects"."project_id" = "associations"."project_id")
  inner join "contacts" on ("contacts"."tenant_id" = "associations"."tenant_id"
  and "contacts"."contact_id" = "associations"."contact_id")
  where ("associations"."tenant_id" = $1 and`;

/** The live associations of the page's projects or contacts, by its id (associationsBy). */
async function associationsOf(
  query: Query,
  tenantId: string,
  column: 'project_id' | 'contact_id',
  ids: string[],
) {
  const byId = new Map<string, unknown[]>();
  if (!ids.length) return byId;
  const text = `${LIST_ASSOCIATIONS} "associations"."${column}" = any(cast($2 as text[])) and "projects"."is_deleted" = false and "contacts"."is_deleted" = false) order by "projects"."name", "contacts"."name"`;
  for (const a of await query(text, [tenantId, ids])) {
    const id = (column === 'project_id' ? a[0] : a[1]) as string;
    const association = {
      projectId: a[0],
      contactId: a[1],
      contactType: a[2],
      notificationLevel: a[3],
      projectName: a[4],
      contactName: a[5],
      projectEndCustomer: a[6],
    };
    byId.set(id, [...(byId.get(id) ?? []), association]);
  }
  return byId;
}

/** A page of a directory list (live rows, default sort) and its count, as directoryTable runs them. */
async function directoryPage(
  query: Query,
  tenantId: string,
  request: RequestQuery,
  list: { select: string; table: string; id: string },
) {
  const where = `${LIVE(list.table)})`;
  const paged = pageClause([tenantId], request);
  const rows = await query(
    `${list.select} ${where} order by "${list.table}"."updated_at" desc, "${list.table}"."${list.id}" desc${paged.text}`,
    paged.params,
  );
  const [total] = await query(`select count(*) from "${list.table}" where ${where}`, [tenantId]);
  return { rows, count: Number(total?.[0] ?? 0) };
}

/** GET /api/crm/ps/projects: a page of projects with their associations. */
export const listProjects: FloorHandler = async (query, { tenantId }, request) => {
  const { rows, count } = await directoryPage(query, tenantId, request, {
    select: LIST_PROJECTS,
    table: 'projects',
    id: 'project_id',
  });
  const ids = rows.map((r) => r[1] as string);
  const associations = await associationsOf(query, tenantId, 'project_id', ids);
  return {
    projects: rows.map((r) => ({
      ...lifecycle(r, 6),
      id: r[1],
      clientId: r[4],
      clientName: r[10],
      name: r[2],
      description: r[3],
      endCustomer: r[5],
      associations: associations.get(r[1] as string) ?? [],
    })),
    count,
  };
};

const LIST_CONTACTS = sql`select "contacts"."tenant_id", "contacts"."contact_id", "contacts"."name",
  "contacts"."description", "contacts"."client_id", "contacts"."email", "contacts"."has_portal_access",
  "contacts"."is_archived", "contacts"."is_deleted", "contacts"."created_at", "contacts"."updated_at",
  "clients"."name" from "contacts" inner join "clients" on ("clients"."tenant_id" = "contacts"."tenant_id"
  and "clients"."client_id" = "contacts"."client_id") where`;

/** GET /api/crm/ps/contacts: a page of project contacts with their associations. */
export const listContacts: FloorHandler = async (query, { tenantId }, request) => {
  const { rows, count } = await directoryPage(query, tenantId, request, {
    select: LIST_CONTACTS,
    table: 'contacts',
    id: 'contact_id',
  });
  const ids = rows.map((r) => r[1] as string);
  const associations = await associationsOf(query, tenantId, 'contact_id', ids);
  return {
    contacts: rows.map((r) => ({
      ...lifecycle(r, 7),
      id: r[1],
      clientId: r[4],
      clientName: r[11],
      name: r[2],
      description: r[3],
      email: r[5],
      hasPortalAccess: r[6],
      associations: associations.get(r[1] as string) ?? [],
    })),
    count,
  };
};

const LIST_TASKS = sql`select "tasks"."tenant_id", "tasks"."task_id", "tasks"."name", "tasks"."description",
  "tasks"."client_id", "tasks"."project_id", "tasks"."is_default", "tasks"."is_archived", "tasks"."is_deleted",
  "tasks"."created_at", "tasks"."updated_at", "clients"."name", "projects"."name", "projects"."end_customer"
  from "tasks" inner join "projects" on ("projects"."tenant_id" = "tasks"."tenant_id"
  and "projects"."project_id" = "tasks"."project_id") inner join "clients"
  on ("clients"."tenant_id" = "tasks"."tenant_id" and "clients"."client_id" = "tasks"."client_id") where`;

/** GET /api/crm/ps/tasks: a page of tasks with their project's and client's names. */
export const listTasks: FloorHandler = async (query, { tenantId }, request) => {
  const { rows, count } = await directoryPage(query, tenantId, request, {
    select: LIST_TASKS,
    table: 'tasks',
    id: 'task_id',
  });
  return {
    tasks: rows.map((r) => ({
      ...lifecycle(r, 7),
      id: r[1],
      clientId: r[4],
      clientName: r[11],
      projectId: r[5],
      projectName: r[12],
      projectEndCustomer: r[13],
      name: r[2],
      description: r[3],
      isDefault: r[6],
    })),
    count,
  };
};

const LIST_SUPPLIERS = sql`select "tenant_id", "supplier_id", "name", "description", "is_archived",
  "is_deleted", "created_at", "updated_at" from "suppliers" where`;

/** GET /api/suppliers/suppliers. */
export const listSuppliers: FloorHandler = async (query, { tenantId }, request) => {
  const { rows, count } = await directoryPage(query, tenantId, request, {
    select: LIST_SUPPLIERS,
    table: 'suppliers',
    id: 'supplier_id',
  });
  return {
    suppliers: rows.map((r) => ({ ...lifecycle(r, 4), id: r[1], name: r[2], description: r[3] })),
    count,
  };
};

const LIST_SUPPLIER_CONTACTS = sql`select "supplier_contacts"."tenant_id", "supplier_contacts"."supplier_contact_id",
  "supplier_contacts"."name", "supplier_contacts"."description", "supplier_contacts"."supplier_id",
  "supplier_contacts"."email", "supplier_contacts"."is_archived", "supplier_contacts"."is_deleted",
  "supplier_contacts"."created_at", "supplier_contacts"."updated_at", "suppliers"."name"
  from "supplier_contacts" inner join "suppliers" on ("suppliers"."tenant_id" = "supplier_contacts"."tenant_id"
  and "suppliers"."supplier_id" = "supplier_contacts"."supplier_id") where`;

/** GET /api/suppliers/contacts: a page of supplier contacts with their supplier's name. */
export const listSupplierContacts: FloorHandler = async (query, { tenantId }, request) => {
  const { rows, count } = await directoryPage(query, tenantId, request, {
    select: LIST_SUPPLIER_CONTACTS,
    table: 'supplier_contacts',
    id: 'supplier_contact_id',
  });
  return {
    contacts: rows.map((r) => ({
      ...lifecycle(r, 6),
      id: r[1],
      supplierId: r[4],
      supplierName: r[10],
      name: r[2],
      description: r[3],
      email: r[5],
    })),
    count,
  };
};

const LIST_USERS = sql`select "users"."user_id", "users"."display_name", "users"."email", "users"."role",
  "suppliers"."name", "users"."start_date", "users"."end_date", "users"."is_archived",
  "users"."is_deleted", "users"."created_at", "users"."updated_at" from "users" left join "suppliers"
  on ("suppliers"."tenant_id" = "users"."tenant_id" and "suppliers"."supplier_id" = "users"."supplier_id") where`;

/** GET /api/users/v2 (with q: the users search). */
export const listUsers: FloorHandler = async (query, { tenantId }, request) => {
  const { where, params } = liveRows('users', 'user_id', tenantId, request.q);
  const paged = pageClause(params, request);
  const rows = await query(
    `${LIST_USERS} ${where} order by "users"."updated_at" desc, "users"."user_id" desc${paged.text}`,
    paged.params,
  );
  const [total] = await query(`select count(*) from "users" where ${where}`, params);
  return {
    users: rows.map((r) => ({
      ...lifecycle(r, 7),
      userId: r[0],
      displayName: r[1],
      email: r[2],
      systemRole: r[3],
      supplierName: r[4],
      startDate: r[5],
      endDate: r[6],
    })),
    count: Number(total?.[0] ?? 0),
  };
};
