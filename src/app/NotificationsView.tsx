import '@mantine/notifications/styles.css';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import classes from './NotificationsView.module.css';

/**
 * How long after a finger leaves the screen a mouse boundary event is taken as the browser's
 * imitation of a mouse for that tap (it follows the touch at once) rather than a real mouse's.
 */
const TAP_MOUSE_EVENTS_MS = 1000;

/**
 * A tap is not a hover, and a tap on a toast dismisses it. After a tap, browsers send the
 * compatibility mouse events (mouseover), and the "mouse" then stays over the toast until the next
 * tap elsewhere: Mantine, which pauses a toast's auto close while it is hovered, kept a tapped toast
 * (and every other, by its pauseResetOnHover 'all') open until the user tapped somewhere else. The
 * mouseover and mouseout of a tap that enter or leave a toast are kept from React (Mantine's
 * onMouseEnter/onMouseLeave come from them), so a toast swiped back closes its duration after the
 * touch (Mantine starts the count again on any press); a real mouse still pauses it, as on a desktop.
 */
function useTapIsNoHover() {
  useEffect(() => {
    let fingerAt = Number.NEGATIVE_INFINITY;
    const onPointer = (event: PointerEvent) => {
      if (event.pointerType === 'touch') fingerAt = event.timeStamp;
    };
    const inToasts = (node: EventTarget | null) =>
      node instanceof Element && !!node.closest(`.${classes.root}`);
    const onBoundary = (event: MouseEvent) => {
      if (event.timeStamp - fingerAt > TAP_MOUSE_EVENTS_MS) return;
      if (inToasts(event.target) || inToasts(event.relatedTarget)) event.stopPropagation();
    };
    // A toast tapped (not its close button or an action in it) goes away, as a phone's do: it
    // covers the screen's top, and only its small × took it down before its time.
    const onClick = (event: MouseEvent) => {
      if (event.timeStamp - fingerAt > TAP_MOUSE_EVENTS_MS || !(event.target instanceof Element)) return;
      if (event.target.closest('button, a')) return;
      const toast = event.target.closest(`.${classes.root} .mantine-Notification-root`);
      if (toast?.id) notifications.hide(toast.id);
    };
    // On the window, in the capture phase: before React's listeners on its roots and portals.
    const options = { capture: true } as const;
    window.addEventListener('pointerdown', onPointer, options);
    window.addEventListener('pointerup', onPointer, options);
    window.addEventListener('mouseover', onBoundary, options);
    window.addEventListener('mouseout', onBoundary, options);
    window.addEventListener('click', onClick, options);
    return () => {
      window.removeEventListener('pointerdown', onPointer, options);
      window.removeEventListener('pointerup', onPointer, options);
      window.removeEventListener('mouseover', onBoundary, options);
      window.removeEventListener('mouseout', onBoundary, options);
      window.removeEventListener('click', onClick, options);
    };
  }, []);
}

/** Mantine's toast host with the app's placement and limits; loaded with the first toast. */
export function NotificationsView() {
  useTapIsNoHover();
  return (
    <Notifications
      limit={3}
      containerWidth={356}
      position="top-center"
      autoClose={4000}
      classNames={{ root: classes.root }}
    />
  );
}
