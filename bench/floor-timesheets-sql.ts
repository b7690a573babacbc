// The product's statements for the week endpoints, as the stack floor (floor-timesheets.ts)
// sends them: copied from what Drizzle writes, in a file of their own to keep the handlers short.
import { sql } from './floor-handlers.ts';

export const FIND_TIMESHEET = sql`select "timesheets"."tenant_id", "timesheets"."timesheet_id", "timesheets"."user_id",
  "timesheets"."period_start", "timesheets"."period_end", "timesheets"."version", "timesheets"."submitted_at",
  "timesheets"."submitted_by", "timesheets"."submitted_by_user_id", "timesheets"."resubmission_allowed",
  "timesheets"."resubmission_requested_at", "timesheets"."status", "timesheets"."total_minutes", "timesheets"."created_at", "timesheets"."updated_at", "users"."display_name", "users"."supplier_id",
  "suppliers"."name" from "timesheets" inner join "users" on ("users"."tenant_id" = "timesheets"."tenant_id"
  and "users"."user_id" = "timesheets"."user_id") left join "suppliers" on ("suppliers"."tenant_id" = "users"."tenant_id"
  and "suppliers"."supplier_id" = "users"."supplier_id")
  where ("timesheets"."tenant_id" = $1 and "timesheets"."timesheet_id" = $2)`;
export const FIND_TIMECARDS = sql`select "timecards"."timesheet_id", "timecards"."project_id", "timecards"."task_id",
  "timecards"."position", "timecards"."manager_comments", "projects"."name", "clients"."client_id", "clients"."name",
  "tasks"."name" from "timecards" inner join "projects" on ("projects"."tenant_id" = "timecards"."tenant_id"
  and "projects"."project_id" = "timecards"."project_id") inner join "clients" on ("clients"."tenant_id" = "projects"."tenant_id"
  and "clients"."client_id" = "projects"."client_id") inner join "tasks" on ("tasks"."tenant_id" = "timecards"."tenant_id"
  and "tasks"."task_id" = "timecards"."task_id")
  where ("timecards"."tenant_id" = $1 and "timecards"."timesheet_id" in ($2))
  order by "timecards"."timesheet_id", "timecards"."position" asc`;
export const FIND_DAYS = sql`select "tenant_id", "timesheet_id", "project_id", "task_id", "day", "user_id", "minutes",
  "description", "review", "review_comment", "reviewer_kind", "reviewer_name", "reviewed_at",
  "reviewer_on_behalf_of", "correction" from "timecard_days"
  where ("timecard_days"."tenant_id" = $1 and "timecard_days"."timesheet_id" in ($2))`;
export const FIND_VERSIONS = sql`select "tenant_id", "timesheet_id", "version", "submitted_at", "submitted_by", "time_cards"
  from "timesheet_versions" where ("timesheet_versions"."tenant_id" = $1 and "timesheet_versions"."timesheet_id" in ($2))
  order by "timesheet_versions"."version" desc`;
export const WEEK_OPTIONS = sql`select "clients"."client_id", "clients"."name", "projects"."project_id", "projects"."name",
  "tasks"."task_id", "tasks"."name", "tasks"."is_default", exists (select 1 from "associations" inner join "contacts"
  on ("contacts"."tenant_id" = "associations"."tenant_id" and "contacts"."contact_id" = "associations"."contact_id")
  where ("associations"."tenant_id" = "projects"."tenant_id" and "associations"."project_id" = "projects"."project_id"
  and not "contacts"."is_deleted")) from "user_projects" inner join "projects" on ("projects"."tenant_id" = "user_projects"."tenant_id"
  and "projects"."project_id" = "user_projects"."project_id") inner join "clients" on ("clients"."tenant_id" = "projects"."tenant_id"
  and "clients"."client_id" = "projects"."client_id") inner join "tasks" on ("tasks"."tenant_id" = "projects"."tenant_id"
  and "tasks"."project_id" = "projects"."project_id") where ("user_projects"."tenant_id" = $1 and "user_projects"."user_id" = $2
  and (not "projects"."is_deleted" and not "projects"."is_archived") and (not "clients"."is_deleted" and not "clients"."is_archived")
  and (not "tasks"."is_deleted" and not "tasks"."is_archived") and ("tasks"."is_default" = $3 or exists (select 1
  from "user_tasks" where ("user_tasks"."tenant_id" = "tasks"."tenant_id" and "user_tasks"."user_id" = $4
  and "user_tasks"."task_id" = "tasks"."task_id")))) order by lower("clients"."name"), lower("projects"."name"),
  "projects"."project_id", "tasks"."is_default" desc, lower("tasks"."name"), "tasks"."task_id"`;
export const INSERT_TIMESHEET = sql`insert into "timesheets" ("tenant_id", "timesheet_id", "user_id", "period_start",
  "period_end", "version", "submitted_at", "submitted_by", "submitted_by_user_id", "resubmission_allowed",
  "resubmission_requested_at", "reopened_days", "status", "total_minutes", "created_at", "updated_at")
  values ($1, $2, $3, $4, $5, default, default, default, default, default, default, default, default, default,
  default, default)
  on conflict do nothing`;
/** lockTimesheet: the row as FIND_TIMESHEET reads it, locked. */
export const LOCK_TIMESHEET = `${FIND_TIMESHEET} for update of "timesheets"`;
export const DELETE_TIMECARDS = sql`delete from "timecards"
  where ("timecards"."tenant_id" = $1 and "timecards"."timesheet_id" = $2)`;
export const INSERT_TIMECARDS = sql`insert into "timecards" ("tenant_id", "timesheet_id", "project_id", "task_id",
  "position", "manager_comments", "status", "total_minutes") values`;
export const INSERT_DAYS = sql`insert into "timecard_days" ("tenant_id", "timesheet_id", "project_id", "task_id", "day",
  "user_id", "minutes", "description", "review", "review_comment", "reviewer_kind", "reviewer_name", "reviewed_at",
  "reviewer_on_behalf_of", "correction") values`;
export const UPDATE_TIMESHEET = sql`update "timesheets" set "version" = $1, "submitted_at" = $2, "submitted_by" = $3,
  "submitted_by_user_id" = $4, "resubmission_allowed" = $5, "updated_at" = $6
  where ("timesheets"."tenant_id" = $7 and "timesheets"."timesheet_id" = $8)`;
/** The tenant's "Rejected days reopen for the associate" (findRejectedDaysReopen). */
export const REJECTED_DAYS_REOPEN = sql`select "rejected_days_reopen" from "tenants" where "tenants"."tenant_id" = $1`;
/** The period locks in force over a span of days (findLocksOver). */
export const LOCKS_OVER = sql`select "lock_id", "day_from", "day_to", "client_id", "reason" from "period_locks"
  where (("period_locks"."tenant_id" = $1 and "period_locks"."reopened_at" is null) and "period_locks"."day_to" >= $2
  and "period_locks"."day_from" <= $3) order by "period_locks"."day_from" asc, "period_locks"."lock_id" asc`;
export const STORE_TIMESHEET_SUMMARY = sql`update "timesheets" set "status" = $1, "total_minutes" = $2
  where ("timesheets"."tenant_id" = $3 and "timesheets"."timesheet_id" = $4)`;
/** The product's one-statement update of every timecard's summary, for `cards` rows. */
export const storeTimecardSummaries = (cards: number) => {
  const values = Array.from({ length: cards }, (_, index) => {
    const at = index * 4;
    return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}::int)`;
  }).join(', ');
  const next = cards * 4;
  return [
    'update "timecards" set "status" = v.status, "total_minutes" = v.total_minutes',
    `from (values ${values}) as v(project_id, task_id, status, total_minutes)`,
    `where "timecards"."tenant_id" = $${next + 1} and "timecards"."timesheet_id" = $${next + 2}`,
    'and "timecards"."project_id" = v.project_id and "timecards"."task_id" = v.task_id',
  ].join(' ');
};

/** Columns of FIND_TIMESHEET's row. */
export const T = {
  id: 1,
  userId: 2,
  periodStart: 3,
  periodEnd: 4,
  version: 5,
  submittedAt: 6,
  submittedBy: 7,
  resubmissionAllowed: 9,
  resubmissionRequestedAt: 10,
  updatedAt: 14,
  userFullName: 15,
  supplierId: 16,
  supplierName: 17,
} as const;
