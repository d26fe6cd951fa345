import { Skeleton, Stack } from '@mantine/core';

/** The shape of a selection panel while the available properties load. */
export function PickListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack gap="xs" aria-busy role="status" aria-label="Carregando imóveis">
      <Skeleton height={36} />
      <Skeleton height={20} width="40%" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={48} />
      ))}
    </Stack>
  );
}
