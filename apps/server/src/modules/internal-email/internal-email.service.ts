import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  INTERNAL_EMAIL_CODE_MINUTES,
  INTERNAL_EMAIL_MAX_ATTEMPTS,
  INTERNAL_EMAIL_MESSAGES,
  type InternalEmail,
} from '@tallysheet/contract/tenants/internal-email';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { invalidField } from '../../lib/http-errors.ts';
import { companyNameOf } from '../tenants/tenants.service.ts';
import {
  claimCodeAttempt,
  findInternalEmail,
  findVerifiedInternalEmail,
  updateInternalEmail,
  upsertInternalEmail,
} from './internal-email.repository.ts';
import { recordAudit } from '../audit/record.ts';
import { internalEmailAudit } from '../audit/account-entries.ts';

const hashCode = (tenantId: string, email: string, code: string) =>
  createHash('sha256').update(`${tenantId}\n${email.toLowerCase()}\n${code}`).digest('hex');

const present = (row: { email: string; verified: boolean } | undefined): InternalEmail => ({
  email: row?.email ?? null,
  verified: row?.verified ?? false,
});

/** The company's Internal Contact Email and whether it is verified. */
export function getInternalEmail({ deps, tenantId }: { deps: ServiceDeps; tenantId: string }) {
  return deps.db.withTenant(tenantId, async (tx) =>
    present(await findInternalEmail(tx, { tenantId })),
  );
}

/**
 * Sets the address, unverified, and e-mails it a 6-digit code (an outbox row, sent after
 * commit). The code is kept only as a hash, expires, and allows a few wrong tries.
 */
export function setInternalEmail({
  deps,
  tenantId,
  email,
}: {
  deps: ServiceDeps;
  tenantId: string;
  email: string;
}) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(deps.clock.now().getTime() + INTERNAL_EMAIL_CODE_MINUTES * 60_000);
  return deps.db.withTenant(tenantId, async (tx) => {
    const before = present(await findInternalEmail(tx, { tenantId }));
    await upsertInternalEmail(tx, {
      tenantId,
      values: {
        email,
        verified: false,
        codeHash: hashCode(tenantId, email, code),
        codeExpiresAt: expiresAt,
        attempts: 0,
      },
      at: deps.clock.now(),
    });
    await deps.mailer.enqueue(tx, {
      tenantId,
      to: email,
      template: 'internal-email-code',
      data: { companyName: await companyNameOf(tx, tenantId), code },
    });
    await recordAudit(tx, deps, internalEmailAudit(deps, tenantId, 'update', before, email));
    return present({ email, verified: false });
  });
}

type Outcome = { ok: InternalEmail } | { refused: string };

/** Marks the address verified when the code is right, in time and within the allowed tries. */
export async function verifyInternalEmail({
  deps,
  tenantId,
  code,
}: {
  deps: ServiceDeps;
  tenantId: string;
  code: string;
}): Promise<InternalEmail> {
  // A wrong try is counted and kept, so the refusal is thrown after the transaction commits.
  const outcome = await deps.db.withTenant(tenantId, async (tx): Promise<Outcome> => {
    const now = deps.clock.now();
    // The try is taken before the code is compared, in one statement with the limit.
    const live = await claimCodeAttempt(tx, { tenantId, limit: INTERNAL_EMAIL_MAX_ATTEMPTS, now });
    if (!live) {
      const row = await findInternalEmail(tx, { tenantId });
      if (!row?.codeHash || !row.codeExpiresAt) return { refused: INTERNAL_EMAIL_MESSAGES.noCode };
      if (row.codeExpiresAt <= now) return { refused: INTERNAL_EMAIL_MESSAGES.expired };
      return { refused: INTERNAL_EMAIL_MESSAGES.tooMany };
    }
    const given = Buffer.from(hashCode(tenantId, live.email, code));
    if (!timingSafeEqual(given, Buffer.from(live.codeHash)))
      return { refused: INTERNAL_EMAIL_MESSAGES.wrongCode };
    await updateInternalEmail(tx, {
      tenantId,
      values: { verified: true, codeHash: null, codeExpiresAt: null, attempts: 0 },
      at: deps.clock.now(),
    });
    await recordAudit(
      tx,
      deps,
      internalEmailAudit(deps, tenantId, 'verify', undefined, live.email),
    );
    return { ok: present({ email: live.email, verified: true }) };
  });
  if ('refused' in outcome) throw invalidField('code', outcome.refused);
  return outcome.ok;
}

/** The company's Internal Contact Email once verified, else undefined (escalations go there). */
export const verifiedInternalEmail = findVerifiedInternalEmail;

/**
 * Queues one of the company's own copies (a timesheet submitted, a rejection) to its verified
 * Internal Contact Email, in the caller's transaction; nothing when there is none.
 */
export async function notifyCompany(
  tx: Tx,
  deps: ServiceDeps,
  params: { tenantId: string; subject: string; paragraphs: string[]; link?: string },
): Promise<void> {
  const to = await findVerifiedInternalEmail(tx, { tenantId: params.tenantId });
  if (!to) return;
  await deps.mailer.enqueue(tx, {
    tenantId: params.tenantId,
    to,
    template: 'internal-notice',
    data: {
      companyName: await companyNameOf(tx, params.tenantId),
      subject: params.subject,
      paragraphs: params.paragraphs,
      link: params.link,
    },
  });
}
