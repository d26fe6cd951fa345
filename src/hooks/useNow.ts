import { useEffect, useState } from 'react';

/**
 * The time, read again every `intervalMs` while `active`: for a text that says how long ago
 * something happened ('há 4 segundos' must not stay so a minute later).
 */
export function useNow(intervalMs: number, active = true): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, active]);
  return now;
}
