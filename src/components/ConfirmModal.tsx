import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import { useDidUpdate } from '@mantine/hooks';
import { useRef, type ReactNode } from 'react';
import { BusyButton } from './BusyButton';

export type ConfirmVariant = 'danger' | 'warning' | 'info' | 'success';

const VARIANTS: Record<ConfirmVariant, { color: string; icon: Icon }> = {
  danger: { color: 'red', icon: IconTrash },
  warning: { color: 'yellow', icon: IconAlertTriangle },
  info: { color: 'blue', icon: IconInfoCircle },
  success: { color: 'green', icon: IconCircleCheck },
};

/**
 * The generic confirm modal, with the variants danger, warning, info and success.
 * The confirm button takes the variant's colour; `loading` keeps the modal open while the caller
 * works and disables cancelling. It opens with the focus on the cancel button, whatever the variant.
 */
export function ConfirmModal({
  opened,
  onClose,
  onConfirm,
  title,
  message,
  variant = 'danger',
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  loading = false,
  focusAfter,
}: {
  /** Whether the modal is shown. */
  opened: boolean;
  /** Cancel, the ×, Escape or a click outside; ignored while `loading`. */
  onClose: () => void;
  /** The confirm button; the caller closes the modal (or sets `loading`) itself. */
  onConfirm: () => void;
  /** The question, as the dialog's title and accessible name ('Excluir imóvel?'). */
  title: string;
  /** What will happen, under the title. */
  message: ReactNode;
  /** The confirm button's colour and the icon: danger (red, default), warning, info, success. */
  variant?: ConfirmVariant;
  /** The confirm button's text (default 'Confirmar'). */
  confirmLabel?: string;
  /** The cancel button's text (default 'Cancelar'). */
  cancelLabel?: string;
  /** The caller is working: the confirm button spins, cancelling is disabled. */
  loading?: boolean;
  /**
   * Where the focus goes once the modal has closed, when the button that opened it is gone (the
   * row it deleted); else the screen's main region. Mantine gives it back to that button, and with
   * the button gone the focus fell to the page, and the next Tab started from its top.
   */
  focusAfter?: () => HTMLElement | null | undefined;
}) {
  const { color, icon: VariantIcon } = VARIANTS[variant];
  useFocusAfterOpenerGone(opened, focusAfter);
  return (
    <Modal
      opened={opened}
      onClose={loading ? () => undefined : onClose}
      title={title}
      centered
      data-variant={variant}
    >
      <Stack gap="lg">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon color={color} variant="light" size={40} radius="xl" aria-hidden>
            <VariantIcon size={22} />
          </ThemeIcon>
          {/* A long name (a user's e-mail, a title) wraps inside the dialog, not past its edge. */}
          <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} component="div">
            {message}
          </Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          {/* The focus starts on the way out: Enter pressed once too often must not delete. */}
          <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
            {cancelLabel}
          </Button>
          {/* Busy, not disabled: a failed confirm leaves the focus on it, in the dialog. */}
          <BusyButton color={color} autoContrast onClick={onConfirm} busy={loading}>
            {confirmLabel}
          </BusyButton>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Mantine gives the focus back to the element that had it as the modal opened, 10 ms after it
 * closes. Once that element is gone (the row the modal deleted) or out of reach (a link of the
 * phone's menu, closed and inert as the modal opened), this puts it on `focusAfter`'s element,
 * else on the screen's main region.
 */
function useFocusAfterOpenerGone(opened: boolean, focusAfter?: () => HTMLElement | null | undefined) {
  const opener = useRef<Element | null>(null);
  useDidUpdate(() => {
    if (opened) {
      opener.current = document.activeElement;
      return;
    }
    const timeout = window.setTimeout(() => {
      const element = opener.current;
      if (!element || (element.isConnected && !element.closest('[inert]'))) return;
      const target = focusAfter?.() ?? document.querySelector<HTMLElement>('main');
      target?.focus({ preventScroll: !focusAfter });
    }, 20);
    return () => window.clearTimeout(timeout);
  }, [opened]);
}
