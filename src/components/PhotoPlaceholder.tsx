import { Center, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';

/** Stands in for a missing photo, or one that failed to load ('Foto indisponível'). */
export function PhotoPlaceholder({
  label = 'Sem foto',
  size = 'sm',
}: {
  label?: string;
  size?: 'sm' | 'md';
}) {
  return (
    <Center
      h="100%"
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: `var(--mantine-radius-${size})` }}
      data-testid="photo-placeholder"
    >
      <Stack gap={4} align="center">
        <IconPhotoOff
          size={size === 'md' ? 32 : 28}
          stroke={1.5}
          aria-hidden
          color="var(--mantine-color-dimmed)"
        />
        <Text size={size === 'md' ? 'sm' : 'xs'} c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
