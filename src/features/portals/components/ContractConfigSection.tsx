import { Alert, Button, Fieldset, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, isApiError } from '@/api/errors';
import { ConfirmModal } from '@/components/ConfirmModal';
import { ErrorState } from '@/components/ErrorState';
import { DateField } from '@/components/form/DateField';
import { MoneyField } from '@/components/form/MoneyField';
import { NumberField } from '@/components/form/NumberField';
import { useAuth } from '@/features/auth/api/session';
import { PUBLICATION_TYPE_LABELS } from '@/lib/property-labels';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/notify';
import {
  contractConfigOptions,
  useDeleteContractConfig,
  useSaveContractConfig,
  type ContractConfig,
  type ContractConfigInput,
} from '../api/contract';
import { HIGHLIGHT_LEVELS, type HighlightLevel } from '@/api/enums';
import { contractConfigSchema } from '../schemas';
import { BusyButton } from '@/components/BusyButton';

const SAVE_ERROR = 'Erro ao salvar a configuração do contrato';
const DELETE_ERROR = 'Erro ao remover a configuração do contrato';

/** What the form edits: numbers may be empty (null) while typing. */
interface ContractFormValues {
  contract_id: string;
  plan_name: string;
  monthly_fee: number | null;
  listing_limit: number | null;
  highlight_limits: Record<HighlightLevel, number | null>;
  start_date: string | null;
  end_date: string | null;
}

const resolver = formResolver<ContractFormValues, ContractConfigInput>(contractConfigSchema);

function toFormValues(config: ContractConfig | null): ContractFormValues {
  const limits = config?.highlight_limits ?? {};
  return {
    contract_id: config?.contract_id ?? '',
    plan_name: config?.plan_name ?? '',
    monthly_fee: config?.monthly_fee ?? null,
    listing_limit: config?.listing_limit ?? null,
    highlight_limits: {
      PREMIUM: limits.PREMIUM ?? 0,
      SUPER_PREMIUM: limits.SUPER_PREMIUM ?? 0,
      PREMIERE_1: limits.PREMIERE_1 ?? 0,
      PREMIERE_2: limits.PREMIERE_2 ?? 0,
      TRIPLE: limits.TRIPLE ?? 0,
    },
    start_date: config?.start_date ?? null,
    end_date: config?.end_date ?? null,
  };
}

function ContractForm({ config, canEdit }: { config: ContractConfig | null; canEdit: boolean }) {
  const save = useSaveContractConfig();
  const remove = useDeleteContractConfig();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ContractFormValues, unknown, ContractConfigInput>({
    resolver,
    defaultValues: toFormValues(config),
    reValidateMode: 'onChange',
  });

  // mutateAsync rather than mutate() callbacks: a saved or removed contract remounts this form (its
  // key is the contract's updated_at), and mutate() callbacks would be dropped with it.
  const onSubmit = handleSubmit(async (values) => {
    const body: ContractConfigInput = { ...values, contract_id: values.contract_id || undefined };
    try {
      const saved = await save.mutateAsync(body);
      toast.success('Configuração do contrato salva');
      reset(toFormValues(saved));
    } catch (error) {
      toast.error(errorMessage(error, SAVE_ERROR));
      if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          setError(field as keyof ContractFormValues, { message });
        }
      }
    }
  });

  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const confirmDelete = async () => {
    try {
      const answer = await remove.mutateAsync();
      toast.success(answer.message);
      setConfirmingDelete(false);
      reset(toFormValues(null));
    } catch (error) {
      toast.error(errorMessage(error, DELETE_ERROR));
    }
  };

  const highlightError = (level: HighlightLevel) =>
    errors.highlight_limits?.[level]?.message ??
    (errors as Record<string, { message?: string } | undefined>)[`highlight_limits.${level}`]?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Configuração do contrato">
      <Stack gap="sm">
        {!config && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
            Nenhum contrato configurado. Informe o plano e os limites contratados para acompanhar o uso no
            Canal Pro.
          </Alert>
        )}
        {!canEdit && (
          <Text size="sm" c="dimmed">
            Somente administradores podem alterar a configuração do contrato.
          </Text>
        )}
        <Fieldset variant="unstyled" disabled={!canEdit || save.isPending}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Nome do plano"
                withAsterisk
                error={errors.plan_name?.message}
                {...register('plan_name')}
              />
              <TextInput
                label="Número do contrato"
                description="Gerado automaticamente quando vazio"
                error={errors.contract_id?.message}
                {...register('contract_id')}
              />
              <NumberField control={control} name="listing_limit" label="Limite de anúncios" withAsterisk />
              <MoneyField control={control} name="monthly_fee" label="Mensalidade" withAsterisk cents />
              <DateField control={control} name="start_date" label="Início do contrato" withAsterisk />
              <DateField control={control} name="end_date" label="Término do contrato" />
            </SimpleGrid>
            <Fieldset legend="Limites de destaque" variant="filled" p="sm">
              <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
                {HIGHLIGHT_LEVELS.map((level) => (
                  <NumberField
                    key={level}
                    control={control}
                    name={`highlight_limits.${level}`}
                    label={PUBLICATION_TYPE_LABELS[level]}
                    error={highlightError(level)}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
          </Stack>
        </Fieldset>
        {canEdit && (
          <Group justify="space-between" gap="xs">
            {config ? (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirmingDelete(true)}
              >
                Remover contrato
              </Button>
            ) : (
              <span />
            )}
            <BusyButton
              type="submit"
              busy={save.isPending}
              disabled={!!config && !isDirty}
              leftSection={<IconDeviceFloppy size={16} />}
            >
              Salvar contrato
            </BusyButton>
          </Group>
        )}
      </Stack>
      <ConfirmModal
        opened={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={() => void confirmDelete()}
        loading={remove.isPending}
        title="Remover configuração do contrato"
        message="A configuração do contrato do Canal Pro será removida e os indicadores de uso deixarão de ter limites. Deseja continuar?"
        confirmLabel="Remover"
      />
    </form>
  );
}

/** The Canal Pro contract configuration (get, save, delete). */
export function ContractConfigSection() {
  const auth = useAuth();
  const config = useQuery(contractConfigOptions());
  if (config.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" role="status" aria-label="Carregando configuração do contrato">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={58} />
          ))}
        </SimpleGrid>
        <Skeleton h={90} />
      </Stack>
    );
  }
  if (config.isError) {
    return (
      <ErrorState
        title="Erro ao carregar a configuração do contrato"
        error={config.error}
        onRetry={() => void config.refetch()}
      />
    );
  }
  return (
    <ContractForm
      key={config.data?.updated_at ?? 'none'}
      config={config.data}
      canEdit={!!auth.user?.is_admin}
    />
  );
}
