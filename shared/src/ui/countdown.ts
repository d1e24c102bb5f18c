import { useEffect, useState } from 'react';

/** Whole seconds left until `epochMs`, ticking once a second and stopping at zero. */
export function useSecondsUntil(epochMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      // Nothing changes on screen after zero; stop waking the page up.
      if (current >= epochMs) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [epochMs]);
  return Math.max(0, Math.ceil((epochMs - now) / 1000));
}
