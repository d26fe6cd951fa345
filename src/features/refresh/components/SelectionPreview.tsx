import { Badge, Group, Text } from '@mantine/core';
import { formatNumber } from '@/lib/format';

/** How many selected titles the preview names before '+N'. */
const PREVIEW_COUNT = 3;

/** The selected properties: three titles, then '+N'. */
export function SelectionPreview({ titles }: { titles: readonly string[] }) {
  if (titles.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhum imóvel selecionado
      </Text>
    );
  }
  const rest = titles.length - PREVIEW_COUNT;
  return (
    <Group gap={6} data-testid="selection-preview" role="group" aria-label="Imóveis selecionados">
      <Text size="sm" fw={500}>
        Selecionados:
      </Text>
      {titles.slice(0, PREVIEW_COUNT).map((title, i) => (
        <Badge key={`${i}-${title}`} variant="default" radius="sm" tt="none" maw={220}>
          {title}
        </Badge>
      ))}
      {rest > 0 && (
        <Badge variant="filled" radius="sm">
          +{formatNumber(rest)}
        </Badge>
      )}
    </Group>
  );
}
