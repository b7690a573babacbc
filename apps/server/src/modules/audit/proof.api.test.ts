import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkProof, type VerificationProof } from '@tallysheet/contract/audit/proof';
import type { Database } from '../../db/client.ts';
import { engine } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';
import {
  useTimesheetApp,
  usualWeek,
  type TimesheetWorld as World,
} from '../../test/timesheet-world.ts';
import { verifyChain } from './audit.service.ts';

const { clock, ctx, newWorld, saveWeek } = useTimesheetApp();

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** Runs `statement` as the database's owner: outside the application roles, as a DBA would. */
const asOwner = (db: Database, statement: ReturnType<typeof sql>) =>
  db.withSystem('test: the owner edits the trail', async (tx) => {
    await tx.execute(sql`reset role`);
    await tx.execute(statement);
  });

const review = (world: World, timesheetId: string, timeCards: object[]) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/ts/review',
    headers: world.as(world.admin),
    payload: { timesheetId, timeCards },
  });

/**
 * Ava's usual week, submitted; Adam approves Design at 12:00, then the other two timecards at
 * 13:00 (the decision that completes the approval); another week is saved after it, so the
 * trail goes on past the decisions. The approved PDF, as the administrator downloads it.
 */
async function approvedPdf(world: World) {
  const { timesheetId } = await saveWeek(world.as(world.associate), {
    periodStart: '2026-11-21',
    timeCards: usualWeek(world),
  });
  clock.set('2026-11-25T12:00:00Z');
  const first = await review(world, timesheetId, [
    {
      projectId: world.project.id,
      taskId: world.design.id,
      days: { monday: { review: 'approved' }, tuesday: { review: 'approved' } },
    },
  ]);
  expect(first.statusCode, first.body).toBe(200);
  clock.set('2026-11-25T13:00:00Z');
  const second = await review(world, timesheetId, [
    {
      projectId: world.project.id,
      taskId: world.project.defaultTaskId,
      days: { wednesday: { review: 'approved', reviewComment: 'Thanks' } },
    },
    {
      projectId: world.lonely.id,
      taskId: world.lonely.defaultTaskId,
      days: { thursday: { review: 'approved' } },
    },
  ]);
  expect(second.statusCode, second.body).toBe(200);
  await saveWeek(world.as(world.associate), {
    periodStart: '2026-11-28',
    timeCards: usualWeek(world),
    submit: false,
  });
  const response = await ctx.app.inject({
    url: `/api/ts/doc/${encodeURIComponent(timesheetId)}/pdf`,
    headers: world.as(world.admin),
  });
  expect(response.statusCode).toBe(200);
  const { text } = await pdfText(response.rawPayload);
  const fingerprint = /Fingerprint \(SHA-256\): ([0-9a-f]{64})/.exec(text)![1]!;
  return { timesheetId, fingerprint, pdf: response.rawPayload, text: text.replace(/\s+/g, ' ') };
}

const verify = async (fingerprint: string, query = '') => {
  const response = await ctx.app.inject({ url: `/api/ts/verify/${fingerprint}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { fingerprint: string; proof: VerificationProof } & Record<
    string,
    unknown
  >;
};

/**
 * What docs/verify-an-approval.md tells a third party to do, with SHA-256 and JSON alone: each
 * decision hashes to its link, one carries the fingerprint, and the links reach the head.
 */
function thirdPartyCheck(fingerprint: string, { decisions, links, head }: VerificationProof) {
  const link = (contentHash: string, decisionHash: string | null, prevHash: string) =>
    sha256(
      decisionHash
        ? `{"contentHash":"${contentHash}","decisionHash":"${decisionHash}","prevHash":"${prevHash}"}`
        : `{"contentHash":"${contentHash}","prevHash":"${prevHash}"}`,
    );
  for (const d of decisions) {
    if (sha256(d.content) !== d.decisionHash) return `decision ${d.seq}: content`;
    if (link(d.contentHash, d.decisionHash, d.prevHash) !== d.hash)
      return `decision ${d.seq}: link`;
  }
  if (!decisions.some((d) => JSON.parse(d.content).fingerprint === fingerprint))
    return 'no decision carries the fingerprint';
  let { hash, seq } = decisions[0]!;
  for (const l of links) {
    if (l.seq !== seq + 1 || link(l.contentHash, l.decisionHash, hash) !== l.hash)
      return `link ${l.seq}`;
    const d = decisions.find((one) => one.seq === l.seq);
    if (d && d.hash !== l.hash) return `decision ${l.seq}: not in the chain`;
    ({ hash, seq } = l);
  }
  if (seq !== head.seq || hash !== head.hash) return 'head';
  return 'ok';
}

describe(`the proof behind an approved PDF on ${engine}`, () => {
  it('a third party recomputes it from the public answer alone: decisions, fingerprint, links to the head', async () => {
    const world = await newWorld();
    const { fingerprint, text } = await approvedPdf(world);
    expect(text).toContain(`Verify: http://localhost:3000/verify/${fingerprint}`);
    const answer = await verify(fingerprint);
    expect(answer).toMatchObject({
      valid: true,
      companyName: 'Contoso Staffing',
      userFullName: 'Ava Associate',
      periodStart: '2026-11-21',
      approvedAt: '2026-11-25T13:00:00.000Z',
      fingerprint,
    });
    const { proof } = answer;
    expect(thirdPartyCheck(fingerprint, proof)).toBe('ok');
    expect(await checkProof(fingerprint, proof, async (t) => sha256(t))).toMatchObject({
      ok: true,
    });
    // Both decisions behind the approval, the completing one with the fingerprint.
    const contents = proof.decisions.map((d) => JSON.parse(d.content));
    expect(contents).toHaveLength(2);
    expect(contents[0]).toMatchObject({
      action: 'review',
      periodStart: '2026-11-21',
      days: [
        { date: '2026-11-23', hours: 8, review: 'approved', decidedBy: 'Adam Admin' },
        {
          date: '2026-11-24',
          hours: 7.5,
          review: 'approved',
          decidedAt: '2026-11-25T12:00:00.000Z',
        },
      ],
    });
    expect(contents[0].fingerprint).toBeUndefined();
    expect(contents[1]).toMatchObject({ fingerprint });
    expect(contents[1].days).toHaveLength(2);
    expect(contents[1].days).toContainEqual(
      expect.objectContaining({ date: '2026-11-25', comment: 'Thanks', decidedByKind: 'admin' }),
    );
    // The week saved afterwards is in the links (hashes only), up to the head.
    expect(proof.links.at(-1)!.seq).toBe(proof.head.seq);
    expect(proof.head.seq).toBeGreaterThan(proof.decisions.at(-1)!.seq);
    expect(await verifyChain(ctx.db, world.tenantId)).toMatchObject({ valid: true });
  });

  it('reveals nothing beyond the approval: no ids of the tenant or user, no addresses, no descriptions', async () => {
    const world = await newWorld();
    const { fingerprint, timesheetId } = await approvedPdf(world);
    const body = JSON.stringify(await verify(fingerprint));
    for (const secret of [
      world.tenantId,
      world.associate.userId,
      world.admin.userId,
      timesheetId,
      '127.0.0.1',
      'Data model',
    ])
      expect(body).not.toContain(secret);
  });

  it("finds the approval by the PDF file's own SHA-256 (sha256sum of the copy)", async () => {
    const world = await newWorld();
    const { fingerprint, pdf } = await approvedPdf(world);
    const answer = await verify(sha256(pdf));
    expect(answer.fingerprint).toBe(fingerprint);
    expect(thirdPartyCheck(fingerprint, answer.proof)).toBe('ok');
  });

  it('pages a long trail: ?after= gives the links after a place, which join up to the head', async () => {
    const world = await newWorld();
    const { fingerprint } = await approvedPdf(world);
    const whole = (await verify(fingerprint)).proof;
    const cut = whole.links[0]!.seq;
    const rest = (await verify(fingerprint, `?after=${cut}`)).proof;
    expect(rest.links).toEqual(whole.links.slice(1));
    const bad = await ctx.app.inject({ url: `/api/ts/verify/${fingerprint}?after=x` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('after');
  });

  it('a decision edited as the database owner fails the proof', async () => {
    const world = await newWorld();
    const { fingerprint } = await approvedPdf(world);
    const seq = (await verify(fingerprint)).proof.decisions[0]!.seq;
    await asOwner(
      ctx.db,
      sql`update audit_entries set decision = jsonb_set(decision, '{days,0,hours}', '9')
          where tenant_id = ${world.tenantId} and seq = ${seq}`,
    );
    const { proof } = await verify(fingerprint);
    expect(thirdPartyCheck(fingerprint, proof)).toBe(`decision ${seq}: link`);
    expect(await checkProof(fingerprint, proof, async (t) => sha256(t))).toMatchObject({
      ok: false,
    });
  });

  it('a later entry edited as the database owner breaks the links', async () => {
    const world = await newWorld();
    const { fingerprint } = await approvedPdf(world);
    const { head } = (await verify(fingerprint)).proof;
    await asOwner(
      ctx.db,
      sql`update audit_entries set action = 'forged'
          where tenant_id = ${world.tenantId} and seq = ${head.seq}`,
    );
    const { proof } = await verify(fingerprint);
    expect(thirdPartyCheck(fingerprint, proof)).toBe(`link ${head.seq}`);
    expect(await verifyChain(ctx.db, world.tenantId)).toMatchObject({ valid: false });
  });
});
