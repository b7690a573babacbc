import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { linkText, type VerificationProof } from '@tallysheet/contract/audit/proof';
import { renderWithProviders, stubFetch } from '@/test/render.tsx';
import { sha256Hex } from '../api/verify.ts';
import { VerifyApproval } from './verify-approval.tsx';

const hex = (text: string) => sha256Hex(new TextEncoder().encode(text));
const FINGERPRINT = 'a'.repeat(64);

/** A public answer with a proof: one decision (#1, carrying the fingerprint) and the head #2. */
async function answer(tamper = false) {
  const content = `{"days":[{"date":"2026-11-23","decidedAt":"2026-11-25T12:00:00.000Z","decidedBy":"Paula Approver","hours":8,"projectName":"Website","review":"approved","taskName":"Design"}],"entryId":"e1","fingerprint":"${FINGERPRINT}"}`;
  const decisionHash = await hex(content);
  const contentHash = await hex('the rest of entry 1');
  const prevHash = '0'.repeat(64);
  const hash = await hex(linkText({ contentHash, decisionHash, prevHash }));
  const later = await hex('entry 2');
  const headHash = await hex(linkText({ contentHash: later, decisionHash: null, prevHash: hash }));
  const proof: VerificationProof = {
    decisions: [
      {
        seq: 1,
        content: tamper ? content.replace('"hours":8', '"hours":9') : content,
        decisionHash,
        contentHash,
        prevHash,
        hash,
      },
    ],
    links: [{ seq: 2, contentHash: later, decisionHash: null, hash: headHash }],
    head: { seq: 2, hash: headHash },
  };
  return {
    valid: true,
    companyName: 'Contoso Staffing',
    userFullName: 'Ava Associate',
    periodStart: '2026-11-21',
    periodEnd: '2026-11-27',
    approvedAt: '2026-11-25T12:00:00.000Z',
    fingerprint: FINGERPRINT,
    proof,
  };
}

const show = (initial = '') => renderWithProviders(<VerifyApproval initial={initial} />);

describe('the public verification page', () => {
  it("checks the link's fingerprint on opening: the answer, and the proof checked in the browser", async () => {
    const fetch = stubFetch({ status: 200, body: await answer() });
    show(FINGERPRINT);
    expect(await screen.findByText(/Proof checked: 1 decision/)).toBeVisible();
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/ts/verify/${FINGERPRINT}`);
    expect(screen.getByText('Contoso Staffing')).toBeVisible();
    expect(screen.getByText(/approved by Paula Approver/)).toBeVisible();
  });

  it('says the proof failed when a decision does not hash to its entry', async () => {
    stubFetch({ status: 200, body: await answer(true) });
    show(FINGERPRINT);
    expect(await screen.findByText(/Proof failed/)).toBeVisible();
  });

  it('names a malformed fingerprint, and says when nothing was issued with it', async () => {
    stubFetch({
      status: 404,
      body: { message: 'No approved document with this fingerprint was issued' },
    });
    show();
    const field = screen.getByRole('textbox', { name: 'Fingerprint or file SHA-256' });
    await userEvent.type(field, 'xyz');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('A fingerprint is 64 hexadecimal characters')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'b'.repeat(64));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('No approved document with this fingerprint was issued'),
    ).toBeVisible();
  });
});
