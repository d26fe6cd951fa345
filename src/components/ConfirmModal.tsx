import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

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
}) {
  const { color, icon: VariantIcon } = VARIANTS[variant];
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
          <Text size="sm" style={{ flex: 1 }} component="div">
            {message}
          </Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          {/* The focus starts on the way out: Enter pressed once too often must not delete. */}
          <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={color} autoContrast onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
