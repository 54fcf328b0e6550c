import { useState } from 'react';
import type { Position } from '@/shared/lib';

export type LocationStatus = 'idle' | 'asking' | 'shared' | 'unavailable';

/**
 * The visitor's position, asked of the browser only when they press the button that calls
 * `ask` (docs/decisions.md, "Split reservations"): never on load, never stored.
 */
export const useVisitorLocation = (): { status: LocationStatus; position: Position | null; ask: () => void } => {
  const [status, setStatus] = useState<LocationStatus>('idle');
  const [position, setPosition] = useState<Position | null>(null);
  const ask = () => {
    if (!('geolocation' in navigator)) {
      setStatus('unavailable');
      return;
    }
    setStatus('asking');
    navigator.geolocation.getCurrentPosition(
      (found) => {
        setPosition({ lat: found.coords.latitude, lng: found.coords.longitude });
        setStatus('shared');
      },
      () => setStatus('unavailable'),
      { maximumAge: 300_000, timeout: 15_000 },
    );
  };
  return { status, position, ask };
};
