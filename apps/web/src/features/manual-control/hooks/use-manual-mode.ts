import { SESSION_KEYS } from '@wildfire/shared';
import { useCallback, useState } from 'react';

const read = (siteId: string) => {
  try {
    return sessionStorage.getItem(SESSION_KEYS.manualMode(siteId)) === 'on';
  } catch {
    return false;
  }
};

/**
 * Manual mode of a property's controls, kept for the browser tab: switched on once, it stays on
 * across the dashboard and the defense screens until switched off or the tab is closed.
 */
export function useManualMode(siteId: string): [boolean, (on: boolean) => void] {
  const [state, setState] = useState(() => ({ siteId, on: read(siteId) }));
  const on = state.siteId === siteId ? state.on : read(siteId);
  const set = useCallback(
    (next: boolean) => {
      try {
        if (next) sessionStorage.setItem(SESSION_KEYS.manualMode(siteId), 'on');
        else sessionStorage.removeItem(SESSION_KEYS.manualMode(siteId));
      } catch {
        // Storage unavailable: manual mode lasts as long as the screen.
      }
      setState({ siteId, on: next });
    },
    [siteId],
  );
  return [on, set];
}
