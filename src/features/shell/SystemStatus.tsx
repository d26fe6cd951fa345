import { Box, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useServerReachable } from '@/api/reachability';
import { APP_VERSION } from '@/lib/env';

/**
 * The rail's status line: 'Sistema Online' while the browser has a connection and the server
 * answers; 'Sem conexão' when the browser loses its connection, 'Servidor sem resposta' when the
 * server stops answering (the screens then show their own connection errors). Icon-only, a dot
 * with a tooltip.
 */
export function SystemStatus({ iconOnly }: { iconOnly: boolean }) {
  const { online } = useNetwork();
  const answered = useServerReachable((s) => s.answered);
  const label = !online ? 'Sem conexão' : answered ? 'Sistema Online' : 'Servidor sem resposta';
  const dot = online && answered ? 'green.6' : 'red.6';
  if (iconOnly) {
    return (
      <Tooltip label={`${label} · v${APP_VERSION}`} position="right">
        {/* A live region as the full line is: a change of state is read out in either form. */}
        <Box role="status" w={8} h={8} bg={dot} style={{ borderRadius: '50%', flexShrink: 0 }}>
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
