import type { Tx } from '../../db/client.ts';
import {
  findLinkToken,
  issueLinkToken,
  issueLinkTokens,
  revokeLinkToken,
  revokeSubjectLinks,
  revokeTimesheetLinks,
} from './link-tokens.repository.ts';

/** Issues a link token in the caller's transaction (beside the e-mail that carries it). */
export const issueLink = issueLinkToken;

/** Issues many link tokens in the caller's transaction, in bulk; the tokens in order. */
export const issueLinks = issueLinkTokens;

/** Revokes one link token. */
export const revokeLink = revokeLinkToken;

/** Revokes every live link token of a timesheet (deleted or resubmitted), in the caller's transaction. */
export const revokeTimesheetLinkTokens = revokeTimesheetLinks;

/** Revokes a contact's links (all, or on some projects): archived, deleted or unlinked (issue 26). */
export function revokeContactLinks(
  tx: Tx,
  params: { tenantId: string; contactIds: string[]; projectIds?: string[]; at: Date },
) {
  return revokeSubjectLinks(tx, params);
}

/** Revokes a timesheet's live links on some projects (replaced by a resend), in the caller's transaction. */
export function revokeTimesheetProjectLinks(
  tx: Tx,
  params: { tenantId: string; timesheetId: string; projectIds: string[]; at: Date },
) {
  return revokeSubjectLinks(tx, params);
}

/** A link token's stored record (purpose, subject, expiry, revocation) inside its tenant. */
export const linkTokenRecord = findLinkToken;
