import { AppShell, Burger, Drawer, Group, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import { paths } from '../../config/paths';
import { BrandLogo } from '../ui/brand-logo';
import { ThemeToggle } from '../ui/theme-toggle';
import { AppFooter } from './app-footer';
import classes from './app-layout.module.css';
import { UserMenu, type MenuUser } from './user-menu';

const mainLinks = [
  { label: 'Home', to: paths.home.getHref(), end: true },
  { label: 'Properties', to: paths.properties.getHref(), end: false },
  { label: 'Admin', to: paths.admin.map.getHref(), end: false },
  { label: 'Help', to: paths.help.getHref(), end: false },
] as const;

interface AppLayoutProps {
  user: MenuUser;
  onLogout: () => void;
  children: ReactNode;
}

/** The signed-in shell: header with the main links, theme toggle and user menu; content; footer. */
export function AppLayout({ user, onLogout, children }: AppLayoutProps) {
  const [menuOpen, menu] = useDisclosure(false);
  const { pathname } = useLocation();

  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={menuOpen}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Open navigation"
            />
            <Link
              to={paths.home.getHref()}
              className={classes.brand}
              aria-label="Wildfire Defense home"
            >
              <BrandLogo compact />
            </Link>
          </Group>
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm">
            {mainLinks.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end} className={classes.link}>
                {link.label}
              </NavLink>
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ThemeToggle />
            <UserMenu user={user} onLogout={onLogout} />
          </Group>
        </Group>
      </AppShell.Header>

      <Drawer opened={menuOpen} onClose={menu.close} title="Navigation" size="xs" hiddenFrom="sm">
        <Stack component="nav" aria-label="Main" gap={2}>
          {mainLinks.map((link) => (
            <MantineNavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={link.label}
              active={link.end ? pathname === link.to : pathname.startsWith(link.to)}
              onClick={menu.close}
            />
          ))}
        </Stack>
      </Drawer>

      <AppShell.Main className={classes.main}>
        <div className={classes.content}>{children}</div>
        <AppFooter />
      </AppShell.Main>
    </AppShell>
  );
}
