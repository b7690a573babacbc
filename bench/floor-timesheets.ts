// The stack floor of the week endpoints (apps/server/src/modules/timesheets/week.service.ts):
// the product's statements in its order, with its parameters, and the same JSON (the contract's
// WeekSchema, in its key order), built by hand. Drafts only: submitting (e-mails), resubmission
// (versions, link tokens) and the contract's entry rules (weekIssues) are not what is measured.
import { appendAudit } from './floor-audit.ts';
import { iso, type Query, type Row } from './floor-db.ts';
import { FIND_USER, type FloorHandler } from './floor-handlers.ts';
import {
  DELETE_TIMECARDS,
  FIND_DAYS,
  FIND_TIMECARDS,
  FIND_TIMESHEET,
  FIND_VERSIONS,
  INSERT_DAYS,
  INSERT_TIMECARDS,
  INSERT_TIMESHEET,
  LOCK_TIMESHEET,
  STORE_TIMESHEET_SUMMARY,
  storeTimecardSummaries,
  T,
  UPDATE_TIMESHEET,
  WEEK_OPTIONS,
} from './floor-timesheets-sql.ts';
import {
  closedDays,
  locksOver,
  rejectedDaysAction,
  rejectedDaysReopen,
  weekAudit,
} from './floor-week-rules.ts';
import { storedCard, type StoredCard } from './floor-versions.ts';

export const WEEK_DAYS = [
  'saturday',
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
] as const;
type WeekDay = (typeof WEEK_DAYS)[number];
const DAY_MS = 86_400_000;
export const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The Saturday on or before `day`. */
const weekStart = (day: string) =>
  dayAfter(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 1) % 7));
const weekIdOf = (tenantId: string, userId: string, periodStart: string) =>
  `${tenantId}#${userId}#${periodStart.replaceAll('-', '')}_${dayAfter(periodStart, 6).replaceAll('-', '')}`;
const formats = new Map<string, Intl.DateTimeFormat>();
/** The calendar day of `at` in `zone`. */
function dayIn(at: Date, zone: string) {
  if (zone === 'UTC') return at.toISOString().slice(0, 10);
  let format = formats.get(zone);
  if (!format) formats.set(zone, (format = new Intl.DateTimeFormat('en-CA', { timeZone: zone })));
  return format.format(at); // en-CA: YYYY-MM-DD
}

/** A day of a timecard as the contract's TimecardDay (no proposed correction: the floor refuses one). */
function dayOf(date: string, row: Row | undefined) {
  if (row?.[14]) throw new Error('the floor reads no proposed correction');
  return {
    date,
    hours: ((row?.[6] as number | undefined) ?? 0) / 60,
    description: (row?.[7] as string | undefined) ?? '',
    review: (row?.[8] as string | null | undefined) ?? null,
    reviewComment: (row?.[9] as string | null | undefined) ?? null,
    reviewedBy:
      row?.[10] && row[11] && row[12]
        ? {
            kind: row[10],
            name: row[11],
            at: iso(row[12]),
            ...(row[13] ? { onBehalfOf: row[13] } : {}),
          }
        : null,
  };
}

/** A FIND_TIMECARDS row's names, in the contract's Timecard key order (after its status). */
export const cardNames = (card: Row) => ({
  clientId: card[6],
  clientName: card[7],
  projectId: card[1],
  projectName: card[5],
  taskId: card[2],
  taskName: card[8],
  managerComments: card[4],
});

/** Status of a timecard (contract rules.ts timecardStatus). */
function cardStatus(submitted: boolean, days: { minutes: number; review: unknown }[]) {
  if (!submitted) return 'draft';
  if (days.some((day) => day.review === 'rejected')) return 'rejected';
  const worked = days.filter((day) => day.minutes > 0);
  return worked.length && worked.every((day) => day.review === 'approved') ? 'approved' : 'pending';
}

/** The timesheet row with its timecards, days and versions as the contract's Timesheet. */
function timesheetOf(row: Row, cards: Row[], days: Row[], versions: Row[]) {
  const submitted = row[T.submittedAt] !== null;
  const periodStart = row[T.periodStart] as string;
  const dates = WEEK_DAYS.map((_, i) => dayAfter(periodStart, i));
  const byDay = new Map(days.map((d) => [`${d[2]}\u0000${d[3]}\u0000${d[4]}`, d]));
  const timeCards = cards.map((card) => {
    const rows = dates.map((date) => byDay.get(`${card[1]}\u0000${card[2]}\u0000${date}`));
    const minutes = rows.map((day) => (day?.[6] as number | undefined) ?? 0);
    const data = Object.fromEntries(WEEK_DAYS.map((name, i) => [name, dayOf(dates[i]!, rows[i])]));
    return {
      status: cardStatus(
        submitted,
        rows.map((day, i) => ({ minutes: minutes[i]!, review: day?.[8] ?? null })),
      ),
      ...cardNames(card),
      totalHours: minutes.reduce((sum, m) => sum + m, 0) / 60,
      data,
    };
  });
  const status = !submitted
    ? 'draft'
    : timeCards.some((c) => c.status === 'rejected')
      ? 'rejected'
      : timeCards.length && timeCards.every((c) => c.status === 'approved')
        ? 'approved'
        : 'pending';
  return {
    timesheetId: row[T.id],
    userId: row[T.userId],
    userFullName: row[T.userFullName],
    periodStart,
    periodEnd: row[T.periodEnd],
    status,
    submittedAt: submitted ? iso(row[T.submittedAt]) : null,
    submittedBy: row[T.submittedBy],
    resubmissionAllowed: row[T.resubmissionAllowed],
    resubmissionRequestedAt: row[T.resubmissionRequestedAt]
      ? iso(row[T.resubmissionRequestedAt])
      : null,
    supplierId: row[T.supplierId],
    supplierName: row[T.supplierName],
    version: row[T.version],
    totalHours: timeCards.reduce((sum, card) => sum + card.totalHours, 0),
    updatedAt: iso(row[T.updatedAt]),
    timeCards,
    versions: versions.map((v) => ({
      version: v[2],
      submittedAt: iso(v[3]),
      submittedBy: v[4],
      timeCards: (v[5] as StoredCard[]).map(storedCard),
    })),
  };
}

type Loaded = { row: Row; cards: Row[]; days: Row[]; versions: Row[] } | undefined;

/** loadTimesheet: the row, then its timecards, days and versions. */
async function loadWeek(query: Query, tenantId: string, id: string): Promise<Loaded> {
  const [row] = await query(FIND_TIMESHEET, [tenantId, id]);
  if (!row) return undefined;
  const cards = await query(FIND_TIMECARDS, [tenantId, id]);
  const days = await query(FIND_DAYS, [tenantId, id]);
  const versions = await query(FIND_VERSIONS, [tenantId, id]);
  return { row, cards, days, versions };
}

/** weekOptions: assignable projects with their tasks. */
async function weekOptions(query: Query, tenantId: string, userId: string) {
  const options = new Map<
    string,
    {
      clientId: unknown;
      clientName: unknown;
      projectId: string;
      projectName: unknown;
      hasContacts: boolean;
      tasks: { taskId: unknown; taskName: unknown; isDefault: unknown }[];
    }
  >();
  for (const r of await query(WEEK_OPTIONS, [tenantId, userId, true, userId])) {
    const projectId = r[2] as string;
    let option = options.get(projectId);
    if (!option) {
      option = {
        clientId: r[0],
        clientName: r[1],
        projectId,
        projectName: r[3],
        hasContacts: Boolean(r[7]),
        tasks: [],
      };
      options.set(projectId, option);
    }
    option.tasks.push({ taskId: r[4], taskName: r[5], isDefault: r[6] });
  }
  return [...options.values()];
}

/** The user's row, refused like the product when it is not the caller's (no administrator path). */
async function weekUser(query: Query, tenantId: string, userId: string) {
  const [user] = await query(FIND_USER, [tenantId, userId, 1]);
  if (!user) throw new Error('user not found');
  return user;
}

type Options = Awaited<ReturnType<typeof weekOptions>>;

/**
 * presentWeek: the week starting `periodStart` as the contract's Week, from what was read; the
 * tenant's setting on rejected days and the closed days read last, as the product does.
 */
async function presentWeek(
  query: Query,
  user: Row,
  periodStart: string,
  today: string,
  timesheet: Timesheet | null,
  options: Options,
) {
  const tenantId = user[0] as string;
  const userId = user[1] as string;
  const reopen = await rejectedDaysReopen(query, tenantId);
  const periodEnd = dayAfter(periodStart, 6);
  const closed = await closedDays(query, tenantId, periodStart, periodEnd);
  if (timesheet?.resubmissionAllowed) throw new Error('the floor reads no reopened days');
  return {
    timesheetId: weekIdOf(tenantId, userId, periodStart),
    periodStart,
    periodEnd,
    today,
    user: {
      userId,
      displayName: user[2],
      startDate: user[11],
      endDate: user[12],
      timezone: user[13] ?? 'UTC',
    },
    editable: !timesheet || timesheet.submittedAt === null || timesheet.resubmissionAllowed,
    rejectedDays: rejectedDaysAction(timesheet, reopen),
    timesheet,
    options,
    closedDays: closed,
    reopenedDays: [],
  };
}

type Timesheet = ReturnType<typeof timesheetOf>;
const presented = (loaded: Loaded) =>
  loaded ? timesheetOf(loaded.row, loaded.cards, loaded.days, loaded.versions) : null;

/** readWeek: the week starting `periodStart`, its timesheet and options read. */
async function readWeek(query: Query, user: Row, periodStart: string, today: string) {
  const tenantId = user[0] as string;
  const userId = user[1] as string;
  const loaded = await loadWeek(query, tenantId, weekIdOf(tenantId, userId, periodStart));
  const options = await weekOptions(query, tenantId, userId);
  return presentWeek(query, user, periodStart, today, presented(loaded), options);
}

/** GET /api/submit-time/week?date=: the caller's week. */
export const getWeek: FloorHandler = async (query, { tenantId, userId }, request, { now }) => {
  const user = await weekUser(query, tenantId, userId);
  const today = dayIn(now, (user[13] as string | null) ?? 'UTC');
  return readWeek(query, user, weekStart(request.date ?? today), today);
};

interface SaveBody {
  periodStart: string;
  submit: boolean;
  timeCards: {
    projectId: string;
    taskId: string;
    data: Partial<Record<WeekDay, { hours: number; description?: string }>>;
  }[];
}

const values = (rows: number, columns: number, defaults: number) =>
  Array.from({ length: rows }, (_, r) => {
    const cells = Array.from({ length: columns }, (__, c) => `$${r * columns + c + 1}`);
    return `(${[...cells, ...Array<string>(defaults).fill('default')].join(', ')})`;
  }).join(', ');

/** PUT /api/submit-time/week, a draft of the caller's week. */
export const saveWeek: FloorHandler = async (query, { tenantId, userId }, _request, context) => {
  const body = context.body as SaveBody;
  if (body.submit) throw new Error('the floor saves drafts only');
  const user = await weekUser(query, tenantId, userId);
  if (user[16] || user[17]) throw new Error('archived or deleted user');
  const options = await weekOptions(query, tenantId, userId);
  const allowed = new Set(
    options.flatMap((o) => o.tasks.map((t) => `${o.projectId}\u0000${String(t.taskId)}`)),
  );
  const rows = new Set<string>();
  for (const card of body.timeCards) {
    const key = `${card.projectId}\u0000${card.taskId}`;
    if (!allowed.has(key) || rows.has(key)) throw new Error('unassigned or repeated row');
    rows.add(key);
  }
  const { periodStart } = body;
  const id = weekIdOf(tenantId, userId, periodStart);
  await query(INSERT_TIMESHEET, [tenantId, id, userId, periodStart, dayAfter(periodStart, 6)]);
  const [current] = await query(LOCK_TIMESHEET, [tenantId, id]);
  // The week as it was, for the audit entry; then the locks over the week (guardWeekSave): a
  // draft with none over it keeps no day as it was.
  const before = presented(await loadWeek(query, tenantId, id));
  if (current![T.submittedAt] !== null || current![T.resubmissionAllowed])
    throw Object.assign(new Error('submitted: read-only'), { statusCode: 409 });
  if ((await locksOver(query, tenantId, periodStart, dayAfter(periodStart, 6))).length)
    throw new Error('the floor saves no week under a period lock');

  await query(DELETE_TIMECARDS, [tenantId, id]);
  const cards = body.timeCards;
  if (cards.length) {
    await query(
      `${INSERT_TIMECARDS} ${values(cards.length, 5, 3)}`,
      cards.flatMap((card, position) => [tenantId, id, card.projectId, card.taskId, position]),
    );
    const days = cards.flatMap((card) =>
      WEEK_DAYS.flatMap((name, i) => {
        const entry = card.data[name];
        const minutes = Math.round((entry?.hours ?? 0) * 4) * 15;
        const description = entry?.description?.trim() ?? '';
        return minutes > 0 || description
          ? [
              [
                tenantId,
                id,
                card.projectId,
                card.taskId,
                dayAfter(periodStart, i),
                userId,
                minutes,
                description,
              ],
            ]
          : [];
      }),
    );
    if (days.length) await query(`${INSERT_DAYS} ${values(days.length, 8, 7)}`, days.flat());
  }
  await query(UPDATE_TIMESHEET, [
    current![T.version],
    null,
    null,
    null,
    false,
    context.now.toISOString(),
    tenantId,
    id,
  ]);
  // refreshTimesheet: the week read once after the change, its statuses and totals stored (one
  // statement for the cards); the answer from it and the options read above.
  const saved = (await loadWeek(query, tenantId, id))!;
  const timesheet = timesheetOf(saved.row, saved.cards, saved.days, saved.versions);
  const minutes = (hours: number) => Math.round(hours * 60);
  await query(STORE_TIMESHEET_SUMMARY, [
    timesheet.status,
    minutes(timesheet.totalHours),
    tenantId,
    id,
  ]);
  if (timesheet.timeCards.length)
    await query(storeTimecardSummaries(timesheet.timeCards.length), [
      ...timesheet.timeCards.flatMap((card) => [
        card.projectId,
        card.taskId,
        card.status,
        minutes(card.totalHours),
      ]),
      tenantId,
      id,
    ]);
  const author = { id: userId, name: user[2] as string };
  await appendAudit(
    query,
    tenantId,
    [weekAudit(author, before, timesheet)],
    context.now,
    context.origin,
  );
  const today = dayIn(context.now, (user[13] as string | null) ?? 'UTC');
  return presentWeek(query, user, periodStart, today, timesheet, options);
};
