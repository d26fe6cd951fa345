import { Box, Checkbox, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { memo, useId } from 'react';
import { formatPrice } from '@/lib/format';
import { propertyTypeLabel, statusLabel } from '@/lib/property-labels';
import type { AvailablePropertyView } from '../api/normalize';
import { Tag } from '@/components/Tag';

/** Why a never-exported property cannot be refreshed on the portal. */
export const NOT_EXPORTED_HINT = 'Nunca exportado: não pode ser atualizado no portal';

/**
 * Only listings on the portal can be refreshed: the manual refresh and the schedules (step 2, the
 * add modal) disable the others with the reason.
 */
export function notExportedReason(row: AvailablePropertyView): string | null {
  return row.exported ? null : NOT_EXPORTED_HINT;
}

/**
 * One available property in a selection panel: cover image, title, code, type, neighbourhood and
 * city, price in BRL without decimals, status and whether it is on the portal. The whole row toggles
 * its checkbox; a disabled row says why.
 */
export const AvailablePropertyRow = memo(function AvailablePropertyRow({
  property,
  checked,
  onToggle,
  disabledReason,
}: {
  property: AvailablePropertyView;
  checked: boolean;
  onToggle: (id: number, checked: boolean) => void;
  disabledReason?: string | null;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const disabled = Boolean(disabledReason);
  const place = [property.neighborhood, property.city].filter(Boolean).join(', ');
  const meta = [property.code, property.type ? propertyTypeLabel(property.type) : null, place]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box
      component="label"
      htmlFor={id}
      data-testid="available-property"
      data-property-id={property.id}
      py={6}
      px="xs"
      style={{
        display: 'flex',
        gap: 10,
        alignItems: 'center',
        cursor: disabled ? 'not-allowed' : 'pointer',
        borderRadius: 'var(--mantine-radius-sm)',
        background: checked ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onToggle(property.id, event.currentTarget.checked)}
        aria-labelledby={titleId}
        aria-describedby={disabled ? hintId : undefined}
      />
      {property.cover ? (
        <Image src={property.cover} alt="" w={56} h={42} radius="sm" fit="cover" loading="lazy" />
      ) : (
        <ThemeIcon variant="light" color="gray" w={56} h={42} radius="sm" aria-hidden>
          <IconPhotoOff size={18} />
        </ThemeIcon>
      )}
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        {/* On a phone the price goes under the title rather than past the panel's edge. */}
        <Group justify="space-between" gap={4} wrap="wrap" align="flex-start">
          <Text id={titleId} size="sm" fw={600} lineClamp={2} miw={0} style={{ flex: '1 1 9rem' }}>
            {property.title}
          </Text>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatPrice(property.price)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {meta}
        </Text>
        <Group gap={6} wrap="wrap">
          {property.status && (
            <Tag color="gray" size="xs">
              {statusLabel(property.status)}
            </Tag>
          )}
          <Tag color={property.exported ? 'green' : 'yellow'} size="xs">
            {property.exported ? 'Exportado' : 'Não exportado'}
          </Tag>
          {disabledReason && (
            <Text id={hintId} size="xs" c="dimmed">
              {disabledReason}
            </Text>
          )}
        </Group>
      </Stack>
    </Box>
  );
});
