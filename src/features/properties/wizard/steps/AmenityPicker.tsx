import { Chip, Group, Stack, Text } from '@mantine/core';
import { AMENITY_GROUPS } from '@/api/enums';
import { amenityLabel } from '@/lib/property-labels';

/** The spec's three amenity groups, with pt-BR headings. */
const GROUP_LABELS: Record<keyof typeof AMENITY_GROUPS, string> = {
  leisure: 'Lazer e esporte',
  comfort: 'Conforto e serviços',
  security: 'Segurança',
};

/** The 21 amenity ids as toggles, grouped; ids outside the list (from the portal) are kept as they are. */
export function AmenityPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <Stack gap="xs" role="group" aria-label={label}>
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
    </Stack>
  );
}
