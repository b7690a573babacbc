/**
 * A day's review by the project contact or an administrator: the comment's limit and the
 * message when a rejection has none (a rejected day needs a reason). No schema here, so that
 * the approval page's own bundle can use them without zod.
 */
export const MAX_REVIEW_COMMENT = 1000;
export const REJECT_COMMENT_REQUIRED = 'A comment is required to reject a day';
/** A day's description limit (the week's entry and a correction's). */
export const MAX_DESCRIPTION = 1000;
