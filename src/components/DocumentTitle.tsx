import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * The browser tab's title, from the `head` (`pageHead`) of the deepest matched route that has one.
 * The app wants nothing else of `head`, so this stands in for the router's HeadContent, which also
 * manages meta, link, script and style tags and would add 1.4 kB (gzip) to the first download.
 */
export function DocumentTitle() {
  const title = useRouterState({
    select: (state) => {
      for (const match of [...state.matches].reverse()) {
        const found = match.meta?.find((tag) => tag && 'title' in tag)?.title;
        if (found) return found;
      }
      return undefined;
    },
  });
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
