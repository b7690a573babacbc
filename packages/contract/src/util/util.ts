import { z } from 'zod';

export const STAGES = ['local', 'dev', 'prod'] as const;
export const StageSchema = z.enum(STAGES);
export type Stage = z.infer<typeof StageSchema>;

export const HealthSchema = z.object({ status: z.literal('ok'), db: z.literal('ok') });
export type Health = z.infer<typeof HealthSchema>;

export const VersionSchema = z.object({
  version: z.string(),
  commit: z.string(),
  stage: StageSchema,
});
export type Version = z.infer<typeof VersionSchema>;

/** The app version the spec gives (A§9). */
export const APP_VERSION = '3.2.0';
