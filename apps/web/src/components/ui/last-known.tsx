import { Box, Text } from '@mantine/core';
import { relativeTime } from '@wildfire/shared';
import { createContext, useContext, type ReactNode } from 'react';

import { useTimeFormat } from '@/lib/time-format';
import classes from './last-known.module.css';

/**
 * Values the panel has not confirmed lately (it is offline): shown as last known, greyed, each
 * with its age, and no status inside reads green (StatusBadge turns neutral).
 */
interface LastKnown {
  /** Now, on the server's clock, to say how old each value is. */
  now: number;
}

const LastKnownContext = createContext<LastKnown | null>(null);

/** Whether what is shown here is the panel's last known state rather than a live one. */
export const useLastKnown = () => useContext(LastKnownContext);

export function LastKnownValues({ now, children }: { now: number; children: ReactNode }) {
  return (
    <LastKnownContext.Provider value={{ now }}>
      <Box className={classes.lastKnown} data-last-known="">
        {children}
      </Box>
    </LastKnownContext.Provider>
  );
}

/** "Last known, 12 minutes ago (10:42 AM)" under values shown as last known; nothing when live. */
export function LastKnownAge({ at }: { at: number | null }) {
  const lastKnown = useLastKnown();
  const format = useTimeFormat();
  if (!lastKnown || at === null) return null;
  return (
    <Text size="sm" fw={600} className={classes.age}>
      Last known, {relativeTime(at, lastKnown.now)} ({format.dayTime(at)})
    </Text>
  );
}
