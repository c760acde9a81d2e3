import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

export function AppFooter({ showSupport = true }: { showSupport?: boolean }) {
  return (
    <Group component="footer" justify="space-between" gap="xs" py="md" px="md" wrap="wrap">
      <Text size="sm">© {new Date().getFullYear()} Wildfire Defense</Text>
      <Group component="nav" aria-label="Legal" gap="md">
        <Anchor component={Link} to={paths.terms.getHref()} size="sm">
          Terms of Use
        </Anchor>
        <Anchor component={Link} to={paths.privacy.getHref()} size="sm">
          Privacy Policy
        </Anchor>
        {showSupport && (
          <Anchor component={Link} to={paths.support.getHref()} size="sm">
            Support
          </Anchor>
        )}
      </Group>
    </Group>
  );
}
