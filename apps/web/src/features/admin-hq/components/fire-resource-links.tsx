import { Anchor, List, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';

import { FIRE_RESOURCE_LINKS } from '../fire-links';

/** Opens outside the portal in a new tab, without giving the other site a handle on this one. */
export function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

/** The short list in the hub's Fire Resources column. */
export function FireResourceList() {
  return (
    <List listStyleType="none" spacing={6} p={0}>
      {FIRE_RESOURCE_LINKS.map((link) => (
        <List.Item key={link.href}>
          <ExternalLink href={link.href}>{link.name}</ExternalLink>
        </List.Item>
      ))}
    </List>
  );
}

/** Fire Resources (spec 2.5): the six outside links with what each one is. */
export function FireResources() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {FIRE_RESOURCE_LINKS.map((link) => (
        <Paper key={link.href} withBorder p="md" radius="md">
          <Stack gap={4}>
            <Text size="xs" tt="uppercase" fw={600}>
              {link.kind}
            </Text>
            <Title order={2} size="h4">
              <ExternalLink href={link.href}>{link.name}</ExternalLink>
            </Title>
            <Text size="sm">{link.description}</Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
