import { notifications, notificationsStore } from '@mantine/notifications';
import { errorMessage } from '@/api/errors';

/**
 * Toasts with the spec's durations: the app at large uses 4 s by default, 3 s for
 * success and 5 s for errors; the login area uses 2 s for success and 4 s for errors. Loading
 * toasts stay until they are updated.
 */
const TOAST_DURATIONS = {
  app: { default: 4000, success: 3000, error: 5000 },
  auth: { default: 4000, success: 2000, error: 4000 },
} as const;

type Area = keyof typeof TOAST_DURATIONS;

/** Every toast's close button needs a name (axe: button-name). */
const closeButtonProps = { 'aria-label': 'Fechar notificação' };

interface ToastOptions {
  title?: string;
  area?: Area;
  id?: string;
}

/**
 * A toast's id is what it says: the same toast while it is still up (a retry that fails the same
 * way, a double action) stays one toast instead of stacking (see `show`).
 */
function toastId(kind: string, message: string, title?: string): string {
  return `toast:${kind}:${title ?? ''}:${message}`;
}

function show(kind: 'default' | 'success' | 'error', message: string, options: ToastOptions = {}): string {
  const id = options.id ?? toastId(kind, message, options.title);
  const autoClose = TOAST_DURATIONS[options.area ?? 'app'][kind];
  const up = notificationsStore.getState().notifications.find((shown) => shown.id === id);
  if (up) {
    // Shown again while up: it has just happened again, so its time starts over. Left alone, a
    // retry that failed a moment before the first toast's end was never said (Mantine ignores a
    // second toast with a shown id). Mantine restarts a toast's timer when its duration changes:
    // the duration alternates by a millisecond.
    notifications.update({
      id,
      message: up.message,
      autoClose: up.autoClose === autoClose ? autoClose + 1 : autoClose,
    });
    return id;
  }
  return notifications.show({
    id,
    title: options.title,
    message,
    color: kind === 'success' ? 'green' : kind === 'error' ? 'red' : 'blue',
    autoClose,
    closeButtonProps,
  });
}

export const toast = {
  info: (message: string, options?: ToastOptions) => show('default', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  loading: (message: string, options: ToastOptions = {}) =>
    notifications.show({
      id: options.id,
      title: options.title,
      message,
      loading: true,
      autoClose: false,
      closeButtonProps,
    }),
  /** Takes a toast down before its time (what it said is no longer true). */
  hide: (id: string) => notifications.hide(id),
  /**
   * A failed call in the screen's words (`fallback`, from the spec's catalogue), with the server's
   * own reason, or the connection message, underneath when there is one.
   */
  failure: (error: unknown, fallback: string, options: Omit<ToastOptions, 'title'> = {}) => {
    const detail = errorMessage(error, fallback);
    return detail === fallback
      ? show('error', fallback, options)
      : show('error', detail, { ...options, title: fallback });
  },
};
