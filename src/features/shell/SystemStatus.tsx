import { Box, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { APP_VERSION } from '@/lib/env';

/**
 * The rail's status line: 'Sistema Online' while the browser has a connection, 'Sem conexão' when
 * it loses it (the screens then show their own connection errors). Icon-only, a dot with a tooltip.
 */
export function SystemStatus({ iconOnly }: { iconOnly: boolean }) {
  const { online } = useNetwork();
  const label = online ? 'Sistema Online' : 'Sem conexão';
  const dot = online ? 'green.6' : 'red.6';
  if (iconOnly) {
    return (
      <Tooltip label={`${label} · v${APP_VERSION}`} position="right">
        <Box w={8} h={8} bg={dot} style={{ borderRadius: '50%', flexShrink: 0 }}>
          <VisuallyHidden>
            {label} · v{APP_VERSION}
          </VisuallyHidden>
        </Box>
      </Tooltip>
    );
  }
  return (
    <Stack gap={0} role="status">
      <Group gap={6}>
        <Box w={8} h={8} bg={dot} style={{ borderRadius: '50%' }} aria-hidden />
        <Text size="xs" fw={600}>
          {label}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        v{APP_VERSION}
      </Text>
    </Stack>
  );
}
