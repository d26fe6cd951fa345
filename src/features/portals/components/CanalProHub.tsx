import { Anchor, Button, SimpleGrid, Stack } from '@mantine/core';
import {
  IconChartBar,
  IconCloudDownload,
  IconCloudUpload,
  IconHistory,
  IconKey,
  IconRobot,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/PageHeader';
import { credentialsCheckOptions } from '../api/credentials';
import { AutomationCard } from './AutomationCard';
import { AutomationHistoryList } from './AutomationHistoryList';
import { ContractKpisCard } from './ContractKpisCard';
import { CredentialsStatus } from './CredentialsStatus';
import { ImportDialog } from './ImportDialog';
import { RecentExportsCard } from './RecentExportsCard';
import { Panel } from '@/components/Panel';

const route = getRouteApi('/_authenticated/canalpro');

/**
 * The Canal Pro hub: import from the first portal (?modal=import), the last 3 exports,
 * credentials, contract usage, and the token-renewal automation with its history.
 */
export function CanalProHub() {
  const { modal } = route.useSearch();
  const navigate = route.useNavigate();
  const check = useQuery(credentialsCheckOptions());

  const setModal = (next: 'import' | undefined) =>
    void navigate({ search: (prev) => ({ ...prev, modal: next }), replace: next === undefined });

  return (
    <>
      <PageHeader
        title="Canal Pro"
        description="Importação, exportação, contrato e renovação do token do portal"
        actions={
          <>
            <Button leftSection={<IconCloudDownload size={16} />} onClick={() => setModal('import')}>
              Importar do Canal Pro
            </Button>
            <Button
              component={Link}
              to="/properties"
              variant="default"
              leftSection={<IconCloudUpload size={16} />}
            >
              Exportar imóveis
            </Button>
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          <Panel
            title="Credenciais do CanalPro"
            icon={<IconKey size={18} aria-hidden />}
            actions={
              <Anchor
                renderRoot={(props) => <Link {...props} to="/settings" search={{ open: 'canalpro' }} />}
                size="sm"
              >
                Renovar
              </Anchor>
            }
          >
            <CredentialsStatus check={check.data} loading={check.isPending} failed={check.isError} />
          </Panel>
          <Panel title="Uso do contrato" icon={<IconChartBar size={18} aria-hidden />}>
            <ContractKpisCard />
          </Panel>
          <Panel
            title="Últimas exportações"
            icon={<IconCloudUpload size={18} aria-hidden />}
            actions={
              <Anchor component={Link} to="/properties" size="sm">
                Ver imóveis
              </Anchor>
            }
          >
            <RecentExportsCard />
          </Panel>
        </Stack>
        <Stack gap="md">
          <Panel title="Renovação automática do token" icon={<IconRobot size={18} aria-hidden />}>
            <AutomationCard />
          </Panel>
          <Panel title="Histórico de renovações" icon={<IconHistory size={18} aria-hidden />}>
            <AutomationHistoryList limit={5} />
          </Panel>
        </Stack>
      </SimpleGrid>
      <ImportDialog opened={modal === 'import'} onClose={() => setModal(undefined)} />
    </>
  );
}
