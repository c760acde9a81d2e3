import { useCallback, useEffect, useRef, useState } from 'react';

import type { MapPoint } from './property-map';

type LocationStatus = 'idle' | 'locating' | 'found' | 'failed';

const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 15_000, maximumAge: 60_000 };

/**
 * The browser's idea of where the user is. `locate()` asks for it; a failure is reported
 * only when the user asked (`quiet: false`), so a background attempt never nags.
 */
export function useOwnLocation() {
  const [position, setPosition] = useState<MapPoint | null>(null);
  const [status, setStatus] = useState<LocationStatus>('idle');
  const [failedLoudly, setFailedLoudly] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(
    ({ quiet = false }: { quiet?: boolean } = {}): Promise<MapPoint | null> =>
      new Promise((resolve) => {
        const fail = () => {
          if (!mounted.current) return resolve(null);
          setStatus('failed');
          if (!quiet) setFailedLoudly(true);
          resolve(null);
        };
        if (!('geolocation' in navigator)) {
          fail();
          return;
        }
        setStatus('locating');
        setFailedLoudly(false);
        navigator.geolocation.getCurrentPosition(
          ({ coords }) => {
            const found = { latitude: coords.latitude, longitude: coords.longitude };
            if (mounted.current) {
              setPosition(found);
              setStatus('found');
            }
            resolve(found);
          },
          fail,
          GEOLOCATION_OPTIONS,
        );
      }),
    [],
  );

  const dismissFailure = useCallback(() => {
    setFailedLoudly(false);
  }, []);

  return { position, status, failed: failedLoudly, locate, dismissFailure };
}
