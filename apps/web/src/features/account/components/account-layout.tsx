import { Divider, Grid, NavLink, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';

import { ScreenPage } from '@/components/layout/screen-page';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/auth-context';

const ACCOUNT_LINKS = [
  { label: 'My Account', to: paths.account.getHref() },
  { label: 'Subscription', to: paths.subscription.getHref() },
  { label: 'Payment History', to: paths.paymentHistory.getHref() },
  { label: 'Manage Users', to: paths.accountManageUsers.getHref() },
] as const;

/** The account area: who is signed in and the account pages beside the screen's content. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  return (
    <ScreenPage title={title}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="md" radius="md" component="nav" aria-label="Account">
            <Text fw={600} truncate="end">
              {user.name}
            </Text>
            <Text size="sm" truncate="end">
              {user.email}
            </Text>
            <Divider my="sm" />
            {/* Two columns on a phone keep the links from pushing the page content far down. */}
            <SimpleGrid cols={{ base: 2, md: 1 }} spacing={4} verticalSpacing={2}>
              {ACCOUNT_LINKS.map((link) => (
                <NavLink
                  key={link.to}
                  component={RouterNavLink}
                  to={link.to}
                  end
                  label={link.label}
                  // react-router marks the current page with aria-current; Mantine highlights it.
                  active={pathname === link.to}
                />
              ))}
            </SimpleGrid>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>{children}</Grid.Col>
      </Grid>
    </ScreenPage>
  );
}
