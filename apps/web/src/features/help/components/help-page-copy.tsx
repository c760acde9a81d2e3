import { Paper, Stack, Text, Title } from '@mantine/core';

import { useHelpPage } from '../api/get-help-page';

/**
 * The help text staff publish in the CMS (page copy `customer-help`), when there is one. Nothing
 * shows while it loads, when none is published or when it cannot be fetched: the rest of the
 * screen stands on its own.
 */
export function HelpPageCopy() {
  const { data: page } = useHelpPage();
  if (!page) return null;
  const paragraphs = page.body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={page.title}>
      <Title order={2} size="h4" mb="sm">
        {page.title}
      </Title>
      <Stack gap="xs">
        {paragraphs.map((paragraph, i) => (
          <Text key={i} size="sm" style={{ whiteSpace: 'pre-line' }}>
            {paragraph}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
