import { Box, Group, NavLink, Stack, Text } from '@mantine/core';
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
}: {
  permissions: readonly string[];
  pathname: string;
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
      />
    );
  });
}

/**
 * The back-office wrapper (spec 2.1: "All admin screens share a wrapper with header, side
 * navigation and footer"): a back-office header, the sub-menu filtered by permission and the
 * screen. On narrow screens the sub-menu is a section of the header's one navigation drawer
 * (app/routes/app-shell.tsx), so there is never a second burger. The portal's footer closes the page below it.
 */
export function AdminShell({ permissions, pathname, children }: AdminShellProps) {
  return (
    <div className={classes.frame}>
      <Box component="nav" aria-label="Back office" className={classes.sideNav} visibleFrom="sm">
        <Stack gap={2}>
          <AdminLinks permissions={permissions} pathname={pathname} />
        </Stack>
      </Box>
      <div className={classes.body}>
        <Group component="header" className={classes.header} gap="sm" wrap="nowrap">
          <Text fw={700} size="sm">
            Back Office
          </Text>
        </Group>
        {children}
      </div>
    </div>
  );
}
