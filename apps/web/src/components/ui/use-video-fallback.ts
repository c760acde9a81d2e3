import { useCallback, useEffect, useState } from 'react';

type VideoState = 'loading' | 'ready' | 'failed';

/**
 * Tracks a decorative video that must either become playable within `timeoutMs`
 * or give way to the static background (spec: login video failure, section 8).
 */
export function useVideoFallback(timeoutMs: number) {
  const [state, setState] = useState<VideoState>('loading');

  useEffect(() => {
    if (state !== 'loading') return;
    const timer = window.setTimeout(() => {
      console.warn(
        `Background video did not load within ${String(timeoutMs)} ms; showing the static background.`,
      );
      setState('failed');
    }, timeoutMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [state, timeoutMs]);

  const markReady = useCallback(() => {
    setState((current) => (current === 'loading' ? 'ready' : current));
  }, []);

  const markFailed = useCallback(() => {
    console.warn('Background video failed to load; showing the static background.');
    setState('failed');
  }, []);

  return { failed: state === 'failed', markReady, markFailed };
}
