import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { isApiError } from '@/api/errors';
import { ErrorState } from '@/components/ErrorState';
import { useAuth } from '@/features/auth/api/session';
import {
  normalizePropertyDetail,
  parsePropertyId,
  propertyDetailOptions,
  type PropertyDetailView,
} from '../api/property-detail';
import { ListBreadcrumbs } from './ListBreadcrumbs';
import { PropertyNotFound } from './PropertyNotFound';
import { ArchivedBanner } from './PropertyDetailArchived';
import { PropertyDetailGallery } from './PropertyDetailGallery';
import { isShared, PropertyDetailHeader } from './PropertyDetailHeader';
import {
  PropertyDetailAbout,
  PropertyDetailAddress,
  PropertyDetailDevelopment,
  PropertyDetailValues,
} from './PropertyDetailSections';
import { PropertyDetailSkeleton } from './PropertyDetailSkeleton';
import { PropertySheet } from './PropertySheet';
import sheetClasses from './PropertySheet.module.css';

const LOAD_ERROR = 'Erro ao carregar dados do imóvel';

/** Property detail, at /properties/$id and /properties/$id/view. */
export function PropertyDetailScreen() {
  const params = useParams({ strict: false });
  const id = parsePropertyId(params.id);
  const query = useQuery({
    ...propertyDetailOptions(id ?? 0),
    enabled: id !== null,
    select: normalizePropertyDetail,
  });

  if (id === null || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return <PropertyNotFound />;
  }
  if (query.data) return <Loaded property={query.data} />;
  if (query.isError) {
    return (
      <Stack gap="md">
        <BackLink />
        <ErrorState title={LOAD_ERROR} error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );
  }
  return <PropertyDetailSkeleton />;
}

function BackLink() {
  return <ListBreadcrumbs current="Detalhes do imóvel" />;
}

/** The screen, and the one-page sheet that takes its place on paper ('Imprimir ficha'). */
function Loaded({ property }: { property: PropertyDetailView }) {
  const { user } = useAuth();
  return (
    <>
      <Stack gap="md" className={sheetClasses.screen}>
        <BackLink />
        <PropertyDetailHeader property={property} />
        {property.archived && <ArchivedBanner restorable={!isShared(property, user)} />}
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <PropertyDetailAbout property={property} />
          <PropertyDetailDevelopment property={property} />
          <PropertyDetailAddress property={property} />
          <PropertyDetailValues property={property} />
        </SimpleGrid>
        <PropertyDetailGallery property={property} />
      </Stack>
      <PropertySheet property={property} />
    </>
  );
}
