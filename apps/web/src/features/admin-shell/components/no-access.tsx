import { Container, Text } from '@mantine/core';

/** Spec-free words for a screen the person's permissions do not open; nothing else is loaded. */
export const NO_ACCESS_TEXT = 'You do not have access to this page.';

export function NoAccess() {
  return (
    <Container size="xl" py="lg" px="md">
      <title>No access | Wildfire Defense Portal</title>
      <Text role="status">{NO_ACCESS_TEXT}</Text>
    </Container>
  );
}
