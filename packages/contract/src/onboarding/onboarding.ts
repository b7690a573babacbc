import { z } from 'zod';

/** The Account Setup wizard's steps, in order (A§2.2 /account-setup). */
export const ONBOARDING_STEPS = ['company', 'client', 'associates', 'subscription'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const ONBOARDING_STEP_LABELS: Record<OnboardingStep, string> = {
  company: 'Your Company',
  client: 'First Client and Project',
  associates: 'Invite Associates',
  subscription: 'Subscription',
};

const shortText = z.string().trim().max(200, 'At most 200 characters');

/** What the wizard remembers of the steps done, to show them again on resume. */
export const OnboardingDataSchema = z.object({
  clientName: shortText.optional(),
  projectName: shortText.optional(),
  invited: z.array(shortText).max(100, 'At most 100 associates').optional(),
});
export type OnboardingData = z.infer<typeof OnboardingDataSchema>;

/** The wizard's progress, kept per tenant; `finished` means finished or dismissed. */
export const OnboardingStateSchema = z.object({
  step: z
    .number()
    .int()
    .min(0)
    .max(ONBOARDING_STEPS.length - 1, `A step is 0 to ${ONBOARDING_STEPS.length - 1}`),
  completedSteps: z
    .array(z.enum(ONBOARDING_STEPS, { error: 'Unknown step' }))
    .max(ONBOARDING_STEPS.length),
  data: OnboardingDataSchema,
  finished: z.boolean(),
});
export type OnboardingState = z.infer<typeof OnboardingStateSchema>;

/** PUT /onboarding/state: the same, its completed steps kept once each, in wizard order. */
export const SaveOnboardingStateSchema = OnboardingStateSchema.extend({
  completedSteps: OnboardingStateSchema.shape.completedSteps.transform((steps) =>
    ONBOARDING_STEPS.filter((step) => steps.includes(step)),
  ),
});

export const INITIAL_ONBOARDING_STATE: OnboardingState = {
  step: 0,
  completedSteps: [],
  data: {},
  finished: false,
};
