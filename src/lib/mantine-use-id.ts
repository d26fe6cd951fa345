import { useId as useReactId } from 'react';

/**
 * What the build, the dev server and Storybook give Mantine for its own `useId`
 * (scripts/lib/mantine-stable-ids.ts): the id Mantine's returns on the first render, React's, and the
 * same one afterwards. The app does not import it.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
