import { Chip, Group, Input, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { AMENITY_GROUPS } from '@/api/enums';
import { amenityLabel } from '@/lib/property-labels';

/** The spec's three amenity groups, with pt-BR headings. */
const GROUP_LABELS: Record<keyof typeof AMENITY_GROUPS, string> = {
  leisure: 'Lazer e esporte',
  comfort: 'Conforto e serviços',
  security: 'Segurança',
};

/**
 * The 21 amenity ids as toggles, grouped; ids outside the list (from the portal) are kept as they
 * are. `error`: what the save refuses in the list, said under it like any field's message.
 */
export function AmenityPicker({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <Stack gap="xs" role="group" aria-label={label} aria-describedby={error ? errorId : undefined}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {(Object.keys(AMENITY_GROUPS) as (keyof typeof AMENITY_GROUPS)[]).map((group) => (
        <Stack key={group} gap={6}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {GROUP_LABELS[group]}
          </Text>
          <Group gap={6}>
            {AMENITY_GROUPS[group].map((id) => (
              <Chip
                key={id}
                size="sm"
                variant="outline"
                checked={value.includes(id)}
                onChange={(checked) => onChange(checked ? [...value, id] : value.filter((v) => v !== id))}
              >
                {amenityLabel(id)}
              </Chip>
            ))}
          </Group>
        </Stack>
      ))}
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Stack>
  );
}
