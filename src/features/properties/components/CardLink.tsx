import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/**
 * A plain link to a property screen that navigates inside the app. The router's <Link> builds and
 * tracks its location on every render; a page may hold 200 of these, so this one only reads the
 * router on click (and preloads the screen on hover, like <Link> does).
 */
export function CardLink({
  to,
  id,
  onClick,
  onMouseEnter,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: '/properties/$id/view' | '/properties/$id/edit';
  id: string;
}) {
  const router = useRouter();
  const href = to.replace('$id', encodeURIComponent(id));
  return (
    <a
      {...props}
      href={href}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        void router.preloadRoute({ to, params: { id } }).catch(() => undefined);
      }}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        ) {
          return;
        }
        event.preventDefault();
        void router.navigate({ to, params: { id } });
      }}
    >
      {children}
    </a>
  );
}
