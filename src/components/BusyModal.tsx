import { Modal } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useOpenSession } from '@/hooks/useOpenSession';

/**
 * A dialog that cannot be closed (Escape, the X, a click outside) while its work is in flight, and
 * whose body starts afresh at every opening. The body reports its work through `setBusy`.
 */
export function BusyModal({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: (setBusy: (busy: boolean) => void) => ReactNode;
}) {
  const session = useOpenSession(opened);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      closeOnClickOutside={!busy}
      title={title}
      size="lg"
      centered
    >
      {opened && <BodyOfSession key={session}>{children(setBusy)}</BodyOfSession>}
    </Modal>
  );
}

/** Only a key holder: a new session remounts the body with fresh state. */
function BodyOfSession({ children }: { children: ReactNode }) {
  return children;
}
