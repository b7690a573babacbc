// The Monday morning's actors, arriving open-loop (Poisson: a session starts on time whether
// or not the product keeps up, so an overloaded product shows as latency, not as fewer users):
// associates sign in, open their week, save it, submit it; each project's contact, once the
// timecard mail arrives, opens its approval link (or its inbox) and decides each worked day;
// administrators sign in and read the dashboard, All Timesheets, search and export.
import { addDays, WEEK_DAYS } from '@tallysheet/contract/timesheets/week';
import { exponential, type Answer, Recorder, request, sleep } from './client.ts';
import { mailKey, type MailSink, type ReceivedMail } from './mail-sink.ts';
import { contactEmailOf, PASSWORD, projectsOf, tenantIdOf, type WorkloadDataSet } from './seed.ts';

const WORKDAYS = WEEK_DAYS.filter((day) => day !== 'saturday' && day !== 'sunday');
const DESCRIPTIONS = [
  'Design review',
  'Client workshop',
  'Build and test',
  'Code review',
  'Planning',
];

export interface Behaviour {
  /** Mean think time between an actor's steps, ms (exponential). */
  thinkMs: number;
  /** Mean time before a contact acts on a mail, ms (exponential). */
  contactDelayMs: number;
  /** Share of mails a contact decides from its inbox rather than the mail's approval link. */
  inboxShare: number;
  /** Share of worked days a contact rejects (with a comment). */
  rejectShare: number;
}

export interface Rates {
  /** Associate sessions (sign in, open, save, submit) a second. */
  associates: number;
  /** Administrator sessions (sign in, dashboard ×2, All Timesheets ×2, search, export) a second. */
  admins: number;
}

/** Who acts next: every associate once a week, then the next week (capacity steps need more). */
export class AssociatePool {
  private order: number[] = [];
  private week = 0;
  private used = false;
  constructor(
    private readonly set: WorkloadDataSet,
    private readonly firstWeek: string,
  ) {}
  next(): { t: number; n: number; week: string } {
    if (!this.order.length) {
      const all = this.set.tenants * this.set.associates;
      this.order = Array.from({ length: all }, (_, i) => i).sort(() => Math.random() - 0.5);
      if (this.used) this.week++;
      this.used = true;
    }
    const i = this.order.pop()!;
    return {
      t: Math.floor(i / this.set.associates),
      n: 1 + (i % this.set.associates),
      week: addDays(this.firstWeek, 7 * this.week),
    };
  }
}

export interface Phase {
  rec: Recorder;
}

export class Scenario {
  /** Where the next request goes: one instance, or the instances in turn (or the proxy). */
  private turn = 0;
  readonly inFlight = new Set<Promise<void>>();
  constructor(
    private readonly bases: string[],
    private readonly set: WorkloadDataSet,
    private readonly pool: AssociatePool,
    private readonly sink: MailSink,
    private readonly behaviour: Behaviour,
    readonly phase: Phase,
    /** The week submitted on the Monday morning (last week): the administrators' period. */
    private readonly firstWeek: string,
  ) {
    sink.onMail = (mail) => {
      if (mail.approvalToken) this.track(this.contact(mail));
    };
  }

  private base(): string {
    return this.bases[this.turn++ % this.bases.length]!;
  }
  private think = () => sleep(exponential(this.behaviour.thinkMs));
  private track(work: Promise<void>) {
    const tracked = work.catch(() => undefined).finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }
  private time(name: string, send: () => Promise<Answer>) {
    return this.phase.rec.time(name, send);
  }

  private async signIn(tenantId: string, userId: string): Promise<string | undefined> {
    const answer = await this.time('sign in', () =>
      request(this.base(), '/api/tokens/login', {
        method: 'POST',
        body: { tenantId, externalUserId: userId, password: PASSWORD },
      }),
    );
    return (answer.body as { jwt?: string } | undefined)?.jwt;
  }

  async associate(): Promise<void> {
    const { t, n, week } = this.pool.next();
    const token = await this.signIn(tenantIdOf(t), `u${n}`);
    if (!token) return;
    await this.time('open week', () =>
      request(this.base(), `/api/submit-time/week?date=${week}`, { token }),
    );
    const projects = projectsOf(n);
    const week_ = (days: readonly string[], submit: boolean) => ({
      periodStart: week,
      submit,
      timeCards: projects.map((p, k) => ({
        projectId: `p${p}`,
        taskId: `t${p}-${1 + k}`,
        data: Object.fromEntries(
          days.map((day, d) => [
            day,
            { hours: k ? 3 : 5, description: DESCRIPTIONS[(n + d + k) % DESCRIPTIONS.length]! },
          ]),
        ),
      })),
    });
    await this.think();
    await this.time('save week', () =>
      request(this.base(), '/api/submit-time/week', {
        method: 'PUT',
        token,
        body: week_(WORKDAYS.slice(0, 3), false),
      }),
    );
    await this.think();
    const keys = projects.map((p) =>
      mailKey(contactEmailOf(t, p, this.set.contacts), `Associate ${n}`, `Project ${p}`),
    );
    const sentAt = performance.now();
    for (const key of keys) this.sink.expect(key, sentAt);
    const submitted = await this.time('submit week', () =>
      request(this.base(), '/api/submit-time/week', {
        method: 'PUT',
        token,
        body: week_(WORKDAYS, true),
      }),
    );
    if (submitted.status < 200 || submitted.status > 299)
      for (const key of keys) this.sink.unexpect(key);
  }

  /** Each worked, undecided day: approved, or rejected with a comment (rejectShare). */
  private decisions(cards: { projectId: string; taskId: string; data: Record<string, Day> }[]) {
    return cards
      .map((card) => ({
        projectId: card.projectId,
        taskId: card.taskId,
        days: Object.fromEntries(
          Object.entries(card.data)
            .filter(([, day]) => day.hours > 0 && !day.review)
            .map(([name]) => [
              name,
              Math.random() < this.behaviour.rejectShare
                ? { review: 'rejected', reviewComment: 'Please check the hours' }
                : { review: 'approved' },
            ]),
        ),
      }))
      .filter((card) => Object.keys(card.days).length);
  }

  async contact(mail: ReceivedMail): Promise<void> {
    await sleep(exponential(this.behaviour.contactDelayMs));
    const [, name, project] = /^Timecard: ([^,]*), ([^,]*),/.exec(mail.subject) ?? [];
    if (mail.inboxToken && Math.random() < this.behaviour.inboxShare) {
      const inbox = await this.time('open inbox', () =>
        request(this.base(), `/api/ts/approval-inbox/${encodeURIComponent(mail.inboxToken!)}`),
      );
      const sheets = (inbox.body as { timesheets?: InboxSheet[] } | undefined)?.timesheets ?? [];
      for (const sheet of sheets.filter((each) => each.userFullName === name)) {
        const cards = this.decisions(sheet.timeCards.filter((c) => c.projectName === project));
        if (!cards.length) continue;
        await this.think();
        await this.time('decide in inbox', () =>
          request(this.base(), `/api/ts/approval-inbox/${encodeURIComponent(mail.inboxToken!)}`, {
            method: 'POST',
            body: { decisions: cards.map((card) => ({ ...card, timesheetId: sheet.timesheetId })) },
          }),
        );
        return;
      }
    }
    const link = `/api/ts/approval/${encodeURIComponent(mail.approvalToken!)}`;
    const view = await this.time('open approval link', () => request(this.base(), link));
    const cards = this.decisions(
      (view.body as { timeCards?: InboxSheet['timeCards'] } | undefined)?.timeCards ?? [],
    );
    if (!cards.length) return;
    await this.think();
    await this.time('decide days', () =>
      request(this.base(), link, { method: 'POST', body: { timeCards: cards } }),
    );
  }

  async admin(): Promise<void> {
    const t = Math.floor(Math.random() * this.set.tenants);
    const token = await this.signIn(tenantIdOf(t), 'admin');
    if (!token) return;
    const week = this.firstWeek;
    const steps: [string, string][] = [
      ['dashboard', '/api/reporting/dashboard'],
      ['dashboard approvals', '/api/reporting/dashboard/approvals'],
      ['All Timesheets', '/api/ts/timesheets?page=0&pageSize=25'],
      [
        'All Timesheets, filtered',
        `/api/ts/timesheets?page=0&pageSize=25&status=pending&from=${week}&to=${addDays(week, 6)}`,
      ],
      ['search timecards', '/api/ts/search-timecards?text=review&page=0&pageSize=25'],
      [
        'export (CSV)',
        `/api/ts/search-timecards/export?format=csv&from=${week}&to=${addDays(week, 6)}`,
      ],
    ];
    for (const [name, path] of steps) {
      await this.time(name, () => request(this.base(), path, { token }));
      await this.think();
    }
  }

  /**
   * Starts sessions at `rates` for `seconds`: the window's recorder keeps the operations that
   * start within it (to their answer). Then, with later operations kept apart, waits (up to
   * `drainMs`) for the sessions and contacts still at work and the mail still expected, so
   * that the next window starts on an idle product and an empty outbox.
   */
  async run(rates: Rates, seconds: number, drainMs?: number): Promise<void> {
    const until = performance.now() + seconds * 1000;
    const arrivals = async (rate: number, session: () => Promise<void>) => {
      if (rate <= 0) return;
      for (;;) {
        // The window ends on time: a long gap to the next arrival does not stretch it.
        const wait = exponential(1000 / rate);
        const left = until - performance.now();
        if (wait >= left) return sleep(Math.max(0, left));
        await sleep(wait);
        this.track(session());
      }
    };
    await Promise.all([
      arrivals(rates.associates, () => this.associate()),
      arrivals(rates.admins, () => this.admin()),
    ]);
    this.phase.rec.endedAt = performance.now();
    this.phase.rec = new Recorder();
    if (drainMs !== undefined) await this.drain(drainMs);
  }

  async drain(drainMs: number): Promise<void> {
    const deadline = performance.now() + drainMs;
    while ((this.inFlight.size || this.sink.outstanding()) && performance.now() < deadline)
      await sleep(250);
  }
}

interface Day {
  hours: number;
  review: string | null;
}
interface InboxSheet {
  timesheetId: string;
  userFullName: string;
  timeCards: {
    projectId: string;
    projectName: string;
    taskId: string;
    data: Record<string, Day>;
  }[];
}
