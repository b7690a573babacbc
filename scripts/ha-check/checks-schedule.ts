// After the failover: the approval schedule (issue 29 §2) sends each due reminder exactly once,
// with every instance ticking (APPROVAL_SCHEDULE_SECONDS=2) under its advisory-lock claim.
import pg from 'pg';
import type { Verdict } from '../scale-check/context.ts';
import { call, type Answer } from '../scale-check/http.ts';
import { sleep } from '../scale-check/instances.ts';
import type { MailSink } from './checks-after.ts';
import { tenantWithToken, type HaContext } from './checks-failover.ts';

/** Associates to remind: each must get one reminder to submit (their week is not submitted). */
const ASSOCIATES = 3;
const EVERY_DAY = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

function expect(answer: Answer, status: number, what: string) {
  if (answer.status !== status)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body as Record<string, unknown>;
}

/**
 * A tenant with a project and associates assigned to it, made through the API on different
 * instances; then Approvals and Reminders set to remind associates to submit every day from
 * 00:00, so that a reminder is due at once for each. Every instance ticks every 2 s: each
 * associate must get the reminder exactly once through the real SMTP sink, and the sends the
 * schedule recorded (approval_schedule_sends) must match the mails one for one.
 */
export async function remindersOnce(ctx: HaContext & { sink: MailSink }): Promise<Verdict> {
  const { instances } = ctx;
  const via = (i: number) => instances[i % instances.length]!.url;
  const { tenantId, token } = await tenantWithToken(instances, 'remind', '198.51.100.14');
  expect(
    await call(via(1), '/api/crm/ps/clients', {
      method: 'POST',
      token,
      body: { name: 'HA check', projects: [{ id: 'proj_0000000000000001', name: 'Failover' }] },
    }),
    201,
    'client with a project',
  );
  const options = expect(
    await call(via(2), '/api/users/get-placement-options', { token }),
    200,
    'placement options',
  ) as { projects: { label: string; value: string }[] };
  const projectId = options.projects.find((p) => p.label === 'Failover')?.value;
  if (!projectId) throw new Error('the project is not among the placement options');
  const emails = new Map<string, string>();
  for (let i = 0; i < ASSOCIATES; i++) {
    const username = `assoc${i + 1}`;
    const email = `${username}@${tenantId}.example.com`;
    const created = expect(
      await call(via(i), '/api/users/v2', {
        method: 'POST',
        token,
        body: {
          username,
          name: `Associate ${i + 1}`,
          email,
          role: 'assoc',
          assignments: { projectAssignments: [{ projectId }] },
        },
      }),
      201,
      `associate ${username}`,
    ) as { userId: string };
    emails.set(created.userId, email);
  }
  const settings = expect(
    await call(via(0), '/api/admin/approval-settings', { token }),
    200,
    'approval settings',
  );
  expect(
    await call(via(1), '/api/admin/approval-settings', {
      method: 'PUT',
      token,
      body: { ...settings, remindSubmit: { enabled: true, days: EVERY_DAY, time: '00:00' } },
    }),
    200,
    'saving the reminder settings',
  );
  const reminders = () =>
    ctx.sink.received.filter(
      (line) =>
        [...emails.values()].includes(line.split(' ')[0]!) &&
        line.includes(' Reminder: submit your timesheet for '),
    );
  const client = new pg.Client({ connectionString: ctx.cluster.primaryUrl('tallysheet') });
  await client.connect();
  try {
    const recorded = async () =>
      (
        await client.query<{ send_key: string }>(
          `select send_key from approval_schedule_sends where tenant_id = $1 and send_key like 'remind-submit:%' order by send_key`,
          [tenantId],
        )
      ).rows.map((row) => row.send_key);
    const until = Date.now() + 30_000;
    while (Date.now() < until && reminders().length < ASSOCIATES) await sleep(500);
    // Long enough for several more ticks and outbox polls on every instance.
    await sleep(8000);
    const keys = await recorded();
    const mails = reminders();
    // Per associate: the sends recorded (one per day due: remind-submit:<userId>:<day>) and the mails.
    const rows = [...emails].map(([userId, email]) => ({
      userId,
      sends: keys.filter((key) => key.startsWith(`remind-submit:${userId}:`)).length,
      mails: mails.filter((line) => line.startsWith(`${email} `)).length,
    }));
    const strays = keys.filter(
      (key) => ![...emails.keys()].some((id) => key.startsWith(`remind-submit:${id}:`)),
    );
    const ok =
      rows.every((row) => row.sends === 1 && row.mails === 1) &&
      strays.length === 0 &&
      mails.length === keys.length;
    return {
      ok,
      line:
        `approval schedule exactly once after the failover: ${ASSOCIATES} associates (made on ` +
        `${instances.length} instances) due a reminder to submit, the schedule ticking every 2 s on ` +
        `${instances.map((each) => each.name).join(', ')}; recorded as sent ${keys.length} ` +
        `(${rows.map((row) => row.sends).join('/')} each), reminder mails received ${mails.length} ` +
        `(${rows.map((row) => row.mails).join('/')} each; 1/1/1 expected for both)` +
        (strays.length ? `; recorded for no associate: ${strays.join(', ')}` : ''),
    };
  } finally {
    await client.end();
  }
}
