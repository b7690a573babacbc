import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { associationRoutes } from './associations.routes.ts';
import { clientRoutes } from './clients.routes.ts';
import { contactRoutes } from './contacts.routes.ts';
import { projectRoutes } from './projects.routes.ts';
import { taskRoutes } from './tasks.routes.ts';

/** The client directory under /crm/ps: clients, projects, contacts, tasks and associations (D§2). */
export const crmRoutes: FastifyPluginAsyncZod = async (crm) => {
  await crm.register(clientRoutes);
  await crm.register(projectRoutes);
  await crm.register(contactRoutes);
  await crm.register(taskRoutes);
  await crm.register(associationRoutes);
};
