import { Box, Burger, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { adminMenuFor, hrefOf, isAdminMenuEntryActive } from '../admin-menu';
import classes from './admin-shell.module.css';

interface AdminShellProps {
  /** The signed-in person's effective permissions: they decide which links show. */
  permissions: readonly string[];
  pathname: string;
  children: ReactNode;
}

function AdminLinks({
  permissions,
  pathname,
  onNavigate,
}: {
  permissions: readonly string[];
  pathname: string;
  onNavigate?: () => void;
}) {
  return adminMenuFor(permissions).map((entry) => {
    const active = isAdminMenuEntryActive(entry, pathname);
    return (
      <NavLink
        key={entry.screen}
        component={Link}
        to={hrefOf(entry)}
        label={entry.label}
        active={active}
        aria-current={active ? 'page' : undefined}
        className={classes.navLink}
        onClick={onNavigate}
      />
    );
  });
}

/**
 * The back-office wrapper (spec 2.1: "All admin screens share a wrapper with header, side
 * navigation and footer"): a back-office header, the sub-menu filtered by permission (a drawer
 * on narrow screens) and the screen. The portal's footer closes the page below it.
 */
export function AdminShell({ permissions, pathname, children }: AdminShellProps) {
  const [menuOpen, menu] = useDisclosure(false);

  return (
    <div className={classes.frame}>
      <Box component="nav" aria-label="Back office" className={classes.sideNav} visibleFrom="sm">
        <Stack gap={2}>
          <AdminLinks permissions={permissions} pathname={pathname} />
        </Stack>
      </Box>
      <div className={classes.body}>
        <Group component="header" className={classes.header} gap="sm" wrap="nowrap">
          <Burger
            opened={menuOpen}
            onClick={menu.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label="Open back office menu"
          />
          <Text fw={700} size="sm">
            Back Office
          </Text>
        </Group>
        <Drawer
          opened={menuOpen}
          onClose={menu.close}
          title="Back office menu"
          size="xs"
          hiddenFrom="sm"
          closeButtonProps={{ 'aria-label': 'Close back office menu' }}
        >
          <Stack component="nav" aria-label="Back office" gap={2}>
            <AdminLinks permissions={permissions} pathname={pathname} onNavigate={menu.close} />
          </Stack>
        </Drawer>
        {children}
      </div>
    </div>
  );
}
