import { and, count, eq, getTableColumns } from 'drizzle-orm';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import type { PROJECT_SORT } from '@tallysheet/contract/directory/directory';
import type { Tx } from '../../db/client.ts';
import { clients, projects } from '../../db/schema/index.ts';
import {
  lifecycleConditions,
  pageWindow,
  searchCondition,
  sortOrder,
  sortText,
  where,
} from '../../lib/list-query.ts';

export type ProjectRow = typeof projects.$inferSelect & { clientName: string };
type ProjectSort = (typeof PROJECT_SORT)[number];

const SORT = {
  projectName: sortText(projects.name),
  name: sortText(projects.name),
  endCustomer: sortText(projects.endCustomer),
  projectDescription: sortText(projects.description),
  description: sortText(projects.description),
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

const withClientName = { ...getTableColumns(projects), clientName: clients.name };
const joinClient = and(eq(clients.tenantId, projects.tenantId), eq(clients.id, projects.clientId));

export async function listProjects(
  tx: Tx,
  params: { tenantId: string; clientId?: string; query: ListQuery<ProjectSort> },
) {
  const condition = where([
    eq(projects.tenantId, params.tenantId),
    params.clientId ? eq(projects.clientId, params.clientId) : undefined,
    ...lifecycleConditions(projects, params.query),
    searchCondition(params.query.q, {
      tenantId: params.tenantId,
      source: 'projects',
      id: projects.id,
    }),
  ]);
  const { limit, offset } = pageWindow(params.query);
  const rows = await tx
    .select(withClientName)
    .from(projects)
    .innerJoin(clients, joinClient)
    .where(condition)
    .orderBy(...sortOrder(SORT, params.query, projects.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ count: count() }).from(projects).where(condition);
  return { rows, count: total?.count ?? 0 };
}

export async function findProject(
  tx: Tx,
  params: { tenantId: string; projectId: string },
): Promise<ProjectRow | undefined> {
  const [row] = await tx
    .select(withClientName)
    .from(projects)
    .innerJoin(clients, joinClient)
    .where(and(eq(projects.tenantId, params.tenantId), eq(projects.id, params.projectId)))
    .limit(1);
  return row;
}

export async function insertProject(tx: Tx, values: typeof projects.$inferInsert) {
  await tx.insert(projects).values(values);
}

export async function updateProject(
  tx: Tx,
  params: {
    tenantId: string;
    projectId: string;
    values: Partial<
      Pick<ProjectRow, 'name' | 'description' | 'endCustomer' | 'isArchived' | 'isDeleted'>
    >;
  },
) {
  await tx
    .update(projects)
    .set({ ...params.values, updatedAt: new Date() })
    .where(and(eq(projects.tenantId, params.tenantId), eq(projects.id, params.projectId)));
}

/** Marks every project of a client deleted. */
export async function markClientProjectsDeleted(
  tx: Tx,
  params: { tenantId: string; clientId: string; now: Date },
) {
  await tx
    .update(projects)
    .set({ isDeleted: true, updatedAt: params.now })
    .where(and(eq(projects.tenantId, params.tenantId), eq(projects.clientId, params.clientId)));
}
