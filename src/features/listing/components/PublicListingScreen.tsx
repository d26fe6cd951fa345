import { Box, Container, Grid, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHomeQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isApiError } from '@/api/errors';
import { ErrorState } from '@/components/ErrorState';
import { Logo } from '@/components/Logo';
import { normalizePropertyDetail, parsePropertyId } from '@/features/properties/api/property-detail';
import { publicListingOptions } from '../api/public-listing';
import { PublicListingView } from './PublicListingView';

const LOAD_ERROR = 'Erro ao carregar dados do imóvel';

/**
 * The public page of a published property at /imovel/$id: no sign-in, no shell — the
 * brand, then the listing. An id that is not published, or no id at all, is 'Imóvel não encontrado'.
 */
export function PublicListingScreen() {
  const params = useParams({ strict: false });
  const id = parsePropertyId(params.id);
  const query = useQuery({
    ...publicListingOptions(id ?? 0),
    enabled: id !== null,
    select: normalizePropertyDetail,
  });

  let content: ReactNode;
  if (id === null || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    content = <ListingNotFound />;
  } else if (query.data) {
    content = <PublicListingView property={query.data} />;
  } else if (query.isError) {
    content = <ErrorState title={LOAD_ERROR} error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    content = <ListingSkeleton />;
  }

  return (
    <Box mih="100dvh">
      <Box
        component="header"
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="lg">
          <Logo height={32} />
        </Container>
      </Box>
      <Container size="lg" component="main" py="lg">
        {content}
      </Container>
    </Box>
  );
}

function ListingNotFound() {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="yellow" aria-hidden>
          <IconHomeQuestion size={28} />
        </ThemeIcon>
        <Title order={1} size="h3">
          Imóvel não encontrado
        </Title>
        <Text c="dimmed" size="sm" maw={460}>
          O anúncio pode ter sido retirado, ou o endereço não corresponde a um imóvel publicado.
        </Text>
      </Stack>
    </Paper>
  );
}

function ListingSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" role="status" aria-label="Carregando imóvel">
      <Stack gap={8}>
        <Skeleton height={14} width={160} />
        <Skeleton height={30} width={420} maw="90%" />
        <Skeleton height={16} width={240} />
        <Skeleton height={26} width={150} />
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Skeleton style={{ aspectRatio: '16 / 9' }} radius="md" />
            <Skeleton height={140} radius="md" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Skeleton height={150} radius="md" />
            <Skeleton height={100} radius="md" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
