import { CreateClientSchema } from '@tallysheet/contract/directory/directory';
import { UpdateUserSchema } from '@tallysheet/contract/users/users';
import { SaveWeekSchema } from '@tallysheet/contract/timesheets/timesheets';
import { addDays, weekStartOf } from '@tallysheet/contract/timesheets/week';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { createClient } from '../crm/client-commands.ts';
import { recordReviews } from '../timesheets/timesheets.service.ts';
import { saveWeek } from '../timesheets/week.service.ts';
import { placementOptions, updateUserDetails } from '../users/users.service.ts';
import { seedDemoRates } from './demo-rates.ts';

const staged = (kind: string, n: number) => `${kind}${n.toString(16).padStart(16, '0')}`;

/**
 * The demo tenant's directory and a few past weeks of the demo associate's time, so a
 * newcomer sees the loop at once: a week approved, one rejected with a comment, one waiting
 * for the contact (its e-mail, with a working approval link, is in the developer mailbox),
 * and this week still to enter; with rates, so the approved hours have amounts.
 */
export async function seedDemoWork({
  deps,
  tenantId,
  admin,
  associate,
}: {
  deps: ServiceDeps;
  tenantId: string;
  admin: AuthContext;
  associate: AuthContext;
}) {
  await createClient({
    deps,
    tenantId,
    input: CreateClientSchema.parse({
      name: 'Northwind Traders',
      description: 'Wholesale food distributor; our largest managed-services client.',
      projects: [
        { id: staged('project', 1), name: 'Data Platform', endCustomer: 'Northwind Retail' },
        { id: staged('project', 2), name: 'Website Redesign' },
      ],
      contacts: [
        { id: staged('contact', 1), name: 'Paula Nguyen', email: 'paula.nguyen@northwind.example' },
        { id: staged('contact', 2), name: 'Carl Ortiz', email: 'carl.ortiz@northwind.example' },
      ],
      tasks: [
        { projectId: staged('project', 1), name: 'Data modelling' },
        { projectId: staged('project', 1), name: 'Pipeline development' },
        { projectId: staged('project', 2), name: 'UX design' },
      ],
      associations: [
        { projectId: staged('project', 1), contactId: staged('contact', 1) },
        {
          projectId: staged('project', 1),
          contactId: staged('contact', 2),
          contactType: 'ADDITIONAL_CONTACT',
          notificationLevel: 'COPY_ONLY',
        },
        { projectId: staged('project', 2), contactId: staged('contact', 1) },
      ],
    }),
  });
  await createClient({
    deps,
    tenantId,
    input: CreateClientSchema.parse({
      name: 'Contoso Pharmaceuticals',
      projects: [{ id: staged('project', 3), name: 'Support Retainer' }],
    }),
  });

  const options = await placementOptions({ deps, caller: admin, userId: associate.userId });
  const projectId = (name: string) => options.projects.find((p) => p.label === name)!.value;
  const taskId = (project: string, name: string) =>
    options.tasks.find((t) => t.projectId === projectId(project) && t.label === name)!.value;
  const defaultTask = (project: string) =>
    options.tasks.find((t) => t.projectId === projectId(project) && t.isDefault)!.value;
  const projects = ['Data Platform', 'Website Redesign', 'Support Retainer'];
  await updateUserDetails({
    deps,
    caller: admin,
    userId: associate.userId,
    input: UpdateUserSchema.parse({
      assignments: {
        projectAssignments: projects.map((name) => ({ projectId: projectId(name) })),
        taskAssignments: options.tasks
          .filter((task) => projects.some((name) => projectId(name) === task.projectId))
          .map((task) => ({ projectId: task.projectId, taskId: task.value })),
      },
    }),
  });

  const data = projectId('Data Platform');
  const modelling = taskId('Data Platform', 'Data modelling');
  const pipeline = taskId('Data Platform', 'Pipeline development');
  const day = (hours: number, description = '') => ({ hours, description });
  const thisWeek = weekStartOf(deps.clock.now().toISOString().slice(0, 10));
  const weeks = [21, 14, 7].map((days) => addDays(thisWeek, -days));
  await seedDemoRates({
    deps,
    admin,
    associateId: associate.userId,
    projectIds: {
      'Data Platform': data,
      'Website Redesign': projectId('Website Redesign'),
      'Support Retainer': projectId('Support Retainer'),
    },
    thisWeek,
  });
  const submitted: string[] = [];
  // Each week as it happened: submitted on its Friday evening, reviewed the Monday after.
  const at = (day: string, time: string) => ({
    ...deps,
    clock: { now: () => new Date(`${day}T${time}Z`) },
  });
  const reviewedOn = (index: number) => at(addDays(weeks[index]!, 9), '10:15:00');
  for (const periodStart of weeks) {
    const week = await saveWeek({
      deps: at(addDays(periodStart, 6), '17:30:00'),
      caller: associate,
      input: SaveWeekSchema.parse({
        periodStart,
        submit: true,
        timeCards: [
          {
            projectId: data,
            taskId: modelling,
            data: {
              monday: day(6, 'Customer and order entities; review with Paula'),
              tuesday: day(7.5, 'Inventory model and history tables'),
              wednesday: day(4),
            },
          },
          {
            projectId: data,
            taskId: pipeline,
            data: {
              wednesday: day(3.5, 'Nightly load from the ERP'),
              thursday: day(8),
              friday: day(6.25, 'Backfill and data checks'),
            },
          },
          {
            projectId: projectId('Support Retainer'),
            taskId: defaultTask('Support Retainer'),
            data: { friday: day(1.5, 'Monthly service review') },
          },
        ],
      }),
    });
    submitted.push(week.timesheetId);
  }
  const reviewer = { kind: 'contact' as const, name: 'Paula Nguyen' };
  const approve = { review: 'approved' as const };
  // Support Retainer has no contact: an administrator approves its time.
  for (const [index, timesheetId] of submitted.slice(0, 2).entries())
    await recordReviews({
      deps: reviewedOn(index),
      tenantId,
      timesheetId,
      reviewer: { kind: 'admin', name: admin.name },
      reviews: [
        {
          projectId: projectId('Support Retainer'),
          taskId: defaultTask('Support Retainer'),
          days: { friday: approve },
        },
      ],
    });
  const modellingDays = { monday: approve, tuesday: approve, wednesday: approve };
  const pipelineDays = [
    { wednesday: approve, thursday: approve, friday: approve },
    {
      wednesday: approve,
      thursday: {
        review: 'rejected' as const,
        reviewComment: 'Thursday was our office closure: please move these hours to Friday.',
      },
      friday: approve,
    },
  ];
  // The first week is approved as it stands; the second has its Thursday sent back.
  for (const [index, days] of pipelineDays.entries())
    await recordReviews({
      deps: reviewedOn(index),
      tenantId,
      timesheetId: submitted[index]!,
      reviewer,
      reviews: [
        { projectId: data, taskId: modelling, days: modellingDays },
        { projectId: data, taskId: pipeline, days },
      ],
    });
}
