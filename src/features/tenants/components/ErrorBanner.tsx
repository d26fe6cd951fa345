import { Alert, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { RetryButton } from '@/components/RetryButton';
import { READABLE_ALERT_TITLE } from '@/components/tone';

/**
 * The tenant screen's red banner: a failed call in words, dismissible, with a retry. Brought into
 * view as it appears (`reveal`): the form's sits at its top, and a failed 'Criar tenant' (the
 * button at the bottom) showed it above the screen, out of sight. Not when the failure put the
 * focus on a field (its own message is under it): scrolled up to the banner, that field was off
 * screen.
 */
export function ErrorBanner({
  message,
  onClose,
  onRetry,
  retrying = false,
  reveal = true,
}: {
  message: string;
  onClose: () => void;
  onRetry?: () => void;
  /** The retry is on its way. */
  retrying?: boolean;
  reveal?: boolean;
}) {
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Not in every test DOM.
    if (reveal) banner.current?.scrollIntoView?.({ block: 'center' });
  }, [message, reveal]);
  return (
    <Alert
      ref={banner}
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={message}
      withCloseButton
      closeButtonLabel="Fechar aviso"
      onClose={onClose}
      styles={READABLE_ALERT_TITLE}
    >
      {onRetry && (
        <Group>
          <RetryButton onRetry={onRetry} loading={retrying} />
        </Group>
      )}
    </Alert>
  );
}
