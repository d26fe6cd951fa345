import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/**
 * A screen whose content is still being delivered. It says so plainly rather than showing fake
 * data, and names what it will hold.
 */
export function InterimPage({ title, message }: { title: string; message: string }) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconTools size={28} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={520}>
        {message}
      </Text>
    </Stack>
  );
}
