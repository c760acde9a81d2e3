import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a screen fails to load or render, most often a stale bundle after a new release. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed', error);
  }, [error]);
  const detail = isRouteErrorResponse(error)
    ? `${String(error.status)} ${error.statusText}`
    : 'The page could not be loaded.';

  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">{detail} Reloading usually fixes it.</Text>
        <Button
          onClick={() => {
            window.location.reload();
          }}
        >
          Reload the page
        </Button>
      </Stack>
    </Center>
  );
}
