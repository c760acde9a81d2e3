import {
  AppShell,
  Burger,
  Divider,
  Drawer,
  Group,
  NavLink as MantineNavLink,
  Stack,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { BrandLogo } from '../ui/brand-logo';
import { ThemeToggle } from '../ui/theme-toggle';
import { AppFooter } from './app-footer';
import classes from './app-layout.module.css';
import { UserMenu, type MenuUser } from './user-menu';

/** A link of the header or the sidebar; the caller decides which one is current. */
export interface ShellLink {
  label: string;
  to: string;
  active: boolean;
  /** Runs before navigating (the Properties link clears the selection first). */
  onClick?: () => void;
}

interface AppLayoutProps {
  user: MenuUser;
  onLogout: () => void;
  /** Header links: on narrow screens they move into the burger drawer. */
  mainLinks: ShellLink[];
  /** Left sidebar links; `null` hides the sidebar. */
  sidebarLinks: ShellLink[] | null;
  /** Extra header controls before the theme toggle (the alerts bell). */
  headerActions?: ReactNode;
  /**
   * Full-width band above the screen (the map or the help video). On a phone it goes below the
   * screen, so what the screen is for comes first.
   */
  band?: ReactNode;
  /**
   * More links for the narrow screens' drawer, under their own heading (the back-office menu):
   * one navigation control per width, never a second burger inside the page.
   */
  drawerSection?: { label: string; links: ShellLink[] } | null;
  /** A bar under the band, above the screen on every width (the selected property). */
  bar?: ReactNode;
  /**
   * A strip docked below the footer, in the page flow so it never covers a control (the debug
   * panel).
   */
  dock?: ReactNode;
  children: ReactNode;
}

const SIDEBAR_WIDTH = 220;

function DrawerLinks({ links, onNavigate }: { links: ShellLink[]; onNavigate: () => void }) {
  return links.map((link) => (
    <MantineNavLink
      key={`${link.label}-${link.to}`}
      component={Link}
      to={link.to}
      label={link.label}
      active={link.active}
      aria-current={link.active ? 'page' : undefined}
      className={classes.navLink}
      onClick={() => {
        link.onClick?.();
        onNavigate();
      }}
    />
  ));
}

/**
 * The signed-in frame: header (main links, caller's actions, theme toggle, user menu), an
 * optional left sidebar, an optional band above the content, the content and the footer.
 * It knows nothing of properties or alerts: the caller passes the pieces in.
 */
export function AppLayout({
  user,
  onLogout,
  mainLinks,
  sidebarLinks,
  headerActions,
  band,
  bar,
  dock,
  drawerSection,
  children,
}: AppLayoutProps) {
  const [menuOpen, menu] = useDisclosure(false);
  const showSidebar = sidebarLinks !== null && sidebarLinks.length > 0;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: SIDEBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: true, desktop: !showSidebar },
      }}
      padding={0}
    >
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
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm" wrap="nowrap">
            {mainLinks.map((link) => (
              <Link
                key={`${link.label}-${link.to}`}
                to={link.to}
                onClick={link.onClick}
                className={classes.link}
                aria-current={link.active ? 'page' : undefined}
              >
                {link.label}
              </Link>
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap">
            {headerActions}
            <ThemeToggle />
            <UserMenu user={user} onLogout={onLogout} />
          </Group>
        </Group>
      </AppShell.Header>

      <Drawer
        opened={menuOpen}
        onClose={menu.close}
        title="Navigation"
        size="xs"
        hiddenFrom="sm"
        closeButtonProps={{ 'aria-label': 'Close navigation' }}
      >
        <Stack component="nav" aria-label="Main" gap={2}>
          <DrawerLinks links={mainLinks} onNavigate={menu.close} />
        </Stack>
        {showSidebar && (
          <>
            <Divider my="sm" />
            <Stack component="nav" aria-label="Property sections" gap={2}>
              <DrawerLinks links={sidebarLinks} onNavigate={menu.close} />
            </Stack>
          </>
        )}
        {drawerSection && drawerSection.links.length > 0 && (
          <>
            <Divider my="sm" label={drawerSection.label} labelPosition="left" />
            <Stack component="nav" aria-label={drawerSection.label} gap={2}>
              <DrawerLinks links={drawerSection.links} onNavigate={menu.close} />
            </Stack>
          </>
        )}
      </Drawer>

      {showSidebar && (
        <AppShell.Navbar p="sm" aria-label="Property sections" visibleFrom="sm">
          <Stack gap={2}>
            {sidebarLinks.map((link) => (
              <MantineNavLink
                key={`${link.label}-${link.to}`}
                component={Link}
                to={link.to}
                label={link.label}
                active={link.active}
                aria-current={link.active ? 'page' : undefined}
                className={classes.navLink}
                onClick={link.onClick}
              />
            ))}
          </Stack>
        </AppShell.Navbar>
      )}

      <AppShell.Main className={classes.main}>
        {band && <div className={classes.band}>{band}</div>}
        {bar}
        <div className={classes.content}>{children}</div>
        <div className={classes.footer}>
          <AppFooter />
        </div>
        {dock}
      </AppShell.Main>
    </AppShell>
  );
}
