import { useInterval } from '@mantine/hooks';
import { useState } from 'react';

/**
 * The time, read as the component mounts and again every `intervalMs`: for a text that says how
 * long ago something happened ('há 4 segundos' must not stay so a minute later).
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(Date.now);
  useInterval(() => setNow(Date.now()), intervalMs, { autoInvoke: true });
  return now;
}
