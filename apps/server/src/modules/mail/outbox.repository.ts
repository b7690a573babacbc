import { and, asc, desc, eq, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { countWhere } from '../../db/count.ts';
import { outbox } from '../../db/schema/index.ts';
import type { MailAttachment } from '../../db/schema/mail.ts';
import type { RenderedMail } from './mail-layout.ts';

export type OutboxRow = typeof outbox.$inferSelect;

type NewMail = {
  tenantId: string;
  template: string;
  to: string;
  mail: RenderedMail;
  attachments?: MailAttachment[];
};

const outboxRow = (params: NewMail) => ({
  tenantId: params.tenantId,
  template: params.template,
  toAddress: params.to,
  subject: params.mail.subject,
  html: params.mail.html,
  text: params.mail.text,
  attachments: params.attachments ?? [],
});

export async function insertMail(tx: Tx, params: NewMail): Promise<string> {
  const [row] = await tx
    .insert(outbox)
    .values(outboxRow(params))
    .returning({ mailId: outbox.mailId });
  return row!.mailId;
}

/** Mails in one statement per 500 (a job queueing many: the approval schedule); their ids in order. */
export async function insertMails(tx: Tx, mails: NewMail[]): Promise<string[]> {
  const ids: string[] = [];
  for (let at = 0; at < mails.length; at += 500) {
    const rows = await tx
      .insert(outbox)
      .values(mails.slice(at, at + 500).map(outboxRow))
      .returning({ mailId: outbox.mailId });
    ids.push(...rows.map((row) => row.mailId));
  }
  return ids;
}

/** Claims due mails for `leaseSeconds` (system path): pending ones, and sending ones whose lease ran out. */
export async function claimDueMails(
  tx: Tx,
  params: { limit: number; leaseSeconds: number; now: Date },
): Promise<OutboxRow[]> {
  const { now } = params;
  const due = tx
    .select({ tenantId: outbox.tenantId, mailId: outbox.mailId })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)),
        and(eq(outbox.status, 'sending'), lte(outbox.claimedUntil, now)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(params.limit)
    .for('update', { skipLocked: true });
  return tx
    .update(outbox)
    .set({
      status: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      claimedUntil: new Date(now.getTime() + params.leaseSeconds * 1000),
    })
    .where(sql`(${outbox.tenantId}, ${outbox.mailId}) in (${due})`)
    .returning();
}

/** Marks mails sent, in one statement (the worker marks those sent since its last mark). */
export async function markSent(
  tx: Tx,
  params: { mails: { tenantId: string; mailId: string }[]; at: Date },
): Promise<void> {
  if (params.mails.length === 0) return;
  const keys = params.mails.map((mail) => sql`(${mail.tenantId}, ${mail.mailId}::uuid)`);
  await tx
    .update(outbox)
    .set({ status: 'sent', sentAt: params.at, claimedUntil: null, lastError: null })
    .where(sql`(${outbox.tenantId}, ${outbox.mailId}) in (${sql.join(keys, sql`, `)})`);
}

export async function markFailed(
  tx: Tx,
  params: { tenantId: string; mailId: string; error: string; retryAt: Date | null; at: Date },
): Promise<void> {
  await tx
    .update(outbox)
    .set({
      status: params.retryAt ? 'pending' : 'failed',
      nextAttemptAt: params.retryAt ?? params.at,
      claimedUntil: null,
      lastError: params.error.slice(0, 500),
    })
    .where(and(eq(outbox.tenantId, params.tenantId), eq(outbox.mailId, params.mailId)));
}

/** The newest mails first, for the developer mailbox (system path). */
export async function listMails(tx: Tx, params: { to?: string; page: number; pageSize: number }) {
  const where = params.to
    ? eq(sql`lower(${outbox.toAddress})`, params.to.toLowerCase())
    : undefined;
  const rows = await tx
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.mailId))
    .limit(params.pageSize)
    .offset(params.page * params.pageSize);
  return { rows, count: await countWhere(tx, outbox, where) };
}
