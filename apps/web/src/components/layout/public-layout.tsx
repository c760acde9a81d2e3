import { Box, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';

import { paths } from '@/config/paths';
import { BrandLogo } from '../ui/brand-logo';
import { ThemeToggle } from '../ui/theme-toggle';
import { AppFooter } from './app-footer';
import classes from './public-layout.module.css';

/** Frame for pages anyone may read, signed in or not (terms of use, privacy policy). */
export function PublicLayout() {
  return (
    <div className={classes.page}>
      <Group component="header" h={60} px="md" justify="space-between" className={classes.header}>
        <Link
          to={paths.home.getHref()}
          className={classes.brand}
          aria-label="Wildfire Defense home"
        >
          <BrandLogo />
        </Link>
        <ThemeToggle />
      </Group>
      <Box component="main" className={classes.main}>
        <Outlet />
      </Box>
      <AppFooter showSupport={false} />
    </div>
  );
}
