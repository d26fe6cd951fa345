import { Alert, Anchor, Group, Loader, Text } from '@mantine/core';
import { IconKeyOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { credentialsCheckOptions } from '@/features/portals/api/credentials';
import { EXPORT_MESSAGES } from '@/features/portals/api/export-errors';
import { READABLE_ALERT_TITLE } from '@/components/tone';
import { toast } from '@/lib/notify';

const CREDENTIALS_SETTINGS_HREF = '/settings?open=gandalf';

/**
 * Checks the Canal Pro credentials when an export dialog opens (always fresh). Invalid
 * credentials block the export: a toast and an alert with a link to the settings.
 */
export function useExportCredentials() {
  const query = useQuery({ ...credentialsCheckOptions(), staleTime: 0 });
  const invalid = query.data?.is_valid === false;
  const warned = useRef(false);
  useEffect(() => {
    if (invalid && !warned.current) {
      warned.current = true;
      toast.error(EXPORT_MESSAGES.credentialsInvalid);
    }
    if (!invalid) warned.current = false;
  }, [invalid]);
  return {
    checking: query.isPending,
    invalid,
    /** True when an export may start (a failed check does not block: the server still guards). */
    allowed: !query.isPending && !invalid,
  };
}

/** The alert shown while the credentials are being checked or are invalid. */
export function ExportCredentialsAlert({
  checking,
  invalid,
  onNavigate,
}: {
  checking: boolean;
  invalid: boolean;
  onNavigate?: () => void;
}) {
  const router = useRouter({ warn: false });
  if (checking) {
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          Verificando credenciais do Canal Pro...
        </Text>
      </Group>
    );
  }
  if (!invalid) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconKeyOff size={18} aria-hidden />}
      title={EXPORT_MESSAGES.credentialsInvalid}
      styles={READABLE_ALERT_TITLE}
    >
      <Anchor
        href={CREDENTIALS_SETTINGS_HREF}
        size="sm"
        onClick={(event) => {
          onNavigate?.();
          if (!router) return;
          event.preventDefault();
          void router.navigate({ href: CREDENTIALS_SETTINGS_HREF });
        }}
      >
        Configurar credenciais
      </Anchor>
    </Alert>
  );
}
