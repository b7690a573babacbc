import { and, count, eq, getTableColumns } from 'drizzle-orm';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import type { TASK_SORT } from '@tallysheet/contract/directory/directory';
import type { Tx } from '../../db/client.ts';
import { clients, projects, tasks } from '../../db/schema/index.ts';
import {
  lifecycleConditions,
  pageWindow,
  searchCondition,
  sortOrder,
  sortText,
  where,
} from '../../lib/list-query.ts';

export type TaskRow = typeof tasks.$inferSelect & {
  clientName: string;
  projectName: string;
  projectEndCustomer: string;
};
type TaskSort = (typeof TASK_SORT)[number];

const SORT = {
  taskName: sortText(tasks.name),
  name: sortText(tasks.name),
  taskDescription: sortText(tasks.description),
  description: sortText(tasks.description),
  'Project.project_name': sortText(projects.name),
  projectName: sortText(projects.name),
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
};

const withNames = {
  ...getTableColumns(tasks),
  clientName: clients.name,
  projectName: projects.name,
  projectEndCustomer: projects.endCustomer,
};
const joinProject = and(eq(projects.tenantId, tasks.tenantId), eq(projects.id, tasks.projectId));
const joinClient = and(eq(clients.tenantId, tasks.tenantId), eq(clients.id, tasks.clientId));

export async function listTasks(
  tx: Tx,
  params: { tenantId: string; clientId?: string; projectId?: string; query: ListQuery<TaskSort> },
) {
  const condition = where([
    eq(tasks.tenantId, params.tenantId),
    params.clientId ? eq(tasks.clientId, params.clientId) : undefined,
    params.projectId ? eq(tasks.projectId, params.projectId) : undefined,
    ...lifecycleConditions(tasks, params.query),
    searchCondition(params.query.q, { tenantId: params.tenantId, source: 'tasks', id: tasks.id }),
  ]);
  const { limit, offset } = pageWindow(params.query);
  const rows = await tx
    .select(withNames)
    .from(tasks)
    .innerJoin(projects, joinProject)
    .innerJoin(clients, joinClient)
    .where(condition)
    .orderBy(...sortOrder(SORT, params.query, tasks.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ count: count() }).from(tasks).where(condition);
  return { rows, count: total?.count ?? 0 };
}

export async function findTask(
  tx: Tx,
  params: { tenantId: string; taskId: string },
): Promise<TaskRow | undefined> {
  const [row] = await tx
    .select(withNames)
    .from(tasks)
    .innerJoin(projects, joinProject)
    .innerJoin(clients, joinClient)
    .where(and(eq(tasks.tenantId, params.tenantId), eq(tasks.id, params.taskId)))
    .limit(1);
  return row;
}

export async function insertTasks(tx: Tx, rows: (typeof tasks.$inferInsert)[]) {
  if (rows.length) await tx.insert(tasks).values(rows);
}

export async function updateTask(
  tx: Tx,
  params: {
    tenantId: string;
    taskId: string;
    values: Partial<Pick<TaskRow, 'name' | 'description' | 'isArchived' | 'isDeleted'>>;
  },
) {
  await tx
    .update(tasks)
    .set({ ...params.values, updatedAt: new Date() })
    .where(and(eq(tasks.tenantId, params.tenantId), eq(tasks.id, params.taskId)));
}

/** Marks every task of a client, or of a project, deleted. */
export async function markTasksDeleted(
  tx: Tx,
  params: { tenantId: string; now: Date } & ({ clientId: string } | { projectId: string }),
) {
  await tx
    .update(tasks)
    .set({ isDeleted: true, updatedAt: params.now })
    .where(
      and(
        eq(tasks.tenantId, params.tenantId),
        'clientId' in params
          ? eq(tasks.clientId, params.clientId)
          : eq(tasks.projectId, params.projectId),
      ),
    );
}
