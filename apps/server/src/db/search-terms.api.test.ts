import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engine } from '../test/harness.ts';
import { buildClient, buildContact, buildTenant, buildUser } from '../test/factories.ts';
import type { Database } from './client.ts';
import { clients, contacts, searchTerms, users } from './schema/index.ts';

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
