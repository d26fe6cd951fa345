import { Box, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useServerReachable, type ServerReach } from '@/api/reachability';
import { APP_VERSION } from '@/lib/env';

const LABELS = {
  online: 'Sistema Online',
  failing: 'Servidor com falhas',
  unreachable: 'Servidor sem resposta',
} as const satisfies Record<ServerReach, string>;

/**
 * The rail's status line: 'Sistema Online' while the browser has a connection and the server
 * answers; 'Sem conexão' when the browser loses its connection, 'Servidor sem resposta' when the
 * server stops answering, 'Servidor com falhas' while it answers with its own errors (it read
 * 'Sistema Online' in green while every screen said 'Erro interno do servidor'). The screens show
 * their own errors meanwhile. Icon-only, a dot with a tooltip.
 */
export function SystemStatus({ iconOnly }: { iconOnly: boolean }) {
  const { online } = useNetwork();
  const reach = useServerReachable((s) => s.reach);
  const label = online ? LABELS[reach] : 'Sem conexão';
  const dot = !online || reach === 'unreachable' ? 'red.6' : reach === 'failing' ? 'orange.6' : 'green.6';
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
