import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ScreenPageProps {
  /** Names the screen: the page heading and the browser tab title. */
  title: string;
  children?: ReactNode;
}

/** The frame of one screen: its heading, its tab title, then its content. */
export function ScreenPage({ title, children }: ScreenPageProps) {
  return (
    <Container size="xl" py="lg" px="md">
      <title>{`${title} | Wildfire Defense Portal`}</title>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Container>
  );
}
