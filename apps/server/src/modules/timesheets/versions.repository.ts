import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { prepared, type QueryDb } from '../../db/prepared.ts';
import { timesheetVersions } from '../../db/schema/index.ts';
import { onlyOf, placeholder, type Ids, type Value } from './timesheets.repository.ts';

export type VersionRow = typeof timesheetVersions.$inferSelect;

const versionsOf = (db: QueryDb, tenantId: Value, timesheetIds: Value[]) =>
  db
    .select()
    .from(timesheetVersions)
    .where(
      and(
        eq(timesheetVersions.tenantId, tenantId),
        inArray(timesheetVersions.timesheetId, timesheetIds),
      ),
    )
    .orderBy(desc(timesheetVersions.version));

// One timesheet's versions (a week, a viewer, a save): the statement built once.
const one = [placeholder('timesheetId')];
const versionsOfOne = prepared('versions_of_timesheet', (db) =>
  versionsOf(db, placeholder('tenantId'), one),
);

export async function findVersions(tx: Tx, params: Ids): Promise<VersionRow[]> {
  const only = onlyOf(params);
  return only ? versionsOfOne(tx, only) : versionsOf(tx, params.tenantId, params.timesheetIds);
}

export async function insertVersion(tx: Tx, values: typeof timesheetVersions.$inferInsert) {
  await tx.insert(timesheetVersions).values(values);
}
