import { Anchor, Box, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface GuideSection {
  /** The section's anchor (`#deposit-management`). */
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * A guide: its sections with a side navigation that jumps to each one (above the text on a
 * phone, beside it and following the reader on wider screens).
 */
export function GuidePage({
  navLabel,
  intro,
  sections,
}: {
  /** Names the side navigation, e.g. 'Projects Guide sections'. */
  navLabel: string;
  intro?: ReactNode;
  sections: GuideSection[];
}) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Box
          component="nav"
          aria-label={navLabel}
          style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 0px) + 16px)' }}
        >
          <Text fw={700} size="sm" mb="xs">
            On this page
          </Text>
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {sections.map((section) => (
              <li key={section.id}>
                <Anchor
                  href={`#${section.id}`}
                  size="sm"
                  c="var(--mantine-color-text)"
                  underline="hover"
                >
                  {section.title}
                </Anchor>
              </li>
            ))}
          </Stack>
        </Box>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="md">
          {intro}
          {sections.map((section) => (
            <Paper
              key={section.id}
              id={section.id}
              withBorder
              p="md"
              radius="md"
              component="section"
              aria-labelledby={`${section.id}-title`}
              style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + 16px)' }}
            >
              <Title order={2} size="h3" id={`${section.id}-title`} mb="sm">
                {section.title}
              </Title>
              <Stack gap="sm">{section.content}</Stack>
            </Paper>
          ))}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
