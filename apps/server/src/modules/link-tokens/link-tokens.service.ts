import {
  findLinkToken,
  issueLinkToken,
  revokeLinkToken,
  revokeTimesheetLinks,
} from './link-tokens.repository.ts';

/** Issues a link token in the caller's transaction (beside the e-mail that carries it). */
export const issueLink = issueLinkToken;

/** Revokes one link token. */
export const revokeLink = revokeLinkToken;

/** Revokes every live link token of a timesheet (deleted or resubmitted), in the caller's transaction. */
export const revokeTimesheetLinkTokens = revokeTimesheetLinks;

/** A link token's stored record (purpose, subject, expiry, revocation) inside its tenant. */
export const linkTokenRecord = findLinkToken;
