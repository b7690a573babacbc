import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engine } from '../test/harness.ts';
import { buildClient, buildContact, buildTask, buildTenant, buildUser } from '../test/factories.ts';
import type { Database } from './client.ts';
import {
  clients,
  contacts,
  searchTerms,
  timecardDays,
  timecards,
  timesheets,
  users,
} from './schema/index.ts';

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await buildTenant(db, { tenantId: 'alpha' });
});
afterAll(async () => {
  await db.close();
  await drop();
});

const termsOf = (entityId: string) =>
  db.withTenant('alpha', async (tx) =>
    (
      await tx
        .select({ term: searchTerms.term })
        .from(searchTerms)
        .where(and(eq(searchTerms.tenantId, 'alpha'), eq(searchTerms.entityId, entityId)))
    )
      .map((row) => row.term)
      .sort(),
  );

describe(`search terms on ${engine}`, () => {
  it('a name gives a term from each of its words on, lowercased, its spaces single', async () => {
    const client = await buildClient(db, { tenantId: 'alpha', name: '  Northwind   ACME Corp ' });
    expect(await termsOf(client.id)).toEqual(['acme corp', 'corp', 'northwind acme corp']);
  });

  it('a contact is found by its e-mail whole; a user by username and e-mail too', async () => {
    const contact = await buildContact(db, {
      tenantId: 'alpha',
      name: 'Nancy Davolio',
      email: 'Nancy@Northwind.example',
    });
    expect(await termsOf(contact.id)).toEqual([
      'davolio',
      'nancy davolio',
      'nancy@northwind.example',
    ]);
    const user = await buildUser(db, {
      tenantId: 'alpha',
      userId: 'ann-s',
      displayName: 'Ann Smith',
      email: 'ann@example.com',
    });
    expect(await termsOf(user.userId)).toEqual(['ann smith', 'ann-s', 'ann@example.com', 'smith']);
  });

  it('a rename replaces the terms, an archive keeps them, a delete removes them', async () => {
    const client = await buildClient(db, { tenantId: 'alpha', name: 'Old Name' });
    await db.withTenant('alpha', (tx) =>
      tx.update(clients).set({ name: 'New Name' }).where(eq(clients.id, client.id)),
    );
    expect(await termsOf(client.id)).toEqual(['name', 'new name']);
    await db.withTenant('alpha', (tx) =>
      tx.update(clients).set({ isArchived: true }).where(eq(clients.id, client.id)),
    );
    expect(await termsOf(client.id)).toEqual(['name', 'new name']);
    const contact = await buildContact(db, {
      tenantId: 'alpha',
      name: 'Gone',
      email: 'g@x.example',
    });
    await db.withTenant('alpha', (tx) => tx.delete(contacts).where(eq(contacts.id, contact.id)));
    expect(await termsOf(contact.id)).toEqual([]);
  });

  it('an e-mail change replaces the e-mail term', async () => {
    await buildUser(db, {
      tenantId: 'alpha',
      userId: 'bob',
      displayName: 'Bob',
      email: 'b@one.example',
    });
    await db.withTenant('alpha', (tx) =>
      tx.update(users).set({ email: 'b@two.example' }).where(eq(users.userId, 'bob')),
    );
    expect(await termsOf('bob')).toEqual(['b@two.example', 'bob']);
  });

  it('the terms a tenant writes stay in its tenant', async () => {
    await buildTenant(db, { tenantId: 'beta' });
    await buildClient(db, { tenantId: 'beta', name: 'Beta Only' });
    const seen = await db.withTenant('alpha', (tx) =>
      tx.execute(sql`select count(*)::int as n from search_terms where term = 'beta only'`),
    );
    expect((seen as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});

/** A week of one timecard of alpha's, with a day (from Saturday) per description given. */
async function weekWith(descriptions: string[]) {
  const user = await buildUser(db, { tenantId: 'alpha' });
  const task = await buildTask(db, { tenantId: 'alpha' });
  const card = {
    tenantId: 'alpha',
    timesheetId: `alpha#${user.userId}#20261114_20261120`,
    projectId: task.projectId,
    taskId: task.id,
  };
  const days = descriptions.map((_, i) => `2026-11-${14 + i}`);
  await db.withTenant('alpha', async (tx) => {
    await tx.insert(timesheets).values({
      tenantId: 'alpha',
      timesheetId: card.timesheetId,
      userId: user.userId,
      periodStart: '2026-11-14',
      periodEnd: '2026-11-20',
    });
    await tx.insert(timecards).values({ ...card, position: 0 });
    await tx.insert(timecardDays).values(
      descriptions.map((description, i) => ({
        ...card,
        day: days[i]!,
        userId: user.userId,
        minutes: 60,
        description,
      })),
    );
  });
  return { card, days };
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The day's terms, sorted: (day, term) pairs of the timesheet. */
const dayTermsOf = async (timesheetId: string) =>
  rows<{ day: string; term: string }>(
    await db.withTenant('alpha', (tx) =>
      tx.execute(sql`select cast(day as text) as day, term from timecard_day_terms
        where tenant_id = 'alpha' and timesheet_id = ${timesheetId} order by day, term`),
    ),
  ).map((row) => `${row.day} ${row.term}`);

describe(`timecard day terms (Search Timecards' text) on ${engine}`, () => {
  it('a day’s terms are its description’s words, kept through updates, deletes and a deleted timecard', async () => {
    const { card, days } = await weekWith(['Data Migration', '', 'client meeting']);
    expect(await dayTermsOf(card.timesheetId)).toEqual([
      `${days[0]} data`,
      `${days[0]} migration`,
      `${days[2]} client`,
      `${days[2]} meeting`,
    ]);
    const dayOf = (day: string) =>
      and(eq(timecardDays.timesheetId, card.timesheetId), eq(timecardDays.day, day));
    await db.withTenant('alpha', async (tx) => {
      await tx.update(timecardDays).set({ description: 'data review' }).where(dayOf(days[0]!));
      await tx.update(timecardDays).set({ review: 'approved' }).where(dayOf(days[2]!));
      await tx.update(timecardDays).set({ description: 'Deploy' }).where(dayOf(days[1]!));
    });
    expect(await dayTermsOf(card.timesheetId)).toEqual([
      `${days[0]} data`,
      `${days[0]} review`,
      `${days[1]} deploy`,
      `${days[2]} client`,
      `${days[2]} meeting`,
    ]);
    await db.withTenant('alpha', (tx) => tx.delete(timecardDays).where(dayOf(days[2]!)));
    expect(await dayTermsOf(card.timesheetId)).toEqual([
      `${days[0]} data`,
      `${days[0]} review`,
      `${days[1]} deploy`,
    ]);
    // Saving a week deletes its timecards: their days go by the foreign key's cascade.
    await db.withTenant('alpha', (tx) =>
      tx.delete(timecards).where(eq(timecards.timesheetId, card.timesheetId)),
    );
    expect(await dayTermsOf(card.timesheetId)).toEqual([]);
  });

  it('a day’s week_start is its timesheet’s period_start (the order of a text search’s pages)', async () => {
    const { card } = await weekWith([
      'deploy',
      'review',
      'standup',
      'demo',
      'retro',
      'plan',
      'ship',
    ]);
    const weeks = rows<{ week: string; start: string }>(
      await db.withTenant('alpha', (tx) =>
        tx.execute(sql`select distinct cast(t.week_start as text) as week,
            cast(s.period_start as text) as start
          from timecard_day_terms t join timesheets s
            on s.tenant_id = t.tenant_id and s.timesheet_id = t.timesheet_id
          where t.tenant_id = 'alpha' and t.timesheet_id = ${card.timesheetId}`),
      ),
    );
    expect(weeks).toHaveLength(1);
    expect(weeks[0]!.week).toBe(weeks[0]!.start);
  });

  it('the days with every word of a text are the days full text matches', async () => {
    const { card } = await weekWith([
      'Foo-bar deploy',
      'Data MIGRATION!',
      'mail a@b.example, today',
      'Café déjà vu',
      'migration',
      '',
    ]);
    const texts = ['migration', 'data migration', 'Migration  data', 'data-migration', 'foo-bar'];
    texts.push('foo', 'bar deploy', 'a@b.example', 'DÉJÀ', 'café vu', '!!!', 'meeting');
    let matched = 0;
    for (const text of texts) {
      const [byFullText, byTerms] = await db.withTenant('alpha', async (tx) => [
        rows<{ day: string }>(
          await tx.execute(sql`select cast(day as text) as day from timecard_days
            where tenant_id = 'alpha' and timesheet_id = ${card.timesheetId}
              and to_tsvector('simple', description) @@ plainto_tsquery('simple', ${text})
            order by day`),
        ),
        rows<{ day: string }>(
          await tx.execute(sql`select cast(day as text) as day from timecard_day_terms
            where tenant_id = 'alpha' and timesheet_id = ${card.timesheetId}
              and term = any(tsvector_to_array(to_tsvector('simple', cast(${text} as text))))
            group by day
            having count(*) = cardinality(tsvector_to_array(to_tsvector('simple', cast(${text} as text))))
            order by day`),
        ),
      ]);
      expect(byTerms, text).toEqual(byFullText);
      matched += byFullText.length;
    }
    expect(matched).toBeGreaterThan(8); // the texts do match days
  });
});
