import {
  USER_MESSAGES,
  type Assignments,
  type SupplierPlacement,
} from '@tallysheet/contract/users/users';
import type { Tx } from '../../db/client.ts';
import { invalidFields, notFoundAt } from '../../lib/http-errors.ts';
import { supplierOf } from '../suppliers/suppliers.service.ts';
import {
  findDefaultTasks,
  findProjectsByIds,
  findSupplierContactsByIds,
  findTasksByIds,
  type ProjectPlacement,
} from './placements.repository.ts';

type Issue = { path: string; message: string };
const ARCHIVED = (kind: string) => `This ${kind} is archived`;

function throwIfAny(issues: Issue[]) {
  if (issues.length) throw invalidFields(issues);
}

/**
 * Checks an assignments payload against the tenant's directory and returns the
 * placements to store: every project with its default task first and the chosen tasks of
 * that project. A newly assigned project gets its default task; a held project's default
 * task must stay in the payload (it cannot be removed). Archived items are refused unless
 * the user already holds them.
 */
export async function resolveAssignments(
  tx: Tx,
  params: { tenantId: string; input: Assignments; current: ProjectPlacement[] },
): Promise<ProjectPlacement[]> {
  const { tenantId, input, current } = params;
  const issues: Issue[] = [];
  const heldProjects = new Set(current.map((p) => p.projectId));
  const heldTasks = new Set(current.flatMap((p) => p.taskIds));

  const projectIds = [...new Set(input.projectAssignments.map((a) => a.projectId))];
  const projects = new Map(
    (await findProjectsByIds(tx, tenantId, projectIds)).map((p) => [p.id, p]),
  );
  input.projectAssignments.forEach(({ projectId }, index) => {
    const path = `assignments.projectAssignments.${index}.projectId`;
    const project = projects.get(projectId);
    if (!project || project.isDeleted) issues.push({ path, message: USER_MESSAGES.project });
    else if (project.isArchived && !heldProjects.has(projectId))
      issues.push({ path, message: ARCHIVED('project') });
  });

  const taskIds = [...new Set(input.taskAssignments.map((a) => a.taskId))];
  const tasks = new Map((await findTasksByIds(tx, tenantId, taskIds)).map((t) => [t.id, t]));
  input.taskAssignments.forEach(({ projectId, taskId }, index) => {
    const path = `assignments.taskAssignments.${index}`;
    const task = tasks.get(taskId);
    if (!projectIds.includes(projectId))
      issues.push({ path: `${path}.projectId`, message: USER_MESSAGES.taskNeedsProject });
    else if (!task || task.isDeleted || task.projectId !== projectId)
      issues.push({ path: `${path}.taskId`, message: USER_MESSAGES.task });
    else if (task.isArchived && !heldTasks.has(taskId))
      issues.push({ path: `${path}.taskId`, message: ARCHIVED('task') });
  });
  const defaults = new Map(
    (await findDefaultTasks(tx, tenantId, projectIds)).map((t) => [t.projectId, t.id]),
  );
  // A held project keeps its default task: a payload that leaves it out is refused, not mended.
  input.projectAssignments.forEach(({ projectId }, index) => {
    const defaultTask = defaults.get(projectId);
    if (!defaultTask || !heldTasks.has(defaultTask)) return;
    const kept = input.taskAssignments.some(
      (a) => a.projectId === projectId && a.taskId === defaultTask,
    );
    if (!kept)
      issues.push({
        path: `assignments.projectAssignments.${index}.projectId`,
        message: USER_MESSAGES.defaultTask,
      });
  });
  throwIfAny(issues);

  return projectIds.map((projectId) => {
    const chosen = input.taskAssignments
      .filter((a) => a.projectId === projectId)
      .map((a) => a.taskId);
    const defaultTask = defaults.get(projectId);
    return {
      projectId,
      taskIds: [...new Set([...(defaultTask ? [defaultTask] : []), ...chosen])],
    };
  });
}

/**
 * Checks a supplier placement: one live supplier and only its contacts. Returns what to
 * store, or null for no supplier.
 */
export async function resolveSupplier(
  tx: Tx,
  params: {
    tenantId: string;
    input: SupplierPlacement | null;
    current: { supplierId: string | null; contactIds: string[] };
  },
): Promise<{ supplierId: string; contactIds: string[] } | null> {
  const { tenantId, input, current } = params;
  if (!input) return null;
  const issues: Issue[] = [];
  // Another tenant's supplier is unknown here: a 404, as for any top-level parent id.
  const supplier = await supplierOf(tx, { tenantId, supplierId: input.supplierId });
  if (!supplier) throw notFoundAt('suppliers.supplierId', USER_MESSAGES.supplier);
  if (supplier.isDeleted)
    throwIfAny([{ path: 'suppliers.supplierId', message: USER_MESSAGES.supplier }]);
  if (supplier.isArchived && supplier.id !== current.supplierId)
    throwIfAny([{ path: 'suppliers.supplierId', message: ARCHIVED('supplier') }]);

  const contactIds = [...new Set(input.supplierContactIds)];
  const contacts = new Map(
    (await findSupplierContactsByIds(tx, tenantId, contactIds)).map((c) => [c.id, c]),
  );
  input.supplierContactIds.forEach((contactId, index) => {
    const path = `suppliers.supplierContactIds.${index}`;
    const contact = contacts.get(contactId);
    if (!contact || contact.isDeleted || contact.supplierId !== input.supplierId)
      issues.push({ path, message: USER_MESSAGES.supplierContact });
    else if (contact.isArchived && !current.contactIds.includes(contactId))
      issues.push({ path, message: ARCHIVED('supplier contact') });
  });
  throwIfAny(issues);
  return { supplierId: input.supplierId, contactIds };
}
