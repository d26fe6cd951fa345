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
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  message: ReactNode;
  variant?: ConfirmVariant;
  confirmLabel?: string;
  cancelLabel?: string;
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
