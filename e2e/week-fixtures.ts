import { expect, type APIRequestContext } from '@playwright/test';
import { directoryCompany } from './directory-fixtures.ts';

export const DAY_MS = 86_400_000;

/** A day (ms since the epoch) as `YYYY-MM-DD`, in UTC. */
export const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today at midnight UTC, in ms. */
export const todayMs = () => Date.parse(`${iso(Date.now())}T00:00:00Z`);

/** The first day (a Saturday: the demo's weeks run Saturday to Friday) of the week of `day`. */
export const weekStartOf = (day: number) => day - ((new Date(day).getUTCDay() + 1) % 7) * DAY_MS;

/**
 * A company of its own, ready for a week's time: a client (Northwind) with its project (Data
 * platform) and task (Design), and an associate (`ava`, Ava Associate) assigned to both.
 */
export async function companyWithAssociate(request: APIRequestContext, prefix: string) {
  const company = await directoryCompany(request, prefix);
  const { headers, tenantId } = company;
  const staged = `project${Date.now().toString(16).padStart(16, '0')}`;
  const created = await request.post('/api/crm/ps/clients', {
    headers,
    data: {
      name: 'Northwind',
      projects: [{ id: staged, name: 'Data platform' }],
      tasks: [{ projectId: staged, name: 'Design' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const list = async (kind: string) =>
    (await (await request.get(`/api/crm/ps/${kind}?all=true`, { headers })).json())[kind] as {
      id: string;
      name: string;
    }[];
  const projectId = (await list('projects'))[0]!.id;
  const taskId = (await list('tasks')).find((task) => task.name === 'Design')!.id;
  const user = await request.post('/api/users/v2', {
    headers,
    data: {
      username: 'ava',
      name: 'Ava Associate',
      email: `ava@${tenantId}.example`,
      role: 'assoc',
      assignments: {
        projectAssignments: [{ projectId }],
        taskAssignments: [{ projectId, taskId }],
      },
    },
  });
  expect(user.status(), await user.text()).toBe(201);
  return { ...company, projectId, taskId };
}
