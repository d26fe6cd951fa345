import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { isApiError } from '@/api/errors';
import { ErrorState } from '@/components/ErrorState';
import { useAuth } from '@/features/auth/api/session';
import { parsePropertyId, propertyDetailOptions } from '../api/property-detail';
import { PropertyNotFound } from '../components/PropertyNotFound';
import { isPartnerShared } from '../ownership';
import { PropertyWizard, type WizardExportDialog } from './PropertyWizard';
import { SharedReadOnly } from './SharedReadOnly';

/** The edit wizard's load failure, in the spec's words. */
const EDIT_LOAD_ERROR = 'Erro ao carregar imóvel';
const EDIT_LOAD_ERROR_TEXT = 'Erro ao carregar dados do imóvel';

/** /properties/$id/edit: loads the property (skeleton, not found, error with retry), then the wizard. */
export function PropertyEditScreen({ ExportDialog }: { ExportDialog: WizardExportDialog }) {
  const params = useParams({ strict: false });
  const { user } = useAuth();
  const id = parsePropertyId(params.id);
  const query = useQuery({ ...propertyDetailOptions(id ?? 0), enabled: id !== null, staleTime: 0 });

  if (id === null || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return <PropertyNotFound />;
  }
  if (query.isError) {
    return (
      <ErrorState
        title={EDIT_LOAD_ERROR}
        message={EDIT_LOAD_ERROR_TEXT}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data && isPartnerShared(query.data, user)) {
    return <SharedReadOnly id={query.data.id} title={query.data.title} />;
  }
  // The wizard starts from the property as loaded once: a background refetch must not reset the form.
  if (query.data) return <PropertyWizard key={id} original={query.data} ExportDialog={ExportDialog} />;
  return (
    <Stack gap="md" aria-busy="true" role="status" aria-label="Carregando imóvel">
      <Skeleton height={14} width={200} />
      <Skeleton height={32} width={320} maw="80vw" />
      <Skeleton height={48} />
      <Skeleton height={360} radius="md" />
    </Stack>
  );
}
