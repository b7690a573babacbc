import { z } from 'zod';
import type { UnavailableCode } from '../common/errors.ts';

export const STAGES = ['local', 'dev', 'prod'] as const;
export const StageSchema = z.enum(STAGES);
export type Stage = z.infer<typeof StageSchema>;

/** Readiness: the process serves and its database answers. */
export const HealthSchema = z.object({ status: z.literal('ok'), db: z.literal('ok') });
export type Health = z.infer<typeof HealthSchema>;

/** Liveness: the process serves (the database is not asked). */
export const LivenessSchema = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof LivenessSchema>;

/** Not ready: the error shape (503, `DB_UNAVAILABLE`) plus the readiness fields. */
export const NotReadySchema = z
  .object({
    statusCode: z.literal(503),
    error: z.string(),
    message: z.string(),
    code: z.literal('DB_UNAVAILABLE' satisfies UnavailableCode),
    status: z.literal('unavailable'),
    db: z.literal('down'),
  })
  .describe('The database does not answer: take the instance out of the pool');
export type NotReady = z.infer<typeof NotReadySchema>;

export const VersionSchema = z.object({
  version: z.string(),
  commit: z.string(),
  stage: StageSchema,
});
export type Version = z.infer<typeof VersionSchema>;

export { APP_VERSION } from './version.ts';

export const FEATURE_FLAG_NAMES = [
  'ApproveTimePortalRedirect',
  'GenerateApiKeys',
  'Reporting',
  'TestFeature1',
  'TestFeature2',
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];
export type FeatureFlags = Record<FeatureFlagName, boolean>;

/** A demo account the local stage's sign-in screen offers to fill in (A§6 autofill helper). */
export const DemoAccountSchema = z.object({
  tenantId: z.string(),
  username: z.string(),
  label: z.string().describe('who the account is, e.g. "Olivia Owner (Billing Administrator)"'),
  password: z.string(),
});
export type DemoAccount = z.infer<typeof DemoAccountSchema>;

/** What the web app needs before anyone signs in. */
export const ClientConfigSchema = z.object({
  brandName: z.string(),
  stage: StageSchema,
  version: z.string(),
  commit: z.string(),
  devMenu: z.boolean(),
  classicSiteUrl: z.string().nullable(),
  supportEmail: z.string(),
  featureFlags: z.object({
    ApproveTimePortalRedirect: z.boolean(),
    GenerateApiKeys: z.boolean(),
    Reporting: z.boolean(),
    TestFeature1: z.boolean(),
    TestFeature2: z.boolean(),
  }),
  mailbox: z.boolean().describe('the developer mailbox is on'),
  sessionRecording: z.boolean().describe('the deployment runs the session recorder'),
  demoAccounts: z
    .array(DemoAccountSchema)
    .describe('the demo accounts, with their password: on the local stage only, else empty'),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;
