import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconCloudDownload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage, isApiError } from '@/api/errors';
import { useAuth } from '@/features/auth/api/session';
import { indexImported } from '@/features/search/api/search';
import { toast } from '@/lib/notify';
import { formatNumber } from '@/lib/format';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { useGandalfImport, type ImportResult } from '../api/gandalf';
import { BusyButton } from '@/components/BusyButton';

const IMPORT_ERROR_MESSAGE = 'Erro ao importar propriedades';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="xs" ta="center">
      <Text fw={700} size="xl">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

function ImportSummary({ result }: { result: ImportResult }) {
  return (
    <Stack gap="sm" aria-live="polite">
      <Text fw={600}>Importação concluída</Text>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
        <Count label="Inseridos" value={result.inserted} />
        <Count label="Atualizados" value={result.updated} />
        <Count label="Ignorados" value={result.skipped} />
        <Count label="Total" value={result.total_listings} />
      </SimpleGrid>
      {result.errors.length > 0 && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={`Erros (${result.errors.length})`}
          // Orange text on the orange tint falls below AA in the light theme.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <List size="sm" spacing={2}>
            {result.errors.map((message, index) => (
              <List.Item key={`${index}-${message}`}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

/**
 * 'Importar do Canal Pro': imports the first portal's listings (optionally only the active ones)
 * and shows inserted, updated, skipped, total and the errors. Used by the hub (?modal=import) and
 * by the property list.
 */
export function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user } = useAuth();
  const [onlyActive, setOnlyActive] = useState(false);
  const importListings = useGandalfImport();
  const result = importListings.data;
  const failure = importListings.isError ? errorMessage(importListings.error, IMPORT_ERROR_MESSAGE) : null;
  // Only a refused portal link is fixed in Configurações; a server or network failure is not.
  const linkProblem = isApiError(importListings.error) && importListings.error.code === 'PORTAL_AUTH_FAILED';

  const close = () => {
    if (submit.busy) return;
    importListings.reset();
    onClose();
  };

  // The one in-flight guard: a double click sends one request. The mutation's own state still
  // drives the result and error shown in the dialog.
  const submit = useSingleFlight(async () => {
    try {
      const data = await importListings.mutateAsync({ only_active: onlyActive });
      if (user) void indexImported(data.inserted + data.updated, user.tenant_id);
      toast.success(
        `Importação concluída: ${formatNumber(data.inserted)} inseridos, ${formatNumber(data.updated)} atualizados`,
      );
    } catch (error) {
      // The spec's words always, with the server's reason when it gave one.
      toast.failure(error, IMPORT_ERROR_MESSAGE);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Importar do Canal Pro" size="lg" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Traz os anúncios do portal para a sua carteira: imóveis novos são inseridos e os já existentes são
          atualizados pelo ID externo.
        </Text>
        <Checkbox
          label="Importar apenas anúncios ativos"
          checked={onlyActive}
          onChange={(event) => setOnlyActive(event.currentTarget.checked)}
          disabled={submit.busy}
        />
        {failure !== null && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={IMPORT_ERROR_MESSAGE}
          >
            <Stack gap={4}>
              {failure !== IMPORT_ERROR_MESSAGE && <Text size="sm">{failure}</Text>}
              {linkProblem && (
                <Anchor
                  size="sm"
                  underline="always"
                  c="var(--mantine-color-text)"
                  renderRoot={(props) => <Link {...props} to="/settings" search={{ open: 'gandalf' }} />}
                >
                  Vincular o portal em Configurações
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
        {result && <ImportSummary result={result} />}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} disabled={submit.busy}>
            {result ? 'Fechar' : 'Cancelar'}
          </Button>
          <BusyButton
            leftSection={<IconCloudDownload size={16} />}
            onClick={() => void submit.run()}
            busy={submit.busy}
          >
            {result ? 'Importar novamente' : 'Importar'}
          </BusyButton>
        </Group>
      </Stack>
    </Modal>
  );
}
