import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { useFollowEmailChangeLink, type EmailChangeLink } from '../api/follow-email-change-link';
import { ErrorNotice } from '@/components/ui/error-notice';

const COPY: Record<
  EmailChangeLink,
  { title: string; intro: string; action: string; busy: string; failed: string }
> = {
  confirm: {
    title: 'Confirm your new email',
    intro:
      'Confirm that this address is yours. Your account signs in with it from then on, and no longer with the old one.',
    action: 'Confirm Email',
    busy: 'Confirming...',
    failed: 'The email was not confirmed',
  },
  undo: {
    title: 'Undo the email change',
    intro:
      'Keep signing in with this address instead of the new one. Every device signed in to your account will be signed out.',
    action: 'Undo Change',
    busy: 'Undoing...',
    failed: 'The change was not undone',
  },
};

/**
 * The page behind either link of an email change (decision 054): the one sent to the new address
 * confirms it, the one sent to the old address undoes the change for 7 days. Nothing happens
 * until the button is pressed, so a mail program that opens links to preview them changes
 * nothing.
 */
export function EmailChangeLinkScreen({ link }: { link: EmailChangeLink }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const follow = useFollowEmailChangeLink(link);
  const copy = COPY[link];

  return (
    <Stack maw={480} mx="auto" my="xl" px="md">
      <title>{`${copy.title} | Wildfire Defense Portal`}</title>
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {copy.title}
          </Title>
          {token === '' ? (
            <ErrorNotice>This page needs the link from the email we sent.</ErrorNotice>
          ) : follow.isSuccess ? (
            <Alert color="green" variant="light" role="status">
              {follow.data.message}
            </Alert>
          ) : (
            <>
              <Text size="sm">{copy.intro}</Text>
              {follow.isError && (
                <ErrorNotice title={copy.failed}>{follow.error.message}</ErrorNotice>
              )}
              <Button
                style={{ alignSelf: 'flex-start' }}
                disabled={follow.isPending}
                onClick={() => {
                  follow.mutate(token);
                }}
              >
                {follow.isPending ? copy.busy : copy.action}
              </Button>
            </>
          )}
          <Anchor component={Link} to={paths.login.getHref()} size="sm">
            Go to the login page
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
