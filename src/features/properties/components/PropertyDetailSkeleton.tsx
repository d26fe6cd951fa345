import { Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The detail's layout while it loads: breadcrumbs, header, the four sections and the gallery. */
export function PropertyDetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" role="status" aria-label="Carregando imóvel">
      <Skeleton height={14} width={200} />
      <Group justify="space-between" align="flex-start">
        <Stack gap={8}>
          <Skeleton height={30} width={360} maw="80vw" />
          <Group gap="xs">
            <Skeleton height={20} width={90} radius="xl" />
            <Skeleton height={16} width={140} />
          </Group>
        </Stack>
        <Group gap="xs">
          <Skeleton height={36} width={92} />
          <Skeleton height={36} width={92} />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {[220, 220, 160, 160].map((height, i) => (
          <Paper key={i} withBorder p="md" radius="md">
            <Skeleton height={18} width={160} mb="md" />
            <Skeleton height={height - 60} />
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Skeleton height={18} width={160} mb="md" />
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={120} />
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
