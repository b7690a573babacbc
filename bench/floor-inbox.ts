// The stack floor of the approver's inbox (apps/server/src/modules/approval-inbox/inbox.service.ts,
// GET /api/ts/approval-inbox/{token}): the link token's lookup, then the product's statements in
// its order, with its parameters, in one transaction; the same JSON (the contract's
// ApprovalInboxSchema, in its key order), built by hand. No delegation in the data set (the
// contact decides only its own timecards) and no proposed correction (the floor refuses one).
import { createHash } from 'node:crypto';
import { iso, type Query, type Row } from './floor-db.ts';
import { sql, type FloorHandler } from './floor-handlers.ts';
import { cardNames, dayAfter, WEEK_DAYS } from './floor-timesheets.ts';

/** `$from, $from+1, …` for `count` values (as Drizzle writes an `in` list). */
const list = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');

/** The link tokens plugin's lookup (apps/server/src/plugins/link-tokens.ts). */
const TOKEN = sql`select "purpose", "subject", "expires_at", "revoked_at" from "link_tokens"
  where ("link_tokens"."tenant_id" = $1 and "link_tokens"."token_hash" = $2)`;
const CONTACT = sql`select "name", "email" from "contacts" where ("contacts"."tenant_id" = $1
  and "contacts"."contact_id" = $2 and (not "contacts"."is_deleted" and not "contacts"."is_archived"))`;
const APPROVING = sql`select count(distinct "project_id") from "associations"
  where ("associations"."tenant_id" = $1 and "associations"."contact_id" in ($2)
  and "associations"."notification_level" = $3)`;
const TENANT = sql`select "tenant_id", "name", "internal", "new_customer", "is_enterprise", "subscription_status",
  "subscription_type", "subscription_end_date", "has_default_payment_method", "stripe_customer_id",
  "stripe_subscription_id", "timezone", "address_line1", "address_line2", "address_city", "address_region",
  "address_postal_code", "address_country", "session_recording", "require_mfa_for_administrators",
  "rejected_days_reopen", "audit_retention_years", "created_at", "updated_at" from "tenants"
  where "tenants"."tenant_id" = $1 limit $2`;
const STOOD_IN_FOR = sql`select "delegations"."contact_id" from "delegations" inner join "contacts"
  on ("contacts"."tenant_id" = "delegations"."tenant_id" and "contacts"."contact_id" = "delegations"."contact_id")
  inner join "contacts" "delegate" on ("delegate"."tenant_id" = "delegations"."tenant_id"
  and "delegate"."contact_id" = "delegations"."delegate_contact_id") where ("delegations"."tenant_id" = $1
  and ("delegations"."day_from" <= $2 and "delegations"."day_to" >= $3) and "delegations"."delegate_contact_id" = $4
  and (not "contacts"."is_archived" and not "contacts"."is_deleted")
  and (not "delegate"."is_archived" and not "delegate"."is_deleted"))`;
/** The contact's associations joined to the waiting days of their projects. */
const FROM_ASSOCIATIONS = sql`from "associations" inner join "contacts" on ("contacts"."tenant_id" = "associations"."tenant_id"
  and "contacts"."contact_id" = "associations"."contact_id") inner join "timecard_days"
  on ("timecard_days"."tenant_id" = "associations"."tenant_id" and "timecard_days"."project_id" = "associations"."project_id")
  inner join "timesheets" on ("timesheets"."tenant_id" = "timecard_days"."tenant_id"
  and "timesheets"."timesheet_id" = "timecard_days"."timesheet_id") where ("associations"."tenant_id" = $1
  and "associations"."contact_id" in ($2) and "associations"."notification_level" = $3
  and (not "contacts"."is_deleted" and not "contacts"."is_archived") and "timecard_days"."review" is null
  and "timecard_days"."minutes" > 0 and "timesheets"."submitted_at" is not null`;
const WAITING_IDS = `${[
  sql`select distinct "timesheets"."period_start", "timesheets"."timesheet_id"`,
  FROM_ASSOCIATIONS,
].join(
  ' ',
)}${sql`) order by "timesheets"."period_start" asc, "timesheets"."timesheet_id" asc limit $4`}`;
const waitingCards = (ids: number) =>
  [
    sql`select distinct "timecard_days"."timesheet_id", "timecard_days"."project_id", "timecard_days"."task_id",
  "associations"."contact_id"`,
    FROM_ASSOCIATIONS,
    `and "timecard_days"."timesheet_id" in (${list(4, ids)}))`,
  ].join(' ');
const timesheetsByIds = (ids: number) =>
  sql`select "timesheets"."tenant_id", "timesheets"."timesheet_id", "timesheets"."user_id",
  "timesheets"."period_start", "timesheets"."period_end", "timesheets"."version", "timesheets"."submitted_at",
  "timesheets"."submitted_by", "timesheets"."submitted_by_user_id", "timesheets"."resubmission_allowed",
  "timesheets"."resubmission_requested_at", "timesheets"."status", "timesheets"."total_minutes",
  "timesheets"."created_at", "timesheets"."updated_at", "users"."display_name", "users"."supplier_id",
  "suppliers"."name" from "timesheets" inner join "users" on ("users"."tenant_id" = "timesheets"."tenant_id"
  and "users"."user_id" = "timesheets"."user_id") left join "suppliers" on ("suppliers"."tenant_id" = "users"."tenant_id"
  and "suppliers"."supplier_id" = "users"."supplier_id") where ("timesheets"."tenant_id" = $1
  and "timesheets"."timesheet_id" in (IDS))`.replace('IDS', list(2, ids));
const timecardsOf = (ids: number) =>
  sql`select "timecards"."timesheet_id", "timecards"."project_id", "timecards"."task_id", "timecards"."position",
  "timecards"."manager_comments", "projects"."name", "clients"."client_id", "clients"."name", "tasks"."name"
  from "timecards" inner join "projects" on ("projects"."tenant_id" = "timecards"."tenant_id"
  and "projects"."project_id" = "timecards"."project_id") inner join "clients" on ("clients"."tenant_id" = "projects"."tenant_id"
  and "clients"."client_id" = "projects"."client_id") inner join "tasks" on ("tasks"."tenant_id" = "timecards"."tenant_id"
  and "tasks"."task_id" = "timecards"."task_id") where ("timecards"."tenant_id" = $1
  and "timecards"."timesheet_id" in (IDS)) order by "timecards"."timesheet_id", "timecards"."position" asc`.replace(
    'IDS',
    list(2, ids),
  );
const daysOf = (ids: number) =>
  sql`select "tenant_id", "timesheet_id", "project_id", "task_id", "day", "user_id", "minutes", "description",
  "review", "review_comment", "reviewer_kind", "reviewer_name", "reviewed_at", "reviewer_on_behalf_of", "correction"
  from "timecard_days" where ("timecard_days"."tenant_id" = $1 and "timecard_days"."timesheet_id" in (IDS))`.replace(
    'IDS',
    list(2, ids),
  );
const versionsOf = (ids: number) =>
  sql`select "tenant_id", "timesheet_id", "version", "submitted_at", "submitted_by", "time_cards"
  from "timesheet_versions" where ("timesheet_versions"."tenant_id" = $1
  and "timesheet_versions"."timesheet_id" in (IDS)) order by "timesheet_versions"."version" desc`.replace(
    'IDS',
    list(2, ids),
  );

const PAGE = 100; // INBOX_PAGE_SIZE
const key = (...parts: unknown[]) => parts.join('\u0000');
const unauthorized = () =>
  Object.assign(new Error('This link is invalid or has been revoked.'), { statusCode: 401 });

/** A timecard as the contract's Timecard (presentTimecard), its days from `byDay`. */
function timecardOf(card: Row, periodStart: string, byDay: Map<string, Row>) {
  let minutes = 0;
  let worked = 0;
  let approved = 0;
  let rejected = false;
  const data: Record<string, unknown> = {};
  for (const [i, name] of WEEK_DAYS.entries()) {
    const date = dayAfter(periodStart, i);
    const day = byDay.get(key(card[1], card[2], date));
    if (day?.[14]) throw new Error('the floor presents no proposed correction');
    const dayMinutes = (day?.[6] as number | undefined) ?? 0;
    const review = (day?.[8] as string | null | undefined) ?? null;
    minutes += dayMinutes;
    if (review === 'rejected') rejected = true;
    if (dayMinutes > 0)
      [worked, approved] = [worked + 1, approved + (review === 'approved' ? 1 : 0)];
    data[name] = {
      date,
      hours: dayMinutes / 60,
      description: (day?.[7] as string | undefined) ?? '',
      review,
      reviewComment: (day?.[9] as string | null | undefined) ?? null,
      reviewedBy:
        day?.[10] && day[11] && day[12]
          ? {
              kind: day[10],
              name: day[11],
              at: iso(day[12]),
              ...(day[13] ? { onBehalfOf: day[13] } : {}),
            }
          : null,
    };
  }
  return {
    // Submitted timesheets only (the inbox lists no draft).
    status: rejected ? 'rejected' : worked && approved === worked ? 'approved' : 'pending',
    ...cardNames(card),
    totalHours: minutes / 60,
    data,
  };
}

/** The timesheets of `ids` with only their timecards waiting for the contact (waitingTimesheets). */
async function waitingTimesheets(query: Query, tenantId: string, contactId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const waiting = new Set(
    (await query(waitingCards(ids.length), [tenantId, contactId, 'COPY_WITH_LINK', ...ids])).map(
      (row) => key(row[0], row[1], row[2]),
    ),
  );
  const rows = await query(timesheetsByIds(ids.length), [tenantId, ...ids]);
  // loadTimesheets asks for the rows' timecards, days and versions by their sorted ids.
  const found = rows.map((row) => row[1] as string).sort();
  const cards = await query(timecardsOf(found.length), [tenantId, ...found]);
  const days = await query(daysOf(found.length), [tenantId, ...found]);
  await query(versionsOf(found.length), [tenantId, ...found]); // loaded, not shown in the inbox
  const byId = new Map(rows.map((row) => [row[1] as string, row]));
  const byDay = new Map(days.map((day) => [key(day[2], day[3], day[4]), day]));
  const cardsOf = new Map<string, Row[]>();
  for (const card of cards)
    if (waiting.has(key(card[0], card[1], card[2])))
      cardsOf.set(card[0] as string, [...(cardsOf.get(card[0] as string) ?? []), card]);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const shown = cardsOf.get(id);
    if (!row || !shown) return [];
    const periodStart = row[3] as string;
    return [
      {
        timesheetId: id,
        userFullName: row[15],
        periodStart,
        periodEnd: row[4],
        submittedAt: row[6] === null ? null : iso(row[6]),
        supplierName: row[17],
        timeCards: shown.map((card) => timecardOf(card, periodStart, byDay)),
      },
    ];
  });
}

/** GET /api/ts/approval-inbox/{token}: every timecard waiting for the link's contact. */
export const approvalInbox: FloorHandler = async (query, { tenantId }, request, { now }) => {
  const token = decodeURIComponent(request.token ?? '');
  const hash = createHash('sha256').update(token).digest('hex');
  const [link] = await query(TOKEN, [tenantId, hash]);
  if (!link || link[3] !== null || link[0] !== 'approval-inbox') throw unauthorized();
  if (new Date(iso(link[2])) <= now) throw unauthorized();
  const contactId = (link[1] as { contactId: string }).contactId;
  const [contact] = await query(CONTACT, [tenantId, contactId]);
  if (!contact) throw unauthorized();
  const [tenant] = await query(TENANT, [tenantId, 1]);
  const timezone = tenant![11] as string;
  if (timezone !== 'UTC') throw new Error('the floor reads days in UTC only');
  const today = now.toISOString().slice(0, 10);
  if ((await query(STOOD_IN_FOR, [tenantId, today, today, contactId])).length)
    throw new Error('the floor has no delegations');
  const [approving] = await query(APPROVING, [tenantId, contactId, 'COPY_WITH_LINK']);
  if (Number(approving?.[0] ?? 0) === 0) throw unauthorized();
  const ids = (await query(WAITING_IDS, [tenantId, contactId, 'COPY_WITH_LINK', PAGE + 1])).map(
    (row) => row[1] as string,
  );
  const shown = ids.slice(0, PAGE);
  const [named] = await query(TENANT, [tenantId, 1]);
  return {
    contactName: (contact[0] as string) || contact[1],
    companyName: named?.[1] ?? tenantId,
    timesheets: await waitingTimesheets(query, tenantId, contactId, shown),
    more: ids.length > shown.length,
    expiresAt: iso(link[2]),
  };
};
