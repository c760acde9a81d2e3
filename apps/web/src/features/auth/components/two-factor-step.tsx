import { Button, Center, Loader, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';

import type * as TwoFactorSteps from './two-factor-steps';
import { ErrorNotice } from '@/components/ui/error-notice';

type Steps = typeof TwoFactorSteps;

/**
 * The code and enrolment forms load only when an account needs them: most owners sign in with a
 * password alone, and the sign-in page starts without their code (decision 030). The login form
 * asks for them while the password is being checked, so they are usually here in time.
 */
export const loadTwoFactorSteps = (): Promise<Steps> => import('./two-factor-steps');

interface TwoFactorStepProps {
  step: 'second-factor' | 'enrolment';
  challenge: string;
  onSignedIn: (accessToken: string) => Promise<void>;
  onRestart: () => void;
  /** Tests pass a loader that fails. */
  load?: () => Promise<Steps>;
}

export function TwoFactorStep({ step, load = loadTwoFactorSteps, ...props }: TwoFactorStepProps) {
  const [steps, setSteps] = useState<Steps | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => {
        if (current) setSteps(loaded);
      },
      () => {
        if (current) setSteps('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, load]);

  if (steps === null) {
    return (
      <Center py="lg">
        <Loader role="status" aria-label="Loading the next step" />
      </Center>
    );
  }
  if (steps === 'failed') {
    return (
      <Stack gap="md">
        <ErrorNotice>
          The next step of signing in could not be loaded. Check your connection and try again.
        </ErrorNotice>
        <Button
          onClick={() => {
            setSteps(null);
            setAttempt((count) => count + 1);
          }}
        >
          Try again
        </Button>
        <Button variant="subtle" onClick={props.onRestart}>
          Back to login
        </Button>
      </Stack>
    );
  }
  const Form = step === 'second-factor' ? steps.SecondFactorForm : steps.EnrolmentForm;
  return <Form {...props} />;
}
