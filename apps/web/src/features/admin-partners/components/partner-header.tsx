import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { Partner } from '../api/types';
import { CertificationBadge, PartnerStatusBadge } from '@/components/ui/project-badges';

export type PartnerPage = 'view' | 'projects' | 'messages';

/** The partner's name, status and certification, and its three pages: View, Projects, Messages. */
export function PartnerHeader({ partner, current }: { partner: Partner; current: PartnerPage }) {
  const links: Array<{ page: PartnerPage; label: string; to: string }> = [
    { page: 'view', label: 'View', to: paths.admin.contractor.getHref(partner.id) },
    { page: 'projects', label: 'Projects', to: paths.admin.contractorProjects.getHref(partner.id) },
    { page: 'messages', label: 'Messages', to: paths.admin.contractorMessages.getHref(partner.id) },
  ];
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Anchor component={Link} to={paths.admin.contractors.getHref()}>
          ← Service Partners
        </Anchor>
      </Text>
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={2}>{partner.company_name}</Title>
        <PartnerStatusBadge status={partner.status} />
        <CertificationBadge certification={partner.certification} />
      </Group>
      <Group component="nav" aria-label="Partner pages" gap="xs">
        {links.map((link) => (
          <Button
            key={link.page}
            component={Link}
            to={link.to}
            size="xs"
            variant={link.page === current ? 'filled' : 'default'}
            aria-current={link.page === current ? 'page' : undefined}
          >
            {link.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
