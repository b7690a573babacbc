import { z } from 'zod';

export const FEEDBACK_CATEGORIES = ['bug', 'feature', 'other'] as const;
export const FeedbackCategorySchema = z.enum(FEEDBACK_CATEGORIES);
export type FeedbackCategory = z.infer<typeof FeedbackCategorySchema>;

/** The feedback dialog's words (A§9). */
export const FEEDBACK_TITLE = 'Send Feedback';
export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  bug: 'Bug Report',
  feature: 'Feature Request',
  other: 'General Feedback',
};
export const FEEDBACK_PLACEHOLDERS: Record<FeedbackCategory, string> = {
  bug: 'Briefly describe the issue you are experiencing',
  feature: 'Describe the functionality you wish to see',
  other: 'Enter your feedback here',
};
export const FEEDBACK_MESSAGES = {
  success: 'Successfully submitted feedback',
  error: 'An error occurred submitting feedback',
} as const;

/** The session-recording URL the web app sends until a recorder exists (A§3: a fixed placeholder). */
export const FEEDBACK_SESSION_RECORDING_PLACEHOLDER = 'session-recording-not-available';

export const FEEDBACK_LIMITS = {
  feedbackText: 10_000,
  currentPage: 2048,
  currentAppVersion: 64,
  sessionRecordingUrl: 2048,
} as const;

/** POST /engagement/send-feedback. Feedback has no validation beyond sizes: empty text is allowed. */
export const SendFeedbackSchema = z.object({
  currentPage: z
    .string()
    .max(
      FEEDBACK_LIMITS.currentPage,
      `A page has at most ${FEEDBACK_LIMITS.currentPage} characters`,
    ),
  currentAppVersion: z
    .string()
    .max(
      FEEDBACK_LIMITS.currentAppVersion,
      `A version has at most ${FEEDBACK_LIMITS.currentAppVersion} characters`,
    ),
  category: FeedbackCategorySchema,
  feedbackText: z
    .string()
    .max(
      FEEDBACK_LIMITS.feedbackText,
      `Feedback has at most ${FEEDBACK_LIMITS.feedbackText} characters`,
    ),
  sessionRecordingUrl: z
    .string()
    .max(
      FEEDBACK_LIMITS.sessionRecordingUrl,
      `A recording URL has at most ${FEEDBACK_LIMITS.sessionRecordingUrl} characters`,
    ),
  allowContact: z.boolean(),
  clientEditorVisible: z.boolean(),
  projectEditorVisible: z.boolean(),
  roleEditorVisible: z.boolean(),
  contactEditorVisible: z.boolean(),
  userEditorVisible: z.boolean(),
  timesheetEditorVisible: z.boolean(),
});
export type SendFeedback = z.infer<typeof SendFeedbackSchema>;

export const SendFeedbackResultSchema = z.object({ feedbackId: z.string() });
export type SendFeedbackResult = z.infer<typeof SendFeedbackResultSchema>;
