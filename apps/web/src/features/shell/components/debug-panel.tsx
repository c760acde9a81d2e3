import { Button, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { CurrentUser } from '@wildfire/shared';
import { useEffect, useReducer, useState } from 'react';
import { useLocation } from 'react-router';

import { version } from '../../../../package.json';
import { useAppConfig } from '@/components/layout/use-app-config';
import { usePropertySelection } from '@/lib/property-selection';
import {
  applicationEntries,
  authenticationEntries,
  debugPanelOpenKey,
  entriesToText,
  readStorageEntries,
  shouldShowDebugPanel,
  type DebugEntries,
} from '../debug-data';
import classes from './debug-panel.module.css';

const storageOf = (name: 'localStorage' | 'sessionStorage'): Storage | undefined => {
  try {
    return window[name];
  } catch {
    return undefined;
  }
};

async function copySection(title: string, entries: DebugEntries) {
  try {
    await navigator.clipboard.writeText(entriesToText(title, entries));
    notifications.show({ message: `${title} copied to the clipboard` });
  } catch (error) {
    // Spec section 8: a clipboard failure is only logged.
    console.warn(`Could not copy ${title} to the clipboard`, error);
  }
}

function DebugSection({ title, entries }: { title: string; entries: DebugEntries }) {
  return (
    <section className={classes.section}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={3} size="sm">
          {title}
        </Title>
        <Button
          size="compact-xs"
          variant="default"
          aria-label={`Copy ${title}`}
          onClick={() => void copySection(title, entries)}
        >
          Copy
        </Button>
      </Group>
      {entries.length === 0 ? (
        <Text size="xs">Empty</Text>
      ) : (
        <dl className={classes.entries}>
          {entries.map(([key, value]) => (
            <div key={key} className={classes.entry}>
              <dt>{key}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** Whether this person left the panel open; it starts closed (issue 36). */
function readOpen(userId: number): boolean {
  return storageOf('localStorage')?.getItem(debugPanelOpenKey(userId)) === 'true';
}

function writeOpen(userId: number, open: boolean) {
  try {
    const local = storageOf('localStorage');
    if (open) local?.setItem(debugPanelOpenKey(userId), 'true');
    else local?.removeItem(debugPanelOpenKey(userId));
  } catch {
    // Storage full or refused: the panel still opens, it only forgets it next time.
  }
}

/**
 * The developer's view of the session: authentication, application, local storage and
 * session storage, each copyable. It is docked in the page below the footer, never floating
 * over it, so it cannot cover a control; it starts collapsed and remembers per person whether
 * they opened it.
 */
export function DebugPanel({ user }: { user: CurrentUser }) {
  const location = useLocation();
  const { siteId } = usePropertySelection();
  const [open, setOpen] = useState(() => readOpen(user.id));
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const titleId = useId();
  const bodyId = useId();

  // Another tab (or the app) changing storage should show here without a reload.
  useEffect(() => {
    window.addEventListener('storage', refresh);
    return () => {
      window.removeEventListener('storage', refresh);
    };
  }, []);

  const toggle = () => {
    writeOpen(user.id, !open);
    setOpen(!open);
  };

  const local = storageOf('localStorage');
  const session = storageOf('sessionStorage');
  const sections: { title: string; entries: DebugEntries }[] = open
    ? [
        { title: 'Authentication', entries: authenticationEntries(user, local) },
        {
          title: 'Application',
          entries: applicationEntries({
            route: `${location.pathname}${location.search}${location.hash}`,
            siteId,
            version,
          }),
        },
        { title: 'Local storage', entries: readStorageEntries(local) },
        { title: 'Session', entries: readStorageEntries(session) },
      ]
    : [];

  return (
    <section className={classes.panel} aria-labelledby={titleId} data-debug-panel>
      <div className={classes.titleBar}>
        <Title order={2} size="sm" id={titleId} className={classes.title}>
          Debug panel
        </Title>
        <Button
          size="compact-xs"
          variant="default"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={toggle}
        >
          {open ? 'Collapse' : 'Expand'}
        </Button>
      </div>
      <div
        id={bodyId}
        className={classes.body}
        hidden={!open}
        role="group"
        aria-label="Debug details"
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          {sections.map((section) => (
            <DebugSection key={section.title} {...section} />
          ))}
        </SimpleGrid>
      </div>
    </section>
  );
}

/** The debug panel appears only in demo or development mode, to staff holding system_configuration. */
export function DebugPanelGate({ user }: { user: CurrentUser }) {
  const { data: config } = useAppConfig();
  if (!shouldShowDebugPanel(config?.demo_mode, user)) return null;
  return <DebugPanel user={user} />;
}
