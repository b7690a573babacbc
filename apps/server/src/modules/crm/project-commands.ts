import type { z } from 'zod';
import type { CreateProjectSchema } from '@tallysheet/contract/directory/directory';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { addAssociations } from '../associations/associations.service.ts';
import { defaultTaskFor, projectsService } from '../projects/projects.service.ts';
import { tasksService } from '../tasks/tasks.service.ts';
import { withAssociations } from './associated.ts';
import { checkNewClientChild } from './association-commands.ts';

type Deps = { deps: ServiceDeps; tenantId: string };

/** Stores a project with its default task, in the caller's transaction (its client is checked). */
export async function addProjectWithDefaultTask(
  tx: Tx,
  project: {
    tenantId: string;
    id: string;
    clientId: string;
    name: string;
    description?: string;
    endCustomer?: string;
  },
  deps: ServiceDeps,
) {
  await projectsService.insert(tx, [project], deps);
  const { tenantId, clientId } = project;
  await tasksService.insert(
    tx,
    [defaultTaskFor({ tenantId, clientId, projectId: project.id })],
    deps,
  );
}

/** Stores new tasks of a client's projects, in the caller's transaction. */
export function addTasks(
  tx: Tx,
  owner: { tenantId: string; clientId: string },
  tasks: { projectId: string; name: string; description?: string }[],
  deps: ServiceDeps,
) {
  return tasksService.insert(
    tx,
    tasks.map(({ projectId, name, description }) => ({
      ...owner,
      id: newId(),
      projectId,
      name,
      description,
    })),
    deps,
  );
}

const projectReads = withAssociations(projectsService, 'projectId');

/** A page of projects, of one client when it names one, each with its associations. */
export const listProjectsPage = projectReads.list;

/** A project (deleted ones too) with its associations. */
export const getProject = projectReads.get;

/** Creates a project with its default task, its tasks and its contact associations. */
export async function createProject({
  deps,
  tenantId,
  input,
}: Deps & { input: z.infer<typeof CreateProjectSchema> }): Promise<string> {
  const projectId = newId();
  const { clientId } = input;
  await deps.db.withTenant(tenantId, async (tx) => {
    await checkNewClientChild(tx, {
      tenantId,
      clientId,
      field: 'contactId',
      ids: input.associations.map((association) => association.contactId),
    });
    const { name, description, endCustomer } = input;
    await addProjectWithDefaultTask(
      tx,
      {
        tenantId,
        id: projectId,
        clientId,
        name,
        description,
        endCustomer,
      },
      deps,
    );
    await addTasks(
      tx,
      { tenantId, clientId },
      input.tasks.map((task) => ({ ...task, projectId })),
      deps,
    );
    await addAssociations(
      tx,
      input.associations.map((a) => ({ tenantId, projectId, ...a })),
      deps,
    );
  });
  return projectId;
}

/** Archives, unarchives or edits a project; a deleted one cannot change (409). */
export const updateProjectFields = (
  call: Deps & {
    id: string;
    values: { isArchived: boolean } | { name: string; description: string; endCustomer: string };
  },
) => projectReads.update(call);

/** Soft-deletes a project and its tasks, all stamped with one clock time. */
export async function deleteProject({ deps, tenantId, id }: Deps & { id: string }) {
  await deps.db.withTenant(tenantId, async (tx) => {
    const now = deps.clock.now();
    await projectsService.markDeleted(tx, { tenantId, id, now, deps });
    await tasksService.markDeletedOf(tx, { tenantId, of: { projectId: id }, now, deps });
  });
}
