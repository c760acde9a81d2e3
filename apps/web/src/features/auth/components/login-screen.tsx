import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { LOGIN_VIDEO_TIMEOUT_MS, type LoginRequest } from '@wildfire/shared';

import loginVideo from '@/assets/login-embers.webm';
import { BackgroundVideo } from '@/components/ui/background-video';
import { FlameMark } from '@/components/ui/brand-logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { paths } from '@/config/paths';
import type { LoginStep } from '@/lib/auth/auth-context';
import { LoginForm } from './login-form';
import classes from './login-screen.module.css';

interface LoginScreenProps {
  onLogin: (credentials: LoginRequest) => Promise<LoginStep | void>;
  onSignedIn?: (accessToken: string) => Promise<void>;
  notice?: string | null;
  success?: string | null;
}

export function LoginScreen({
  onLogin,
  onSignedIn,
  notice = null,
  success = null,
}: LoginScreenProps) {
  return (
    <div className={classes.screen}>
      <title>Log in | Wildfire Defense Portal</title>
      <BackgroundVideo
        src={loginVideo}
        timeoutMs={LOGIN_VIDEO_TIMEOUT_MS}
        className={classes.video}
      />
      <div className={classes.scrim} aria-hidden="true" />

      <main className={classes.content}>
        <Paper className={classes.card} shadow="xl" radius="md" p="xl" withBorder>
          <Stack gap="lg">
            <Stack gap={4} align="center" ta="center">
              <FlameMark size={44} />
              <Title order={1} size="h2">
                Wildfire Defense Portal
              </Title>
              <Text c="dimmed" size="sm">
                Log in to watch and control your wildfire defense system.
              </Text>
            </Stack>

            <LoginForm
              onLogin={onLogin}
              {...(onSignedIn ? { onSignedIn } : {})}
              notice={notice}
              success={success}
            />

            <Text size="xs" c="dimmed" ta="center">
              By logging in you agree to the{' '}
              <Anchor href={paths.terms.getHref()} size="xs" underline="always">
                Terms of Use
              </Anchor>{' '}
              and the{' '}
              <Anchor href={paths.privacy.getHref()} size="xs" underline="always">
                Privacy Policy
              </Anchor>
              .
            </Text>
          </Stack>
        </Paper>
      </main>

      {/* Last in the DOM so keyboard users reach the form first; placed top-right by CSS. */}
      <div className={classes.themeToggle}>
        <ThemeToggle />
      </div>
    </div>
  );
}
