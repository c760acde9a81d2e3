import { Button, FloatingWindow, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useId, type SetFloatingWindowPosition } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { CurrentUser } from '@wildfire/shared';
import { useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

import { version } from '../../../../package.json';
import { useAppConfig } from '../../../components/layout/use-app-config';
import { usePropertySelection } from '../../../lib/property-selection';
import {
  applicationEntries,
  authenticationEntries,
  entriesToText,
  readStorageEntries,
  shouldShowDebugPanel,
  type DebugEntries,
} from '../debug-data';
import classes from './debug-panel.module.css';

const KEYBOARD_STEP_PX = 10;
const KEYBOARD_BIG_STEP_PX = 50;

const arrowMoves: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const startsCollapsed = () => window.matchMedia('(max-width: 36em)').matches;

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

function GripIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <g fill="currentColor">
        <circle cx="5" cy="4" r="1.4" />
        <circle cx="11" cy="4" r="1.4" />
        <circle cx="5" cy="8" r="1.4" />
        <circle cx="11" cy="8" r="1.4" />
        <circle cx="5" cy="12" r="1.4" />
        <circle cx="11" cy="12" r="1.4" />
      </g>
    </svg>
  );
}

/**
 * The developer's view of the session: authentication, application, local storage and
 * session storage, each copyable. Drag it by its title bar (or focus the title bar and use
 * the arrow keys); double-click the title bar or use the button to collapse it.
 */
export function DebugPanel({ user }: { user: CurrentUser }) {
  const location = useLocation();
  const { siteId } = usePropertySelection();
  // On a phone it would cover the screen, so it starts collapsed there.
  const [initiallyCollapsed] = useState(startsCollapsed);
  const [collapsed, collapse] = useDisclosure(initiallyCollapsed);
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const rootRef = useRef<HTMLDivElement>(null);
  const setPositionRef = useRef<SetFloatingWindowPosition>(null);
  const titleId = useId();
  const bodyId = useId();

  // Another tab (or the app) changing storage should show here without a reload.
  useEffect(() => {
    window.addEventListener('storage', refresh);
    return () => {
      window.removeEventListener('storage', refresh);
    };
  }, []);

  const local = storageOf('localStorage');
  const session = storageOf('sessionStorage');
  const sections: { title: string; entries: DebugEntries }[] = [
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
  ];

  const moveWithKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = arrowMoves[event.key];
    const root = rootRef.current;
    if (!move || !root || !setPositionRef.current) return;
    event.preventDefault();
    const step = event.shiftKey ? KEYBOARD_BIG_STEP_PX : KEYBOARD_STEP_PX;
    // The window keeps its position in left/top; the box is the fallback before the first move.
    const rect = root.getBoundingClientRect();
    const left = Number.parseFloat(root.style.left) || rect.left;
    const top = Number.parseFloat(root.style.top) || rect.top;
    setPositionRef.current({ left: left + move[0] * step, top: top + move[1] * step });
  };

  return (
    <FloatingWindow
      ref={rootRef}
      setPositionRef={setPositionRef}
      initialPosition={{ right: 16, bottom: 16 }}
      constrainOffset={8}
      dragHandleSelector="[data-drag-handle]"
      excludeDragHandleSelector="[data-no-drag]"
      className={classes.panel}
      shadow="lg"
      withBorder
      role="region"
      aria-labelledby={titleId}
    >
      <div
        className={classes.titleBar}
        data-drag-handle
        role="group"
        aria-label="Debug panel title bar: arrow keys move the panel"
        tabIndex={0}
        onDoubleClick={collapse.toggle}
        onKeyDown={moveWithKeys}
      >
        <span className={classes.grip}>
          <GripIcon />
        </span>
        <Title order={2} size="sm" id={titleId} className={classes.title}>
          Debug panel
        </Title>
        <Button
          size="compact-xs"
          variant="default"
          data-no-drag
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={collapse.toggle}
        >
          {collapsed ? 'Expand' : 'Collapse'}
        </Button>
      </div>
      <div
        id={bodyId}
        className={classes.body}
        hidden={collapsed}
        role="group"
        aria-label="Debug details"
        tabIndex={0}
      >
        <Stack gap="sm">
          {sections.map((section) => (
            <DebugSection key={section.title} {...section} />
          ))}
        </Stack>
      </div>
    </FloatingWindow>
  );
}

/** The debug panel appears only in demo or development mode, and only to staff. */
export function DebugPanelGate({ user }: { user: CurrentUser }) {
  const { data: config } = useAppConfig();
  if (!shouldShowDebugPanel(config?.demo_mode, user)) return null;
  return <DebugPanel user={user} />;
}
