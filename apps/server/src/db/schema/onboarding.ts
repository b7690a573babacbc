import { boolean, foreignKey, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { OnboardingData, OnboardingStep } from '@tallysheet/contract/onboarding/onboarding';
import { instant, tenantId } from './columns.ts';
import { tenants } from './tenants.ts';

/** The Account Setup wizard's progress: one row a tenant, written as the wizard moves on. */
export const onboardingStates = pgTable(
  'onboarding_states',
  {
    tenantId: tenantId().primaryKey(),
    step: integer('step').notNull().default(0),
    completedSteps: jsonb('completed_steps').$type<OnboardingStep[]>().notNull().default([]),
    data: jsonb('data').$type<OnboardingData>().notNull().default({}),
    finished: boolean('finished').notNull().default(false),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
  ],
);
