import type { ComponentType } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  ONBOARDING_STEP_LABELS,
  ONBOARDING_STEPS,
  type OnboardingData,
  type OnboardingState,
  type OnboardingStep,
} from '@tallysheet/contract/onboarding/onboarding';

/** What a step's content is given: the progress, and how to record its own work. */
export interface StepContentProps {
  state: OnboardingState;
  /** Remembers `data` (e.g. who was invited) without leaving the step. */
  remember(data: Partial<OnboardingData>): Promise<void>;
  /** Marks the step done, remembers `data` and moves to the next step (or finishes). */
  complete(data?: Partial<OnboardingData>): Promise<void>;
}

export const SETUP_TEXT = {
  intro:
    'A few steps to get your company ready. Every step can be skipped and done later from the menu; your progress is saved as you go.',
  back: 'Back',
  skip: 'Skip',
} as const;

/**
 * The Account Setup wizard's frame: a stepper (vertical on phones; a list, not tabs, so the
 * step's form may sit inside it), the current step's content and Back / Skip. Moving is saved at once, so the wizard resumes where it was left.
 */
export function SetupWizard({
  state,
  steps,
  saving,
  onMove,
}: {
  state: OnboardingState;
  steps: Record<OnboardingStep, ComponentType<StepContentProps>>;
  saving: boolean;
  /** Saves the next state (the last step's move finishes account setup). */
  onMove(next: OnboardingState): Promise<void>;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const last = ONBOARDING_STEPS.length - 1;
  const current = ONBOARDING_STEPS[state.step] ?? ONBOARDING_STEPS[0];

  const goTo = (step: number, done?: OnboardingStep, data?: Partial<OnboardingData>) =>
    onMove({
      step: Math.min(step, last),
      completedSteps: done ? [...new Set([...state.completedSteps, done])] : state.completedSteps,
      data: { ...state.data, ...data },
      finished: step > last,
    });

  const props: StepContentProps = {
    state,
    remember: (data) => goTo(state.step, undefined, data),
    complete: (data) => goTo(state.step + 1, current, data),
  };
  const Content = steps[current];
  const body = (
    <Stack spacing={3}>
      <Content {...props} />
      <Stack direction="row" spacing={1}>
        {state.step > 0 && (
          <Button disabled={saving} onClick={() => void goTo(state.step - 1)}>
            {SETUP_TEXT.back}
          </Button>
        )}
        {state.step < last && (
          <Button disabled={saving} onClick={() => void goTo(state.step + 1)}>
            {SETUP_TEXT.skip}
          </Button>
        )}
      </Stack>
    </Stack>
  );

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {SETUP_TEXT.intro}
        </Typography>
        <Stepper
          activeStep={state.step}
          orientation={phone ? 'vertical' : 'horizontal'}
          sx={{ mb: phone ? 0 : 4 }}
        >
          {ONBOARDING_STEPS.map((step, index) => (
            <Step key={step} completed={state.completedSteps.includes(step)}>
              <StepLabel>{ONBOARDING_STEP_LABELS[step]}</StepLabel>
              {phone && <StepContent>{index === state.step && body}</StepContent>}
            </Step>
          ))}
        </Stepper>
        {!phone && body}
      </CardContent>
    </Card>
  );
}
