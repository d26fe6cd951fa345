import { Accordion, Group, Paper, SegmentedControl, Stack, Text, useMantineColorScheme } from '@mantine/core';
import { IconFileCertificate, IconKey, IconPalette, IconPlugConnected } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ErrorState';
import { PageHeader } from '@/components/PageHeader';
import { useShownColorScheme } from '@/hooks/useMediaMatch';
import { contractConfigOptions } from '../api/contract';
import { credentialsCheckOptions } from '../api/credentials';
import { ContractConfigSection } from './ContractConfigSection';
import { CredentialsRenewForm } from './CredentialsRenewForm';
import { CredentialsStatus } from './CredentialsStatus';
import { GandalfLinkSection, LinkStatusBadge } from './GandalfLinkSection';
import { Tag } from '@/components/Tag';

const route = getRouteApi('/_authenticated/settings');

type Section = 'gandalf' | 'canalpro' | 'contract' | 'theme';

function SectionControl({
  icon,
  title,
  description,
  aside,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  aside?: ReactNode;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" pr="xs">
      <Group wrap="nowrap" gap="sm">
        {icon}
        <Stack gap={0}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed" visibleFrom="xs">
            {description}
          </Text>
        </Stack>
      </Group>
      {aside}
    </Group>
  );
}

function CanalProCredentialsSection() {
  const check = useQuery(credentialsCheckOptions());
  return (
    <Stack gap="md" maw={720}>
      <CredentialsStatus check={check.data} loading={check.isPending} failed={check.isError} />
      <CredentialsRenewForm />
    </Stack>
  );
}

function ThemeSection() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useShownColorScheme();
  return (
    <Stack gap="xs">
      <Text size="sm" id="theme-label">
        Tema da interface
      </Text>
      <SegmentedControl
        aria-labelledby="theme-label"
        w="fit-content"
        value={scheme}
        onChange={(value) => setColorScheme(value === 'light' ? 'light' : 'dark')}
        data={[
          { value: 'dark', label: 'Escuro' },
          { value: 'light', label: 'Claro' },
        ]}
      />
      <Text size="xs" c="dimmed">
        A preferência fica salva neste navegador.
      </Text>
    </Stack>
  );
}

function CredentialsAside() {
  const check = useQuery(credentialsCheckOptions());
  if (check.isError) return <Tag color="red">Não verificadas</Tag>;
  if (!check.data) return null;
  return (
    <Tag color={check.data.is_valid ? 'green' : 'red'}>{check.data.is_valid ? 'Válidas' : 'Expiradas'}</Tag>
  );
}

/**
 * The sections load when opened, yet their server state is asked for with the page: a failure shows
 * here at once, with the catalogue's reason and a retry, even while every section is closed.
 */
function SettingsLoadError() {
  const check = useQuery(credentialsCheckOptions());
  const contract = useQuery(contractConfigOptions());
  const failed = [check, contract].filter((query) => query.isError);
  if (failed.length === 0) return null;
  return (
    <ErrorState
      title="Erro ao carregar configurações"
      error={failed[0]!.error}
      onRetry={() => failed.forEach((query) => void query.refetch())}
    />
  );
}

/**
 * Configurações: the Gandalf link (opened by ?open=gandalf), the Canal Pro credentials (?open=canalpro),
 * the Canal Pro contract (opened by ?open=contract, the highlight planner's link) and the theme
 * preference.
 */
export function SettingsScreen() {
  const { open } = route.useSearch();
  const [opened, setOpened] = useState<string[]>(() => (open ? [open] : []));
  // Asked for again (the header badge while already here): open and bring it into view.
  const [requested, setRequested] = useState(open);
  if (requested !== open) {
    setRequested(open);
    if (open && !opened.includes(open)) setOpened([...opened, open]);
  }
  useEffect(() => {
    if (!open) return;
    const item = document.getElementById(`settings-${open}`);
    item?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [open]);

  const toggle = (value: string[]) => setOpened(value);
  const sections: { value: Section; control: ReactNode; panel: ReactNode }[] = [
    {
      value: 'gandalf',
      control: (
        <SectionControl
          icon={<IconPlugConnected size={22} aria-hidden />}
          title="Portal Gandalf"
          description="Vincule sua conta do portal para importar anúncios"
          aside={<LinkStatusBadge />}
        />
      ),
      panel: <GandalfLinkSection />,
    },
    {
      value: 'canalpro',
      control: (
        <SectionControl
          icon={<IconKey size={22} aria-hidden />}
          title="Credenciais do CanalPro"
          description="Situação do acesso ao CanalPro e renovação"
          aside={<CredentialsAside />}
        />
      ),
      panel: <CanalProCredentialsSection />,
    },
    {
      value: 'contract',
      control: (
        <SectionControl
          icon={<IconFileCertificate size={22} aria-hidden />}
          title="Contrato do Canal Pro"
          description="Plano, limites de anúncios e de destaques"
        />
      ),
      panel: <ContractConfigSection />,
    },
    {
      value: 'theme',
      control: (
        <SectionControl
          icon={<IconPalette size={22} aria-hidden />}
          title="Aparência"
          description="Tema claro ou escuro"
        />
      ),
      panel: <ThemeSection />,
    },
  ];

  return (
    <>
      <PageHeader title="Configurações" description="Integrações com os portais, contrato e preferências" />
      <SettingsLoadError />
      <Paper withBorder radius="md">
        <Accordion multiple value={opened} onChange={toggle} variant="default" chevronPosition="right">
          {sections.map((section) => (
            <Accordion.Item key={section.value} value={section.value} id={`settings-${section.value}`}>
              <Accordion.Control>{section.control}</Accordion.Control>
              <Accordion.Panel>{section.panel}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Paper>
    </>
  );
}
